import { zodResolver } from '@hookform/resolvers/zod';
import {
  MINIMUM_PASSWORD_LENGTH,
  MINIMUM_REGISTRATION_AGE,
  registerFormSchemaFor,
  type ClubDependentField,
  type RegisterForm,
} from '@klubhus/domain';
import { Button, ImageUpload, type ImageUploadValue } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../shell/forms/fieldErrors';
import { useSessionStore } from '../../../shell/session/SessionContext';
import { authMutations, type RegisteredEmail } from '../mutations';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { FormTextField } from '../../../shell/forms/FormTextField';

const messages = {
  zip: { minCiphers: { count: 4 } },
  mobile: { minCiphers: { count: 8 } },
  password: { passwordTooShort: { count: MINIMUM_PASSWORD_LENGTH } },
  birthdate: { tooYoung: { count: MINIMUM_REGISTRATION_AGE } },
};

const fields: readonly Path<RegisterForm>[] = [
  'firstName',
  'surname',
  'email',
  'zip',
  'birthdate',
  'mobile',
  'address',
  'city',
  'password',
  'passwordConfirmation',
];

export interface CreateAccountFormProps {
  /** The invitation token that came along (`?clubToken=`), sent with the registration. */
  clubToken: string | null;
  /** The club-dependent fields that must be filled in (none without a club). */
  required: readonly ClubDependentField[];
}

/**
 * The sign-up form of /create (spec document 1 §5 "Signup"). Errors show once a field is left; after a
 * submit attempt the button stays disabled until the form is valid ("Submit is disabled while invalid"),
 * while a first press (or Enter) always shows what is missing.
 */
export const CreateAccountForm = ({ clubToken, required }: CreateAccountFormProps) => {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<RegisterForm>({
    mode: 'onTouched',
    resolver: zodResolver(registerFormSchemaFor(required)),
    defaultValues: {
      firstName: '',
      surname: '',
      email: '',
      zip: '',
      birthdate: '',
      mobile: '',
      address: '',
      city: '',
      password: '',
      passwordConfirmation: '',
    },
  });
  const [image, setImage] = useState<ImageUploadValue | null>(null);
  // After a sign-in that failed (a network error) a second press must not register the e-mail again: the
  // form's own memo, written by the mutation (not a ref, which render must not hand on).
  const [registered] = useState<RegisteredEmail>(() => ({ current: null }));
  const createAccount = useMutation(authMutations.createAccount(useSessionStore(), registered));
  const optional = (field: ClubDependentField) => ({
    isRequired: required.includes(field),
    isOptional: !required.includes(field),
  });

  // The schema hands over trimmed values with blank optional fields as null, as the server stores them.
  const onSubmit = handleSubmit(({ passwordConfirmation: _confirmation, ...values }) => {
    const body = { ...values, clubToken };
    createAccount.mutate(
      { body, image },
      {
        onError: (error) => {
          showFormError(t, error, setError, fields);
        },
      },
    );
  });

  const serverError = formState.errors.root?.server?.message;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="firstName"
          autoComplete="given-name"
          label={t('auth.create.firstName')}
          isRequired
        />
        <FormTextField
          control={control}
          name="surname"
          autoComplete="family-name"
          label={t('auth.create.surname')}
          isRequired
        />
      </div>
      <FormTextField
        control={control}
        name="email"
        type="email"
        autoComplete="email"
        label={t('auth.create.email')}
        isRequired
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="zip"
          autoComplete="postal-code"
          label={t('auth.create.zip')}
          isRequired
          messageParams={messages.zip}
        />
        <FormTextField
          control={control}
          name="birthdate"
          autoComplete="bday"
          label={t('auth.create.birthdate')}
          placeholder={t('auth.create.birthdatePlaceholder')}
          messageParams={messages.birthdate}
          {...optional('birthdate')}
        />
      </div>
      <FormTextField
        control={control}
        name="mobile"
        autoComplete="tel-national"
        label={t('auth.create.mobile')}
        messageParams={messages.mobile}
        {...optional('mobile')}
      />
      <FormTextField
        control={control}
        name="address"
        autoComplete="street-address"
        label={t('auth.create.address')}
        {...optional('address')}
      />
      <FormTextField
        control={control}
        name="city"
        autoComplete="address-level2"
        label={t('auth.create.city')}
        {...optional('city')}
      />
      <FormTextField
        control={control}
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('auth.create.password')}
        isRequired
        messageParams={messages.password}
      />
      <FormTextField
        control={control}
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        label={t('auth.create.passwordConfirmation')}
        isRequired
      />
      <ImageUpload
        label={t('auth.create.image')}
        buttonLabel={t('auth.create.imageButton')}
        previewAlt={t('auth.create.imagePreview')}
        invalidTypeMessage={t('auth.create.imageInvalidType')}
        unreadableMessage={t('auth.create.imageUnreadable')}
        onChange={setImage}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        isPending={createAccount.isPending}
        isDisabled={formState.isSubmitted && !formState.isValid}
      >
        {t('auth.create.submit')}
      </Button>
    </form>
  );
};
