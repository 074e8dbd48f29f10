import { Button as RACButton, composeRenderProps, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { focusRing } from '../../internal/focusRing';
import { Spinner } from '../Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends RACButtonProps {
  /**
   * The emphasis: `primary` for the one main action of a view, `secondary` for the others, `danger` for
   * an action that deletes or cannot be undone.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * The height and padding.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Whether the button is disabled: it can be neither focused nor pressed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Whether an action started by the button is still running: shows a spinner and ignores presses, but
   * keeps the focus so that screen readers announce when it is done.
   * @default false
   */
  isPending?: boolean;
  /**
   * The button's type in a form.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
}

const button = tv({
  extend: focusRing,
  base: 'relative inline-flex items-center justify-center gap-2 rounded-control border font-medium whitespace-nowrap transition-colors',
  variants: {
    // The hover and press colours; the resting ones are compound variants below, since a disabled button
    // has its own and classes are joined, not merged (no two colours may meet on the button).
    variant: {
      primary: 'hovered:bg-brand-hover pressed:bg-brand-hover',
      secondary: 'hovered:bg-surface-sunken pressed:bg-surface-sunken',
      danger: 'hovered:bg-danger-hover pressed:bg-danger-hover',
    },
    size: {
      sm: 'h-7 px-2.5 text-sm',
      md: 'h-9 px-4 text-base',
      lg: 'h-11 px-5 text-lg',
    },
    isDisabled: {
      true: 'border-border bg-surface-sunken text-fg-disabled',
    },
    isPending: {
      true: 'cursor-wait',
      false: 'cursor-default',
    },
  },
  compoundVariants: [
    { variant: 'primary', isDisabled: false, className: 'border-transparent bg-brand text-brand-fg' },
    { variant: 'secondary', isDisabled: false, className: 'border-border bg-surface text-fg' },
    { variant: 'danger', isDisabled: false, className: 'border-transparent bg-danger text-danger-fg' },
  ],
  defaultVariants: { variant: 'primary', size: 'md' },
});

/** A button on react-aria-components: press, keyboard and focus handling, pending and disabled states. */
export function Button({ variant, size, type = 'button', ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      type={type}
      className={composeRenderProps(props.className, (className, renderProps) =>
        button({ ...renderProps, variant, size, className }),
      )}
    >
      {composeRenderProps(props.children, (children, { isPending }) => (
        <>
          {isPending && <Spinner size="sm" tone="current" isDecorative />}
          {children}
        </>
      ))}
    </RACButton>
  );
}
