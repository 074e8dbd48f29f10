import type { ReactNode, Ref } from 'react';
import { SwitchButton, SwitchField, composeRenderProps, type SwitchFieldProps } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { FieldDescription } from '../../internal/field';
import { focusRing } from '../../internal/focusRing';

export interface ToggleProps extends Omit<
  SwitchFieldProps,
  'children' | 'className' | 'inputRef' | 'isInvalid' | 'validate'
> {
  /** The label, beside the switch; clicking it toggles the switch too. */
  children?: ReactNode;
  /** A help text under the label, linked by `aria-describedby`. */
  description?: ReactNode;
  /**
   * Whether the switch is on (controlled); with react-hook-form pass `field.value`.
   * @default undefined (uncontrolled)
   */
  isSelected?: boolean;
  /**
   * Whether the switch is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether the switch shows its state but cannot be changed.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Where the label sits: after the switch (a list of options) or before it (a settings row).
   * @default 'end'
   */
  labelPosition?: 'start' | 'end';
  /** Classes for the outer element (layout: width, margins). */
  className?: string;
  /** The `<input role="switch">`, e.g. react-hook-form's `field.ref`. */
  ref?: Ref<HTMLInputElement>;
}

const row = tv({
  base: 'group flex w-fit items-center gap-2 text-base',
  variants: {
    isDisabled: { true: 'text-fg-disabled', false: 'text-fg' },
    labelPosition: { start: 'flex-row-reverse', end: '' },
  },
});

const track = tv({
  extend: focusRing,
  base: 'flex h-5 w-9 shrink-0 items-center rounded-full border px-0.5 transition-colors',
  variants: {
    isSelected: {
      false: 'bg-surface-sunken',
      true: 'group-hovered:bg-brand-hover',
    },
    isDisabled: { true: 'border-border bg-surface-sunken' },
  },
  // A disabled track has only isDisabled's border and background (classes are joined, not merged).
  compoundVariants: [
    { isDisabled: false, isSelected: false, className: 'border-border-strong' },
    { isDisabled: false, isSelected: true, className: 'border-transparent bg-brand' },
  ],
});

const thumb = tv({
  base: 'size-3.5 rounded-full transition-transform',
  variants: {
    isSelected: { false: '', true: 'translate-x-4' },
    isDisabled: { true: 'bg-fg-disabled' },
  },
  // A disabled thumb has only isDisabled's colour (classes are joined, not merged).
  compoundVariants: [
    { isDisabled: false, isSelected: false, className: 'bg-fg-muted' },
    { isDisabled: false, isSelected: true, className: 'bg-brand-fg' },
  ],
});

/**
 * The spec's "toggle switch": turns a setting on or off at once (RAC Switch, `role="switch"`). Space
 * toggles it. For a choice that waits for a form's submit, prefer a `Checkbox`.
 */
export function Toggle({ children, description, labelPosition = 'end', className, ref, ...props }: ToggleProps) {
  return (
    <SwitchField {...props} inputRef={ref} className={['flex flex-col gap-1', className].filter(Boolean).join(' ')}>
      <SwitchButton
        className={composeRenderProps('', (c, renderProps) => row({ ...renderProps, labelPosition, className: c }))}
      >
        {(renderProps) => (
          <>
            <span className={track(renderProps)}>
              <span className={thumb(renderProps)} />
            </span>
            {children !== undefined && <span>{children}</span>}
          </>
        )}
      </SwitchButton>
      {description ? (
        <div className={labelPosition === 'end' ? 'pl-11' : ''}>
          <FieldDescription>{description}</FieldDescription>
        </div>
      ) : null}
    </SwitchField>
  );
}
