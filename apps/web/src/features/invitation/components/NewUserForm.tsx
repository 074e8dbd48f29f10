import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApiError,
  MINIMUM_PASSWORD_LENGTH,
  MINIMUM_REGISTRATION_AGE,
  registerFormSchemaFor,
  type ClubDependentField,
  type RegisterForm,
} from '@klubhus/domain';
import { Button } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { FormTextField } from '../../../shell/forms/FormTextField';
import { DataPolicyConsent } from '../../auth/public';
import { invitationMutations, type JoinContext } from '../mutations';
import { showRefusal, withPolicy } from '../refusals';

type NewUserValues = RegisterForm & { acceptsDataPolicy: boolean };

const fields: readonly Path<NewUserValues>[] = [
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
  'acceptsDataPolicy',
];

const messages = {
  zip: { minCiphers: { count: 4 } },
  mobile: { minCiphers: { count: 8 } },
  password: { passwordTooShort: { count: MINIMUM_PASSWORD_LENGTH } },
  birthdate: { tooYoung: { count: MINIMUM_REGISTRATION_AGE } },
};

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
      acceptsDataPolicy: false,
    },
  });
  const createAccount = useMutation(invitationMutations.createAccount(context));
  const optional = (field: ClubDependentField) => ({
    isRequired: required.includes(field),
    isOptional: !required.includes(field),
  });

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
      <div className="grid gap-4 @sm:grid-cols-2">
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
      <div className="grid gap-4 @sm:grid-cols-2">
        <FormTextField
          control={control}
          name="zip"
          autoComplete="postal-code"
          inputMode="numeric"
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
        inputMode="tel"
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
      {policyLink && (
        <Controller
          control={control}
          name="acceptsDataPolicy"
          render={({ field, fieldState }) => (
            <DataPolicyConsent
              link={policyLink}
              isSelected={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      )}
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
