import { useEffect, useRef, useState, type RefObject } from 'react';

/** Where the focus goes after a write: the new latest link's address, or the overview of links. */
export type FocusPlace = 'latest' | 'overview';

export interface FocusPlaces {
  latest: RefObject<HTMLInputElement | null>;
  overview: RefObject<HTMLElement | null>;
  /** What is left when neither is there (the last link deleted): the dialog's content. */
  fallback: RefObject<HTMLElement | null>;
}

/**
 * Keeps the keyboard's place after a write that removes the button pressed: a reset or a new link replaces the latest
 * link's buttons, a deletion its row's, and the empty state's button goes with the first link. The focus moves to
 * `place` once the confirmation (if any) has closed, a frame later than the confirmation's own focus return, which
 * would otherwise find its button gone and leave the focus on the page.
 */
export const useFocusAfterWrite = (places: FocusPlaces, isConfirmOpen: boolean) => {
  const [request, setRequest] = useState<{ place: FocusPlace; n: number }>();
  const handled = useRef(0);
  useEffect(() => {
    if (!request || isConfirmOpen || handled.current === request.n) return;
    const frame = requestAnimationFrame(() => {
      handled.current = request.n;
      const target = (request.place === 'latest' ? places.latest.current : null) ?? places.overview.current;
      (target ?? places.fallback.current)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [request, isConfirmOpen, places]);
  return (place: FocusPlace) => setRequest((last) => ({ place, n: (last?.n ?? 0) + 1 }));
};
