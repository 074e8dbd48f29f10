import { tv } from 'tailwind-variants';

/** The keyboard focus ring every interactive component extends; pointer focus shows none. */
export const focusRing = tv({
  base: 'outline-focus outline-offset-2',
  variants: {
    isFocusVisible: {
      false: 'outline-0',
      true: 'outline-2 outline-solid',
    },
  },
});
