import { tv } from 'tailwind-variants/lite';

/**
 * The keyboard focus ring every interactive component extends; pointer focus shows none. Classes are
 * joined, not merged (tailwind-variants/lite), so an extending component must not set an outline of its
 * own: the ring's distance from the edge is the `ringOffset` variant, which an extension can default.
 */
export const focusRing = tv({
  base: 'outline-focus',
  variants: {
    isFocusVisible: {
      false: 'outline-0',
      true: 'outline-2 outline-solid',
    },
    /** `outside` draws the ring 2 px off the element's edge, `flush` on the edge. */
    ringOffset: {
      outside: 'outline-offset-2',
      flush: 'outline-offset-0',
    },
  },
  defaultVariants: { ringOffset: 'outside' },
});
