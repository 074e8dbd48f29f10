import { useState, type Ref } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
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

export interface TextAreaProps
  extends Omit<RACTextFieldProps, 'children' | 'className' | 'type' | 'isInvalid'>, FieldChromeProps, FieldStateProps {
  /**
   * The most characters allowed; shows a counter "n/max" that turns red at the limit.
   * @default undefined (no limit, no counter)
   */
  maxLength?: number;
  /**
   * The visible height in lines of text; the user can make it taller.
   * @default 4
   */
  rows?: number;
  /** A hint shown while the field is empty. */
  placeholder?: string;
  /** The `<textarea>` element, e.g. react-hook-form's `field.ref`. */
  ref?: Ref<HTMLTextAreaElement>;
}

const counter = tv({
  base: 'ml-auto shrink-0 text-sm tabular-nums',
  variants: { isAtLimit: { true: 'font-medium text-danger', false: 'text-fg-muted' } },
});

/** A multi-line text input with label, description, error text and, with `maxLength`, a counter "n/max". */
export function TextArea({
  label,
  description,
  errorMessage,
  isInvalid,
  placeholder,
  rows = 4,
  validationBehavior = 'aria',
  className,
  ref,
  ...props
}: TextAreaProps) {
  const [ownLength, setOwnLength] = useState((props.defaultValue ?? '').length);
  const length = props.value !== undefined ? props.value.length : ownLength;
  const { maxLength } = props;

  return (
    <RACTextField
      {...props}
      onChange={(value) => {
        setOwnLength(value.length);
        props.onChange?.(value);
      }}
      validationBehavior={validationBehavior}
      isInvalid={resolveInvalid({ isInvalid, errorMessage })}
      className={[fieldStack, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <RACTextArea
        ref={ref}
        rows={rows}
        placeholder={placeholder}
        className={composeRenderProps('', (areaClassName, renderProps) =>
          fieldBox({
            ...renderProps,
            isFocusVisible: renderProps.isFocused,
            isReadOnly: props.isReadOnly,
            className: `resize-y px-3 py-2 ${areaClassName}`,
          }),
        )}
      />
      {(description || maxLength !== undefined) && (
        <div className="flex items-start gap-3">
          <FieldDescription>{description}</FieldDescription>
          {maxLength !== undefined && (
            <span className={counter({ isAtLimit: length >= maxLength })}>
              {length}/{maxLength}
            </span>
          )}
        </div>
      )}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACTextField>
  );
}
