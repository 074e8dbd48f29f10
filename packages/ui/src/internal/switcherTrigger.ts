import { tv } from 'tailwind-variants/lite';
import { focusRing } from './focusRing';

/** The trigger button of the sidebar switchers (club, member, language): quiet until hovered. */
export const switcherTrigger = tv({
  extend: focusRing,
  base: 'flex min-w-0 cursor-default items-center rounded-control px-2 py-1.5 text-left text-base transition-colors hovered:bg-surface-sunken pressed:bg-surface-sunken',
  variants: {
    isCompact: { true: 'w-auto gap-1.5', false: 'w-full gap-2.5' },
    isDisabled: { true: 'text-fg-disabled', false: 'text-fg' },
  },
  defaultVariants: { isCompact: false },
});
