/**
 * A locale's main bundle of texts (ADR 024): its files of `locales/<code>/` but the areas', the mails' and the exports',
 * as one object keyed by file name, from an eager glob of the locale's bundle module (`bundles/<code>.ts`). Each
 * locale is one chunk, loaded when the app switches to it, so the main bundle names 7 chunks, not one per file.
 */
export const mainBundle = (files: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(files).map(([file, texts]) => [file.slice(file.lastIndexOf('/') + 1, -'.json'.length), texts]),
  );
