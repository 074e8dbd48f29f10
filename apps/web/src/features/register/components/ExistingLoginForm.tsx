import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequest, type ImportedUser } from '@klubhus/domain';
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
import { DataPolicyField, LoginFields } from '../../auth/public';

interface LoginValues {
  email: string;
  password: string;
  acceptsDataPolicy: boolean;
}

const fields: readonly Path<LoginValues>[] = ['email', 'password', 'acceptsDataPolicy'];

export interface ExistingLoginFormProps {
  person: ImportedUser;
  /** The submit waits until every person is assigned (spec §5): true while someone is not. */
  isBlocked: boolean;
}

/**
 * `/register/{id}/login` (spec §2): e-mail and password of an account the person has, "Log ind!" (or "Godkend!"
 * when the flow has one person); `activateImported` with `existing: true` makes that account a member. A wrong
 * password answers "forkert password" on the e-mail field (spec §8).
 */
export const ExistingLoginForm = ({ person, isBlocked }: ExistingLoginFormProps) => {
  const { t } = useTranslation();
  const flow = useSignupFlow();
  const { club, users, accounts } = flow.state;
  const policyLink = club.dataPolicyLink;
  const resolver = useMemo(
    () =>
      withChecks<LoginValues>(
        zodResolver(loginRequest) as unknown as Resolver<LoginValues>,
        (values) => flowChecks({ users, accounts, personId: person.id, policyLink }, values),
        (message) => t(`register.errors.${message as FlowCheck}`),
      ),
    [policyLink, users, accounts, person.id, t],
  );
  const { control, handleSubmit, setError, formState } = useForm<LoginValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: { email: person.email ?? '', password: '', acceptsDataPolicy: false },
  });
  const activate = useMutation(registerMutations.activate(flow));
  const afterCreated = useAfterCreated();
  const isChild = person.assigned && person.userStatus === 2;

  const onSubmit = handleSubmit((values) => {
    activate.mutate(
      {
        person,
        acceptsDataPolicy: values.acceptsDataPolicy,
        model: {
          userId: person.id,
          existing: true,
          oldEmail: person.email,
          email: values.email,
          password: values.password,
          userStatus: isChild ? 2 : 1,
        },
      },
      {
        onSuccess: afterCreated,
        onError: (error) => {
          if (flow.onFailure(error)) return;
          showRefusal(t, error, setError, fields, {
            wrongPassword: 'email',
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
      <LoginFields control={control} />
      <DataPolicyField control={control} link={policyLink} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        isPending={activate.isPending}
        isDisabled={isBlocked || (formState.isSubmitted && !formState.isValid)}
      >
        {isSingle(users) ? t('register.login.approve') : t('register.login.submit')}
      </Button>
    </form>
  );
};
