import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchemaFor, type ClubDependentField, type RegisterForm } from '@klubhus/domain';
import { Button, ImageUpload, type ImageUploadValue } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../shell/forms/fieldErrors';
import { useSessionStore } from '../../../shell/session/SessionContext';
import { authMutations, type RegisteredEmail } from '../mutations';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { AccountFields, emptyRegisterForm, registerFields } from './AccountFields';

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
    defaultValues: emptyRegisterForm,
  });
  const [image, setImage] = useState<ImageUploadValue | null>(null);
  // After a sign-in that failed (a network error) a second press must not register the e-mail again: the
  // form's own memo, written by the mutation (not a ref, which render must not hand on).
  const [registered] = useState<RegisteredEmail>(() => ({ current: null }));
  const createAccount = useMutation(authMutations.createAccount(useSessionStore(), registered));

  // The schema hands over trimmed values with blank optional fields as null, as the server stores them.
  const onSubmit = handleSubmit(({ passwordConfirmation: _confirmation, ...values }) => {
    const body = { ...values, clubToken };
    createAccount.mutate(
      { body, image },
      {
        onError: (error) => {
          showFormError(t, error, setError, registerFields);
        },
      },
    );
  });

  const serverError = formState.errors.root?.server?.message;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <AccountFields control={control} columns="viewport" clubFields={required} keypads={false} />
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
