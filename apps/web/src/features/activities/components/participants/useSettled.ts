import { useEffect, useState } from 'react';

/** How long a search waits for a pause in typing, so that a name asks the server once, not once a letter. */
const SEARCH_DELAY_MS = 250;

/** `value` once it has stayed the same for `SEARCH_DELAY_MS`. */
export const useSettled = (value: string): string => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
};
