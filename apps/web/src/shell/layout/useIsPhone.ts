import { useSyncExternalStore } from 'react';

/** Screens narrower than a small tablet are phones (spec: "on phones a notice tells the user to use a computer"). */
export const PHONE_QUERY = '(max-width: 767px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);

const subscribe = (onChange: () => void) => {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** Whether the screen is a phone's; follows rotation and resizing. */
export const useIsPhone = (): boolean => useSyncExternalStore(subscribe, () => media()?.matches ?? false);
