import { useEffect, useState } from 'react';

/**
 * Whether an element's content overflows it. A scrolling body must then be reachable by keyboard
 * (tabIndex 0) so that it can be scrolled without a mouse; a body that fits gets no extra tab stop.
 * Returns a callback ref for the element and whether it overflows.
 */
export function useOverflows<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, overflows] as const;
}
