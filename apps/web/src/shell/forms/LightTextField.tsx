import { BoundTextField, type TextFieldDisplayProps } from './BoundTextField';
import type { FieldName, LightForm, TextValues } from './lightForm';

export interface LightTextFieldProps<Input extends TextValues> extends TextFieldDisplayProps {
  form: LightForm<Input, unknown>;
  name: FieldName<Input>;
}

/** A TextField bound to a light form (`useLightForm`), its error (a message key) translated as FormTextField's. */
export const LightTextField = <Input extends TextValues>({ form, name, ...props }: LightTextFieldProps<Input>) => (
  <BoundTextField
    {...props}
    name={name}
    value={form.values[name] ?? ''}
    onChange={(value) => form.setValue(name, value)}
    ref={form.registerInput(name)}
    message={form.errors[name]}
  />
);
