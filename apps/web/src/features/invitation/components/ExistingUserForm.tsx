import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, loginRequest } from '@klubhus/domain';
import { Button } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { DataPolicyField, LoginFields } from '../../auth/public';
import { invitationMutations, type JoinContext } from '../mutations';
import { showRefusal, withPolicy } from '../refusals';

interface LoginValues {
  email: string;
  password: string;
  acceptsDataPolicy: boolean;
}

const fields: readonly Path<LoginValues>[] = ['email', 'password', 'acceptsDataPolicy'];

export interface ExistingUserFormProps {
  context: JoinContext;
  /** The link turned out void while joining (400 invalidClubToken). */
  onVoidLink: () => void;
}

/**
 * The login form of the details step ("Allerede bruger", spec §2): e-mail, password and, when the club has a policy
 * link, its box (spec §5: ticked before logging in). A wrong password is "forkert password" on the e-mail field
 * (spec §8), as on /login.
 */
export const ExistingUserForm = ({ context, onVoidLink }: ExistingUserFormProps) => {
  const { t } = useTranslation();
  const policyLink = context.club.dataPolicyLink;
  const resolver = useMemo(
    () =>
      withPolicy<LoginValues>(
        zodResolver(loginRequest) as unknown as Resolver<LoginValues>,
        policyLink,
        t('invitation.errors.dataPolicyRequired'),
      ),
    [policyLink, t],
  );
  const { control, handleSubmit, setError, formState } = useForm<LoginValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: { email: '', password: '', acceptsDataPolicy: false },
  });
  const signIn = useMutation(invitationMutations.signIn(context));

  const onSubmit = handleSubmit(({ email, password, acceptsDataPolicy }) => {
    signIn.mutate(
      { body: { email, password }, acceptsDataPolicy },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'invalidClubToken') {
            onVoidLink();
            return;
          }
          showRefusal(t, error, setError, fields, {
            wrongPassword: 'email',
            dataPolicyRequired: 'acceptsDataPolicy',
          });
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
      <LoginFields control={control} />
      <DataPolicyField control={control} link={policyLink} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        isPending={signIn.isPending}
        isDisabled={formState.isSubmitted && hasFieldErrors}
      >
        {context.request ? t('invitation.details.loginRequest') : t('invitation.details.loginSubmit')}
      </Button>
    </form>
  );
};
