import { ApiError, loginRequest } from '@klubhus/domain';
import { Button, Link } from '@klubhus/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { showFormError } from '../../../shell/forms/fieldErrors';
import { useSessionStore } from '../../../shell/session/SessionContext';
import { withCarriedQuery } from '../authLinks';
import { AuthLayout } from '../../../shell/pages/AuthLayout';
import { DataPolicyConsent } from '../components/DataPolicyConsent';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { LightTextField } from '../../../shell/forms/LightTextField';
import { useLightForm } from '../../../shell/forms/lightForm';
import { LoginFooter } from '../components/LoginFooter';
import { LoginNotice } from '../components/LoginNotice';
import { useClubContext } from '../hooks/useClubContext';
import { authMutations } from '../mutations';
import { authQueries } from '../queries';

/**
 * /login (spec document 1 §2, §5, §8): e-mail and password. With a club context (`?clubToken=`) whose
 * club has a data-policy link, the policy box must be ticked first. A 401 puts "forkert password" on the
 * e-mail field; the guards move a signed-in user on, so this page never navigates itself. The form is a light
 * form, not react-hook-form: /login is the one screen everybody loads cold, and that library with its resolver
 * was most of this screen's own JavaScript (ADR 015).
 */
export const LoginRoute = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const club = useClubContext();
  const { clubId } = club;
  const policy = useQuery({ ...authQueries.dataPolicy(clubId ?? 0), enabled: clubId !== null });
  const policyLink = clubId !== null ? (policy.data?.link ?? null) : null;
  const [policyAccepted, setPolicyAccepted] = useState(false);
  const form = useLightForm(loginRequest, { email: '', password: '' });
  const signIn = useMutation(authMutations.signIn(useSessionStore()));

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          // Spec §8: the sign-in failure is shown on the e-mail field.
          form.setError('email', { type: 'server', message: error.code ?? error.message }, { shouldFocus: true });
        } else {
          showFormError(t, error, form.setError, ['email', 'password']);
        }
      },
    }),
  );

  return (
    <AuthLayout title={t('auth.login.title')} footer={<LoginFooter />}>
      <LoginNotice />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <LightTextField
          form={form}
          name="email"
          type="email"
          autoComplete="username"
          label={t('auth.login.email')}
          isRequired
        />
        <LightTextField
          form={form}
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('auth.login.password')}
          isRequired
        />
        <Link href={withCarriedQuery('/forgot', search)} variant="standalone" className="w-fit">
          {t('auth.login.forgot')}
        </Link>
        {policyLink && <DataPolicyConsent link={policyLink} isSelected={policyAccepted} onChange={setPolicyAccepted} />}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          isPending={signIn.isPending}
          isDisabled={
            (policyLink !== null && !policyAccepted) || club.isPending || (clubId !== null && policy.isPending)
          }
        >
          {t('auth.login.submit')}
        </Button>
      </form>
      <p className="text-center text-fg-muted">
        <Link href={withCarriedQuery('/create', search)} variant="standalone">
          {t('auth.login.create')}
        </Link>
      </p>
    </AuthLayout>
  );
};
