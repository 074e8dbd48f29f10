import type { Selection } from 'react-aria-components';

/** How much of the selectable rows is selected: what the select-all box shows. */
export type SelectAllState = 'none' | 'some' | 'all';

/** Whether the row is selected: `'all'` covers every row that is not disabled. */
export function isRowSelected(selection: Selection, key: string, disabled: ReadonlySet<string>): boolean {
  return selection === 'all' ? !disabled.has(key) : selection.has(key);
}

/** What the select-all box shows for the rows with these keys (disabled rows do not count). */
export function selectAllState(
  selection: Selection,
  keys: readonly string[],
  disabled: ReadonlySet<string>,
): SelectAllState {
  if (selection === 'all') return keys.some((key) => !disabled.has(key)) ? 'all' : 'none';
  let selectable = 0;
  let selected = 0;
  for (const key of keys) {
    if (disabled.has(key)) continue;
    selectable += 1;
    if (selection.has(key)) selected += 1;
  }
  if (selected === 0) return 'none';
  return selected === selectable ? 'all' : 'some';
}

/**
 * The selection after toggling one row (a disabled row does not change it). From `'all'` it becomes
 * every other selectable row, so the caller always gets real keys after a single-row change.
 */
export function toggleRowSelection(
  selection: Selection,
  key: string,
  keys: readonly string[],
  disabled: ReadonlySet<string>,
): Selection {
  if (disabled.has(key)) return selection;
  const next = new Set(selection === 'all' ? keys.filter((k) => !disabled.has(k)) : [...selection].map(String));
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** The select-all box pressed: everything selected clears it, anything less selects all. */
export function toggleAllSelection(state: SelectAllState): Selection {
  return state === 'all' ? new Set() : 'all';
}
