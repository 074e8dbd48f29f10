import { useLayoutEffect, useState } from 'react';

/**
 * Whether an element's content is taller than the element, measured before the first paint (so that a
 * scrolling region is a tab stop from the start, also for axe) and again whenever the element or its
 * content wrapper (its first child) changes size.
 */
export function useIsOverflowing<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, overflowing] as const;
}
