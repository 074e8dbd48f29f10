import type { ReactNode } from 'react';
import { Button as RACButton, composeRenderProps, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { focusRing } from '../../internal/focusRing';

export type IconButtonVariant = 'quiet' | 'secondary' | 'danger';
export type IconButtonSize = 'sm' | 'md' | 'lg';

export interface IconButtonProps extends Omit<RACButtonProps, 'children' | 'aria-label'> {
  /**
   * The accessible name: the button shows only an icon, so this is what screen readers say ("Luk",
   * "Tilbage"). Required.
   */
  'aria-label': string;
  /** The icon: an inline SVG (decorative, `aria-hidden`), e.g. `<CloseIcon />`. */
  children: ReactNode;
  /**
   * `quiet` (no border, for toolbars and headers), `secondary` (bordered), `danger` (deletes).
   * @default 'quiet'
   */
  variant?: IconButtonVariant;
  /**
   * The square size: 28, 32 or 40 px.
   * @default 'md'
   */
  size?: IconButtonSize;
  /**
   * Whether the button is disabled: it can be neither focused nor pressed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The button's type in a form.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
}

const iconButton = tv({
  extend: focusRing,
  base: 'inline-flex shrink-0 cursor-default items-center justify-center rounded-control border transition-colors',
  variants: {
    // The hover and press colours; the resting ones are compound variants below, since a disabled button
    // has its own and classes are joined, not merged (no two colours may meet on the button).
    variant: {
      quiet: 'hovered:bg-surface-sunken hovered:text-fg pressed:bg-surface-sunken',
      secondary: 'hovered:bg-surface-sunken pressed:bg-surface-sunken',
      danger: 'hovered:bg-danger-hover pressed:bg-danger-hover',
    },
    size: {
      sm: 'size-7 [&_svg]:size-4',
      md: 'size-8 [&_svg]:size-4',
      lg: 'size-10 [&_svg]:size-5',
    },
    isDisabled: { true: 'text-fg-disabled' },
  },
  compoundVariants: [
    { variant: 'quiet', isDisabled: false, className: 'border-transparent text-fg-muted' },
    { variant: 'secondary', isDisabled: false, className: 'border-border bg-surface text-fg' },
    { variant: 'danger', isDisabled: false, className: 'border-transparent bg-danger text-danger-fg' },
    { variant: 'quiet', isDisabled: true, className: 'border-transparent bg-transparent' },
    { variant: ['secondary', 'danger'], isDisabled: true, className: 'border-border bg-surface-sunken' },
  ],
  defaultVariants: { variant: 'quiet', size: 'md' },
});

/**
 * A button that shows only an icon (close ×, back ←, edit). `aria-label` is required by its type, so an
 * icon-only button never lacks a name.
 */
export function IconButton({ variant, size, type = 'button', ...props }: IconButtonProps) {
  return (
    <RACButton
      {...props}
      type={type}
      className={composeRenderProps(props.className, (className, renderProps) =>
        iconButton({ ...renderProps, variant, size, className }),
      )}
    />
  );
}
