import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, MINIMUM_PASSWORD_LENGTH, resetPasswordFormSchema, type ResetPasswordForm } from '@klubhus/domain';
import { Button, Link } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messageText, showFormError } from '../../../shell/forms/fieldErrors';
import { authMutations } from '../mutations';
import { AuthLayout } from '../../../shell/pages/AuthLayout';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { FormTextField } from '../../../shell/forms/FormTextField';

const passwordMessages = { passwordTooShort: { count: MINIMUM_PASSWORD_LENGTH } };

/** The link is unknown, used or expired: say so and offer a new one. */
const InvalidLink = () => {
  const { t } = useTranslation();
  return (
    <FormAlert>
      <p>{messageText(t, 'invalidResetToken')}</p>
      <Link href="/forgot" tone="inherit" className="mt-1 inline-block">
        {t('auth.reset.newLink')}
      </Link>
    </FormAlert>
  );
};

/**
 * /reset?token=… ("Nulstil adgangskode", spec document 1 §2): the mailed link's page. A new password
 * twice; success goes to /login with "Din adgangskode er ændret". A missing or rejected token shows the
 * invalid-link alert with the way to a new link.
 */
export const ResetRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const { control, handleSubmit, setError, formState } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { token, password: '', passwordConfirmation: '' },
  });
  const reset = useMutation(authMutations.resetPassword(token));

  const onSubmit = handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => void navigate('/login', { state: { passwordReset: true } }),
      onError: (error) => {
        if (error instanceof ApiError && (error.code === 'invalidResetToken' || error.field === 'token')) {
          setError('token', { type: 'server', message: 'invalidResetToken' });
        } else {
          showFormError(t, error, setError, ['password', 'passwordConfirmation']);
        }
      },
    }),
  );

  const serverError = formState.errors.root?.server?.message;
  const linkInvalid = !token || formState.errors.token !== undefined;
  return (
    <AuthLayout title={t('auth.reset.title')}>
      {linkInvalid && <InvalidLink />}
      {!linkInvalid && (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          {serverError && <FormAlert>{serverError}</FormAlert>}
          <p className="text-fg-muted">{t('auth.reset.intro', { count: MINIMUM_PASSWORD_LENGTH })}</p>
          <FormTextField
            control={control}
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('auth.reset.password')}
            isRequired
            messageParams={passwordMessages}
          />
          <FormTextField
            control={control}
            name="passwordConfirmation"
            type="password"
            autoComplete="new-password"
            label={t('auth.reset.passwordConfirmation')}
            isRequired
          />
          <Button type="submit" size="lg" className="w-full" isPending={reset.isPending}>
            {t('auth.reset.submit')}
          </Button>
        </form>
      )}
      <p className="text-center">
        <Link href="/login" variant="standalone">
          {t('auth.reset.back')}
        </Link>
      </p>
    </AuthLayout>
  );
};
