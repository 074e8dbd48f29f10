/**
 * The remembered open or closed state of a foldable section (spec §2, §9: kept in the browser's local
 * storage). Storage can be missing (SSR, tests), throw on access (Safari private mode, blocked cookies) or
 * hold anything a user or an older version wrote: every failure falls back to the default.
 */

/** The part of `Storage` the helpers need, so that tests and callers can pass a stand-in. */
export type FoldedStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What is written: readable in the browser's devtools. */
export const FOLDED_VALUES = { open: 'open', closed: 'closed' } as const;

/** `window.localStorage`, or `undefined` where it does not exist or its access throws. */
export function browserStorage(): FoldedStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the section under `key` is open: `'open'` → true, `'closed'` → false; a missing storage, a
 * missing or unknown value, or a throwing storage give `defaultExpanded`.
 */
export function readFolded(storage: FoldedStorage | null | undefined, key: string, defaultExpanded: boolean): boolean {
  if (!storage || key === '') return defaultExpanded;
  let value: string | null;
  try {
    value = storage.getItem(key);
  } catch {
    return defaultExpanded;
  }
  if (value === FOLDED_VALUES.open) return true;
  if (value === FOLDED_VALUES.closed) return false;
  return defaultExpanded;
}

/**
 * Remembers whether the section under `key` is open. Returns whether it was stored: a missing or full
 * storage is not an error, the section then simply forgets.
 */
export function writeFolded(storage: FoldedStorage | null | undefined, key: string, isExpanded: boolean): boolean {
  if (!storage || key === '') return false;
  try {
    storage.setItem(key, isExpanded ? FOLDED_VALUES.open : FOLDED_VALUES.closed);
    return true;
  } catch {
    return false;
  }
}
