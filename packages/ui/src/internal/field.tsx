import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { focusRing } from './focusRing';

/**
 * The chrome the form fields share: label with the required marker, description, error text, and the
 * look of the input box. RAC links them: the label labels the input, the description and the error are
 * in its `aria-describedby`.
 */

/** The props every field takes for its chrome. */
/** The state props every text-like field shares (TextField, TextArea, NumberField). */
export interface FieldStateProps {
  /**
   * Whether a value is required: marks the label with an asterisk and the control `aria-required`.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the field is disabled: it can be neither focused nor edited.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the value can be selected and copied but not changed.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * `aria` shows validation as it happens and never blocks a form's submit (react-hook-form validates);
   * `native` also uses the browser's constraint validation.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  /** Classes for the outer element (layout: width, margins). */
  className?: string;
}

export interface FieldChromeProps {
  /** The visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** A help text under the field, linked by `aria-describedby`. */
  description?: ReactNode;
  /**
   * The error text under the field, shown while the field is invalid. A non-empty string also marks the
   * field invalid (unless `isInvalid` says otherwise), so a react-hook-form error can be passed as is;
   * a function formats RAC's own validation result.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * Whether the field is invalid: red border, `aria-invalid`, the error text shown.
   * @default true when `errorMessage` is a non-empty string, else false
   */
  isInvalid?: boolean;
}

/** `isInvalid` as the field chrome reads it: explicit, or implied by a non-empty error text. */
export function resolveInvalid({ isInvalid, errorMessage }: Pick<FieldChromeProps, 'isInvalid' | 'errorMessage'>) {
  return isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);
}

export const fieldStack = 'group flex flex-col gap-1';

/** The label; a required field gets a red asterisk that screen readers skip (the input is aria-required). */
export function FieldLabel({ children, isRequired }: { children?: ReactNode; isRequired?: boolean }) {
  if (children === undefined || children === null) return null;
  return (
    <Label className="w-fit text-base font-medium text-fg">
      {children}
      {isRequired && (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      )}
    </Label>
  );
}

/** The help text under a field. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <Text slot="description" className="text-sm text-fg-muted">
      {children}
    </Text>
  );
}

/** The error text under a field: RAC renders it only while the field is invalid. */
export function FieldErrorText({ children }: { children?: FieldChromeProps['errorMessage'] }) {
  return <FieldError className="text-sm text-danger">{children}</FieldError>;
}

/**
 * The box of a text input, a text area, or a select button. A text input shows the focus ring on any
 * focus (the caret needs it), so callers pass `isFocusVisible: isFocused` for inputs. Callers' classes
 * only add layout (height, padding, flex); what the box already sets (width, cursor, colours) is chosen
 * through its variants, since classes are joined, not merged.
 */
export const fieldBox = tv({
  extend: focusRing,
  base: 'min-w-0 rounded-control border text-base transition-colors',
  variants: {
    /** `full` fills the field's column; `fit` hugs the content (the date and time segments). */
    width: { full: 'w-full', fit: 'w-fit' },
    /** A select's button keeps the arrow cursor, disabled too; a disabled text box shows "not allowed". */
    isTrigger: { true: 'cursor-default' },
    isInvalid: { true: '' },
    isReadOnly: { true: 'bg-surface-sunken' },
    isDisabled: {
      true: 'border-border bg-surface-sunken text-fg-disabled placeholder:text-fg-disabled',
      false: 'text-fg placeholder:text-fg-muted',
    },
  },
  // One border and one background per state: disabled wins over invalid, read-only and disabled are sunken.
  compoundVariants: [
    { isDisabled: false, isInvalid: true, className: 'border-danger' },
    { isDisabled: false, isInvalid: false, className: 'border-border-strong' },
    { isDisabled: false, isReadOnly: false, className: 'bg-surface' },
    { isDisabled: true, isTrigger: false, className: 'cursor-not-allowed' },
  ],
  defaultVariants: { width: 'full' },
});
