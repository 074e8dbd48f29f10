import { useEffect, useState } from 'react';

/** `value` once it has stood still for `delay` ms: the search asks the server once the typing pauses. */
export const useDebouncedValue = <T>(value: T, delay: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
};
