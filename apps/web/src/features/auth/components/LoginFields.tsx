import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shell/forms/FormTextField';

export interface LoginFieldsProps<F extends FieldValues> {
  /** The form's control; its values have `email` and `password` (`loginRequest`'s). */
  control: Control<F>;
}

/**
 * The e-mail and password of an account the visitor has, as the sign-ups' "log in" forms ask for them
 * (`/register/{id}/login`, the invitation's "Allerede bruger"). /login has its own, in its light form.
 */
export const LoginFields = <F extends FieldValues>({ control }: LoginFieldsProps<F>) => {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        control={control}
        name={'email' as Path<F>}
        type="email"
        autoComplete="username"
        label={t('auth.login.email')}
        isRequired
      />
      <FormTextField
        control={control}
        name={'password' as Path<F>}
        type="password"
        autoComplete="current-password"
        label={t('auth.login.password')}
        isRequired
      />
    </>
  );
};
