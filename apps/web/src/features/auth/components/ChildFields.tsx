import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shell/forms/FormTextField';
import { pairClass, type FieldColumns } from './fieldColumns';

export interface ChildFieldsProps<F extends FieldValues> {
  /** The form's control; its values have `firstName`, `surname` and `birthdate` (`importedChildRequest`'s). */
  control: Control<F>;
  /** Where first name and surname go side by side. */
  columns: FieldColumns;
}

/**
 * A child's first name, surname and birthdate (spec document 1 §5: "a child needs first name, surname and birthdate"),
 * as the sign-ups ask a parent for them: all three required, none filled in from the parent's own details.
 */
export const ChildFields = <F extends FieldValues>({ control, columns }: ChildFieldsProps<F>) => {
  const { t } = useTranslation();
  const field = (name: 'firstName' | 'surname' | 'birthdate') => ({
    control,
    name: name as Path<F>,
    autoComplete: 'off',
    label: t(`auth.create.${name}`),
    isRequired: true,
  });
  return (
    <>
      <div className={pairClass[columns]}>
        <FormTextField {...field('firstName')} />
        <FormTextField {...field('surname')} />
      </div>
      <FormTextField {...field('birthdate')} placeholder={t('auth.create.birthdatePlaceholder')} />
    </>
  );
};
