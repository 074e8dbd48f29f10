import type { Selection } from 'react-aria-components';

/** How much of a list is selected: drives the select-all box (empty, bar, tick). */
type SelectAllState = 'none' | 'some' | 'all';

/**
 * The select-all box's state for the listed ids. Selected ids that are not listed (e.g. hidden by a
 * search) do not count; an empty list is `none`.
 */
export function selectAllState(selected: ReadonlySet<string>, listedIds: readonly string[]): SelectAllState {
  let count = 0;
  for (const id of listedIds) if (selected.has(id)) count += 1;
  if (count === 0) return 'none';
  return count === listedIds.length ? 'all' : 'some';
}

/**
 * The select-all box pressed: on adds every listed id, off removes them. Selected ids that are not
 * listed stay selected, so that selecting all of a filtered list keeps earlier picks.
 */
export function toggleAll(selected: ReadonlySet<string>, listedIds: readonly string[], on: boolean): Set<string> {
  const next = new Set(selected);
  for (const id of listedIds) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * The list's own selection change (a row toggled, Ctrl/Cmd+A, Escape) as a set of ids. RAC reports
 * Ctrl/Cmd+A as `'all'`: that becomes the current selection plus every listed id.
 */
export function applyListSelection(
  selected: ReadonlySet<string>,
  change: Selection,
  listedIds: readonly string[],
): Set<string> {
  if (change === 'all') return toggleAll(selected, listedIds, true);
  return new Set(Array.from(change, String));
}
