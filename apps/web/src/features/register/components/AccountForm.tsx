import { zodResolver } from '@hookform/resolvers/zod';
import { importedAccountForm, type ImportedAccountForm, type ImportedUser } from '@klubhus/domain';
import { Button } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { useSignupFlow } from '../flowContext';
import { flowChecks, withChecks, type FlowCheck } from '../flowChecks';
import { isSingle } from '../flowRules';
import { useAfterCreated } from '../hooks/useFlowForms';
import { registerMutations } from '../mutations';
import { showRefusal } from '../refusals';
import { AccountFields, DataPolicyField } from '../../auth/public';

type AccountValues = ImportedAccountForm;

const fields: readonly Path<AccountValues>[] = [
  'firstName',
  'surname',
  'email',
  'zip',
  'password',
  'passwordConfirmation',
  'acceptsDataPolicy',
];

export interface AccountFormProps {
  person: ImportedUser;
  /** `adult` (userStatus 1), or `own`: a child's own account (userStatus 2). */
  type: 'adult' | 'own';
  /** The submit waits until every person is assigned (spec §5): true while someone is not. */
  isBlocked: boolean;
}

/**
 * The create form of `/register/{id}/new` (spec §2): names, e-mail, zip, password twice and, when the club has a
 * data-policy link, its box. One press makes the person a user (`activateImported` with one model): "Godkend!"
 * when the flow has one person, else "Gem!".
 */
export const AccountForm = ({ person, type, isBlocked }: AccountFormProps) => {
  const { t } = useTranslation();
  const flow = useSignupFlow();
  const { club, users, accounts } = flow.state;
  const policyLink = club.dataPolicyLink;
  const resolver = useMemo(
    () =>
      withChecks<AccountValues>(
        zodResolver(importedAccountForm) as Resolver<AccountValues>,
        (values) => flowChecks({ users, accounts, personId: person.id, policyLink }, values),
        (message) => t(`register.errors.${message as FlowCheck}`),
      ),
    [policyLink, users, accounts, person.id, t],
  );
  const { control, handleSubmit, setError, formState } = useForm<AccountValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: {
      firstName: person.firstName,
      surname: person.surname,
      email: person.email ?? '',
      zip: person.zip ?? '',
      password: '',
      passwordConfirmation: '',
      acceptsDataPolicy: false,
    },
  });
  const activate = useMutation(registerMutations.activate(flow));
  const afterCreated = useAfterCreated();

  const onSubmit = handleSubmit((values) => {
    activate.mutate(
      {
        person,
        acceptsDataPolicy: values.acceptsDataPolicy ?? false,
        model: {
          userId: person.id,
          existing: false,
          firstName: values.firstName,
          surname: values.surname,
          oldEmail: person.email,
          email: values.email,
          zip: values.zip,
          password: values.password,
          userStatus: type === 'own' ? 2 : 1,
          birthdate: person.birthdate,
        },
      },
      {
        onSuccess: afterCreated,
        onError: (error) => {
          if (flow.onFailure(error)) return;
          showRefusal(t, error, setError, fields, {
            emailTaken: 'email',
            dataPolicyRequired: 'acceptsDataPolicy',
          });
        },
      },
    );
  });

  const serverError = formState.errors.root?.server?.message;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <AccountFields control={control} columns="viewport" />
      <DataPolicyField control={control} link={policyLink} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        isPending={activate.isPending}
        isDisabled={isBlocked || (formState.isSubmitted && !formState.isValid)}
      >
        {isSingle(users) ? t('register.account.approve') : t('register.account.save')}
      </Button>
    </form>
  );
};
