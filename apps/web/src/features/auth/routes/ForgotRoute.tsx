import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequest, type ForgotPasswordRequest } from '@klubhus/domain';
import { Button, Link } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { showFormError } from '../../../shell/forms/fieldErrors';
import { withCarriedQuery } from '../authLinks';
import { authMutations } from '../mutations';
import { AuthLayout } from '../../../shell/pages/AuthLayout';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { FormTextField } from '../../../shell/forms/FormTextField';

/**
 * /forgot (spec document 1 §2): asks for a reset link by e-mail. The server answers the same whether the
 * e-mail has an account or not, so the page always goes back to /login with "Vi har sendt et link".
 */
export const ForgotRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { control, handleSubmit, setError, formState } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequest),
    defaultValues: { email: '' },
  });
  const forgot = useMutation(authMutations.forgotPassword());
  const loginPath = withCarriedQuery('/login', search);

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: () => void navigate(loginPath, { state: { forgotSent: true } }),
      onError: (error) => {
        showFormError(t, error, setError, ['email']);
      },
    }),
  );

  const serverError = formState.errors.root?.server?.message;
  return (
    <AuthLayout title={t('auth.forgot.title')}>
      <p className="text-fg-muted">{t('auth.forgot.intro')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <FormTextField
          control={control}
          name="email"
          type="email"
          autoComplete="username"
          label={t('auth.forgot.email')}
          isRequired
        />
        <Button type="submit" size="lg" className="w-full" isPending={forgot.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <p className="text-center">
        <Link href={loginPath} variant="standalone">
          {t('auth.forgot.back')}
        </Link>
      </p>
    </AuthLayout>
  );
};
