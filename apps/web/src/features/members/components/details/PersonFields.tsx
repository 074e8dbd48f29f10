import { TextField } from '@klubhus/ui';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../shell/forms/FormTextField';

/** The person's own details, as both member edits take them (spec §3 Member; `memberUpdate`, `importedMemberUpdate`). */
export const personFields = ['firstName', 'surname', 'email', 'mobile', 'address', 'zip', 'city', 'birthdate'] as const;
export type PersonField = (typeof personFields)[number];

const messageParams = { zip: { minCiphers: { count: 4 } }, mobile: { minCiphers: { count: 8 } } } as const;

export interface PersonFieldsProps<F extends FieldValues> {
  control: Control<F>;
  /**
   * An inactive child's e-mail: a parent's, shown but not part of the form (spec §5: "the email of a child user
   * cannot be edited"), so it is never sent. Undefined: the e-mail is an ordinary field.
   */
  childEmail?: string | null;
}

/**
 * The person's fields of a member edit: names required, e-mail, mobile (8 digits), address, zip (4 digits), city
 * and birthdate (ÅÅÅÅ-MM-DD); the form's schema says what each accepts.
 */
export const PersonFields = <F extends FieldValues>({ control, childEmail }: PersonFieldsProps<F>) => {
  const { t } = useTranslation();
  const field = (name: PersonField) => ({
    control,
    name: name as Path<F>,
    label: t(`members.member.fields.${name}`),
    messageParams: name === 'zip' || name === 'mobile' ? messageParams[name] : undefined,
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField {...field('firstName')} autoComplete="off" isRequired />
      <FormTextField {...field('surname')} autoComplete="off" isRequired />
      {childEmail === undefined ? (
        <FormTextField {...field('email')} type="email" autoComplete="off" isOptional />
      ) : (
        <TextField
          label={t('members.member.fields.email')}
          value={childEmail ?? ''}
          isDisabled
          description={t('members.refusals.childEmail')}
        />
      )}
      <FormTextField {...field('mobile')} inputMode="numeric" autoComplete="off" isOptional />
      <FormTextField {...field('address')} autoComplete="off" isOptional />
      <div className="grid grid-cols-[7rem_1fr] gap-4">
        <FormTextField {...field('zip')} inputMode="numeric" autoComplete="off" isOptional />
        <FormTextField {...field('city')} autoComplete="off" isOptional />
      </div>
      <FormTextField
        {...field('birthdate')}
        placeholder={t('members.member.edit.birthdatePlaceholder')}
        autoComplete="off"
        isOptional
      />
    </div>
  );
};
