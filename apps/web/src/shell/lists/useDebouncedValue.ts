import { useEffect, useState } from 'react';

/** `value` once it has stood still for `delay` ms: a search box asks the server once the typing pauses (members, activities). */
export const useDebouncedValue = <T>(value: T, delay: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
};
