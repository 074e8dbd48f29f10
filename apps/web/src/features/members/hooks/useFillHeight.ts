import { useCallback, useEffect, useState } from 'react';

/** Room kept under the box: the page's bottom padding. */
const BOTTOM_GAP = 32;

/**
 * The height that lets a box reach the bottom of the window from where it starts (never below `min`), kept
 * up to date as the window is resized: a long list scrolls inside its box while its header and the page's
 * toolbar stay in view. Attach the callback ref to the box's container.
 */
export const useFillHeight = (min: number, fallback: number) => {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(fallback);
  const ref = useCallback((node: HTMLElement | null) => setElement(node), []);
  useEffect(() => {
    if (!element) return undefined;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.round(window.innerHeight - top - BOTTOM_GAP)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [element, min]);
  return [ref, height] as const;
};
