import { PHONE_QUERY } from '../shell/layout/useIsPhone';

/**
 * The app answers a phone's media query (`PHONE_QUERY`), whatever the size of the window a story runs in; every
 * other query is the browser's own. Answers the undo, for a story's `beforeEach` to hand back.
 */
export const answerAsPhone = (): (() => void) => {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string) =>
    query === PHONE_QUERY
      ? ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        } satisfies MediaQueryList)
      : original(query);
  return () => {
    window.matchMedia = original;
  };
};
