import type { Ref } from 'react';
import {
  Input,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldBox,
  fieldStack,
  resolveInvalid,
  type FieldChromeProps,
  type FieldStateProps,
} from '../../internal/field';

export type TextFieldType = 'text' | 'email' | 'password';

export interface TextFieldProps
  extends Omit<RACTextFieldProps, 'children' | 'className' | 'type' | 'isInvalid'>, FieldChromeProps, FieldStateProps {
  /**
   * The kind of text: `email` and `password` give the right keyboard and password managers a hint.
   * @default 'text'
   */
  type?: TextFieldType;
  /** A hint shown while the field is empty; never a replacement for the label. */
  placeholder?: string;
  /** The `<input>` element, e.g. react-hook-form's `field.ref` so that focus moves to the first error. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A single-line text input with label, description and error text. Works as a react-hook-form
 * `Controller` child: `value`, `onChange(value)`, `onBlur`, `name`, `ref`, and `errorMessage`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  placeholder,
  type = 'text',
  validationBehavior = 'aria',
  className,
  ref,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      type={type}
      validationBehavior={validationBehavior}
      isInvalid={resolveInvalid({ isInvalid, errorMessage })}
      className={[fieldStack, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input
        ref={ref}
        placeholder={placeholder}
        className={composeRenderProps('', (inputClassName, renderProps) =>
          fieldBox({
            ...renderProps,
            isFocusVisible: renderProps.isFocused,
            isReadOnly: props.isReadOnly,
            className: `h-9 px-3 ${inputClassName}`,
          }),
        )}
      />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACTextField>
  );
}
