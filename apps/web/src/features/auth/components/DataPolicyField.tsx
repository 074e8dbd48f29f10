import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DataPolicyConsent } from './DataPolicyConsent';

export interface DataPolicyFieldProps<F extends FieldValues> {
  /** The form's control; its values have the box as `acceptsDataPolicy`. */
  control: Control<F>;
  /** The club's data-policy link; null: the club has none, and nothing is asked. */
  link: string | null;
}

/**
 * The data-policy box of a react-hook-form form (spec document 1 §5: ticked before signing in or creating a user
 * when the club has a policy link), bound to its `acceptsDataPolicy` with the form's error under it. Kept apart from
 * `DataPolicyConsent`, which /login's light form uses without react-hook-form.
 */
export const DataPolicyField = <F extends FieldValues>({ control, link }: DataPolicyFieldProps<F>) =>
  link ? (
    <Controller
      control={control}
      name={'acceptsDataPolicy' as Path<F>}
      render={({ field, fieldState }) => (
        <DataPolicyConsent
          link={link}
          isSelected={field.value === true}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  ) : null;
