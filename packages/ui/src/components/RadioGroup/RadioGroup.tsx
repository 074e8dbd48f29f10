import type { ReactNode, Ref } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as RACRadioGroup,
  composeRenderProps,
  type RadioFieldProps,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  resolveInvalid,
  type FieldChromeProps,
} from '../../internal/field';
import { focusRing } from '../../internal/focusRing';

export type RadioGroupOrientation = 'vertical' | 'horizontal';

export interface RadioGroupProps
  extends Omit<RACRadioGroupProps, 'children' | 'className' | 'isInvalid' | 'orientation'>, FieldChromeProps {
  /** The `Radio` options. */
  children: ReactNode;
  /**
   * Options under each other, or side by side (they wrap when there is no room).
   * @default 'vertical'
   */
  orientation?: RadioGroupOrientation;
  /**
   * Whether a choice is required: marks the label with an asterisk.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Whether the whole group is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the choice is shown but cannot be changed.
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
  /**
   * The group element. For react-hook-form's focus on error, pass `field.ref` to the first `Radio`'s
   * `ref` instead: a group element cannot take focus.
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One choice out of a few visible options. Arrow keys move between the options and choose; Tab enters
 * and leaves the group. With react-hook-form: `value={field.value} onChange={field.onChange}`.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  isInvalid,
  orientation = 'vertical',
  validationBehavior = 'aria',
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      orientation={orientation}
      validationBehavior={validationBehavior}
      isInvalid={resolveInvalid({ isInvalid, errorMessage })}
      className={['flex flex-col gap-1.5', className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={orientation === 'horizontal' ? 'flex flex-wrap gap-x-5 gap-y-2' : 'flex flex-col gap-2'}>
        {children}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children' | 'className' | 'inputRef'> {
  /** The option's value, reported by the group's `onChange`. */
  value: string;
  /** The label, right of the circle; clicking it chooses the option too. */
  children: ReactNode;
  /**
   * Whether this one option is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /** The `<input type="radio">`, e.g. react-hook-form's `field.ref` on the first option. */
  ref?: Ref<HTMLInputElement>;
}

const option = tv({
  base: 'group flex w-fit items-start gap-2 text-base',
  variants: { isDisabled: { true: 'text-fg-disabled', false: 'text-fg' } },
});

const circle = tv({
  extend: focusRing,
  base: 'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border transition-colors',
  variants: {
    isSelected: {
      false: 'group-pressed:bg-surface-sunken',
      true: 'group-hovered:bg-brand-hover',
    },
    isInvalid: { true: '' },
    isDisabled: { true: 'border-border bg-surface-sunken' },
  },
  // One border and one background per state (classes are joined, not merged): disabled wins, then invalid.
  compoundVariants: [
    { isDisabled: false, isSelected: false, className: 'bg-surface' },
    { isDisabled: false, isSelected: true, className: 'bg-brand' },
    { isDisabled: false, isInvalid: true, className: 'border-danger' },
    { isDisabled: false, isInvalid: false, isSelected: false, className: 'border-border-strong' },
    { isDisabled: false, isInvalid: false, isSelected: true, className: 'border-transparent' },
  ],
});

const dot = tv({
  base: 'size-1.5 rounded-full',
  variants: { isDisabled: { true: 'bg-fg-disabled', false: 'bg-brand-fg' } },
});

/** One option of a `RadioGroup`. */
export function Radio({ children, ref, ...props }: RadioProps) {
  return (
    <RadioField {...props} inputRef={ref}>
      <RadioButton className={composeRenderProps('', (c, renderProps) => option({ ...renderProps, className: c }))}>
        {(renderProps) => (
          <>
            <span className={circle(renderProps)}>
              {renderProps.isSelected && <span className={dot({ isDisabled: renderProps.isDisabled })} />}
            </span>
            <span>{children}</span>
          </>
        )}
      </RadioButton>
    </RadioField>
  );
}
