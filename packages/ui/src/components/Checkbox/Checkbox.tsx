import type { ReactNode, Ref } from 'react';
import { CheckboxButton, CheckboxField, composeRenderProps, type CheckboxFieldProps } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { CheckMarkIcon, MinusIcon } from '../../internal/icons';
import { FieldDescription, FieldErrorText, resolveInvalid, type FieldChromeProps } from '../../internal/field';
import { checkboxBox } from '../../internal/selectionBox';

export interface CheckboxProps
  extends
    Omit<CheckboxFieldProps, 'children' | 'className' | 'isInvalid' | 'inputRef'>,
    Omit<FieldChromeProps, 'label'> {
  /** The label, right of the box; clicking it toggles the box too. */
  children?: ReactNode;
  /**
   * Whether the box is ticked (controlled); with react-hook-form pass `field.value`.
   * @default undefined (uncontrolled)
   */
  isSelected?: boolean;
  /**
   * Shows a bar instead of a tick: "some of these" (e.g. a select-all box over a partly ticked list).
   * Screen readers announce it as mixed. It is purely visual: pressing the box still calls `onChange`.
   * @default false
   */
  isIndeterminate?: boolean;
  /**
   * Whether the box must be ticked (e.g. accepting a data policy).
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the box is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the box shows its state but cannot be changed.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * `aria` shows validation as it happens and never blocks a form's submit; `native` also uses the
   * browser's constraint validation.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  /** Classes for the outer element (layout: width, margins). */
  className?: string;
  /** The `<input type="checkbox">`, e.g. react-hook-form's `field.ref` (focus on error). */
  ref?: Ref<HTMLInputElement>;
}

const row = tv({
  base: 'group flex w-fit items-start gap-2 text-base',
  variants: { isDisabled: { true: 'text-fg-disabled', false: 'text-fg' } },
});

/**
 * A checkbox with its label, optional description and error text. With react-hook-form:
 * `isSelected={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref}`.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  isInvalid,
  validationBehavior = 'aria',
  className,
  ref,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      inputRef={ref}
      validationBehavior={validationBehavior}
      isInvalid={resolveInvalid({ isInvalid, errorMessage })}
      className={['flex flex-col gap-1', className].filter(Boolean).join(' ')}
    >
      <CheckboxButton className={composeRenderProps('', (c, renderProps) => row({ ...renderProps, className: c }))}>
        {({ isSelected, isIndeterminate, ...renderProps }) => (
          <>
            <span className={checkboxBox({ ...renderProps, isOn: isSelected || isIndeterminate })}>
              {isIndeterminate ? (
                <MinusIcon className="size-3" strokeWidth={3} />
              ) : (
                isSelected && <CheckMarkIcon className="size-3" strokeWidth={3} />
              )}
            </span>
            {children !== undefined && <span>{children}</span>}
          </>
        )}
      </CheckboxButton>
      {description ? (
        <div className="pl-6">
          <FieldDescription>{description}</FieldDescription>
        </div>
      ) : null}
      <div className="pl-6 empty:hidden">
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </div>
    </CheckboxField>
  );
}
