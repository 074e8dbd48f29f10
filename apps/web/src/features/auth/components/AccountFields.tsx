import {
  MINIMUM_PASSWORD_LENGTH,
  MINIMUM_REGISTRATION_AGE,
  type ClubDependentField,
  type RegisterForm,
} from '@klubhus/domain';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shell/forms/FormTextField';
import { pairClass, type FieldColumns } from './fieldColumns';

/** The fields of a new account, by their names in the form and in `auth.create.*`. */
type AccountField =
  'firstName' | 'surname' | 'email' | 'zip' | ClubDependentField | 'password' | 'passwordConfirmation';

/** The fields of /create's form (`registerFormSchema`'s), as a form shows them: where a refusal can be put. */
export const registerFields = [
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
] as const satisfies readonly (keyof RegisterForm)[];

/** /create's form with nothing filled in. */
export const emptyRegisterForm: RegisterForm = {
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
};

const messages = {
  zip: { minCiphers: { count: 4 } },
  mobile: { minCiphers: { count: 8 } },
  password: { passwordTooShort: { count: MINIMUM_PASSWORD_LENGTH } },
  birthdate: { tooYoung: { count: MINIMUM_REGISTRATION_AGE } },
};

export interface AccountFieldsProps<F extends FieldValues> {
  /** The form's control; its values have the fields shown here under their names (`registerFormSchema`'s). */
  control: Control<F>;
  /** Where the pairs of fields go side by side. */
  columns: FieldColumns;
  /**
   * Ask for the club-dependent fields too (birthdate, mobile, address, city): these the club requires, the others
   * marked "(valgfri)". Left out: names, e-mail, zip and the password only (`/register`, whose person has the rest).
   */
  clubFields?: readonly ClubDependentField[];
  /** A phone's number keypad for zip and mobile (`inputMode`); /create does not ask for it (yet). @default true */
  keypads?: boolean;
}

/**
 * The fields of a new account (spec document 1 §5 "Signup"), as /create, `/register/{id}/new` and the invitation ask
 * for them: names, e-mail, zip, the club-dependent ones when asked for, and the new password twice. Each form keeps
 * its schema, its other fields and its submit.
 */
export const AccountFields = <F extends FieldValues>({
  control,
  columns,
  clubFields,
  keypads = true,
}: AccountFieldsProps<F>) => {
  const { t } = useTranslation();
  const field = (name: AccountField) => ({ control, name: name as Path<F>, label: t(`auth.create.${name}`) });
  const optional = (name: ClubDependentField) => ({
    ...field(name),
    isRequired: clubFields?.includes(name),
    isOptional: !clubFields?.includes(name),
  });
  const zip = (
    <FormTextField
      {...field('zip')}
      autoComplete="postal-code"
      inputMode={keypads ? 'numeric' : undefined}
      isRequired
      messageParams={messages.zip}
    />
  );
  return (
    <>
      <div className={pairClass[columns]}>
        <FormTextField {...field('firstName')} autoComplete="given-name" isRequired />
        <FormTextField {...field('surname')} autoComplete="family-name" isRequired />
      </div>
      <FormTextField {...field('email')} type="email" autoComplete="email" isRequired />
      {clubFields ? (
        <>
          <div className={pairClass[columns]}>
            {zip}
            <FormTextField
              {...optional('birthdate')}
              autoComplete="bday"
              placeholder={t('auth.create.birthdatePlaceholder')}
              messageParams={messages.birthdate}
            />
          </div>
          <FormTextField
            {...optional('mobile')}
            inputMode={keypads ? 'tel' : undefined}
            autoComplete="tel-national"
            messageParams={messages.mobile}
          />
          <FormTextField {...optional('address')} autoComplete="street-address" />
          <FormTextField {...optional('city')} autoComplete="address-level2" />
        </>
      ) : (
        zip
      )}
      <FormTextField
        {...field('password')}
        type="password"
        autoComplete="new-password"
        isRequired
        messageParams={messages.password}
      />
      <FormTextField {...field('passwordConfirmation')} type="password" autoComplete="new-password" isRequired />
    </>
  );
};
