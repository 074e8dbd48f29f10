import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, registerFormSchemaFor, type ClubDependentField, type RegisterForm } from '@klubhus/domain';
import { Button } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { AccountFields, DataPolicyField, emptyRegisterForm, registerFields } from '../../auth/public';
import { invitationMutations, type JoinContext } from '../mutations';
import { showRefusal, withPolicy } from '../refusals';

type NewUserValues = RegisterForm & { acceptsDataPolicy: boolean };

const fields: readonly Path<NewUserValues>[] = [...registerFields, 'acceptsDataPolicy'];

export interface NewUserFormProps {
  context: JoinContext;
  /** Which of birthdate, mobile, address and city the club requires (its disabled properties say). */
  required: readonly ClubDependentField[];
  /** The link turned out void while signing up (400 invalidClubToken). */
  onVoidLink: () => void;
}

/**
 * The sign-up form of the details step (spec §2, §5 "Signup"): the fields of /create that the club asks for, the
 * password twice and, when the club has a policy link, its box (spec §5: ticked before creating). One press makes
 * the user, signs them in for the flow and joins.
 */
export const NewUserForm = ({ context, required, onVoidLink }: NewUserFormProps) => {
  const { t } = useTranslation();
  const policyLink = context.club.dataPolicyLink;
  const resolver = useMemo(
    () =>
      withPolicy<NewUserValues>(
        zodResolver(registerFormSchemaFor(required)) as unknown as Resolver<NewUserValues>,
        policyLink,
        t('invitation.errors.dataPolicyRequired'),
      ),
    [required, policyLink, t],
  );
  const { control, handleSubmit, setError, formState } = useForm<NewUserValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: { ...emptyRegisterForm, acceptsDataPolicy: false },
  });
  const createAccount = useMutation(invitationMutations.createAccount(context));

  // The schema hands over trimmed values with blank optional fields as null, as the server stores them.
  const onSubmit = handleSubmit(({ passwordConfirmation: _confirmation, acceptsDataPolicy, ...values }) => {
    createAccount.mutate(
      { body: { ...values, password: values.password ?? '' }, acceptsDataPolicy },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'invalidClubToken') {
            onVoidLink();
            return;
          }
          showRefusal(t, error, setError, fields, { dataPolicyRequired: 'acceptsDataPolicy' });
        },
      },
    );
  });

  const serverError = formState.errors.root?.server?.message;
  // Disabled while a field is wrong after a submit ("Submit is disabled while invalid"), not after a failure of the
  // whole form (a lost connection), which a second press tries again.
  const hasFieldErrors = Object.keys(formState.errors).some((name) => name !== 'root');
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <AccountFields control={control} columns="container" clubFields={required} />
      <DataPolicyField control={control} link={policyLink} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        isPending={createAccount.isPending}
        isDisabled={formState.isSubmitted && hasFieldErrors}
      >
        {context.request ? t('invitation.details.createRequest') : t('invitation.details.createSubmit')}
      </Button>
    </form>
  );
};
