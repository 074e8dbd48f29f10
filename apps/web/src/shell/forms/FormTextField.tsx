import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { BoundTextField, type TextFieldDisplayProps } from './BoundTextField';

export interface FormTextFieldProps<F extends FieldValues> extends TextFieldDisplayProps {
  control: Control<F>;
  name: Path<F>;
}

/** A TextField bound to react-hook-form, its error (a message key) translated. */
export const FormTextField = <F extends FieldValues>({ control, name, ...props }: FormTextFieldProps<F>) => (
  <Controller
    control={control}
    name={name}
    render={({ field: { value, disabled: _disabled, ...field }, fieldState }) => (
      <BoundTextField
        {...field}
        {...props}
        value={typeof value === 'string' ? value : ''}
        message={fieldState.error?.message}
      />
    )}
  />
);
