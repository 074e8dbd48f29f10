import type { Selection } from 'react-aria-components';

/**
 * "Every row of the current filter, except these": what select-all means in a windowed table, which never
 * holds every row and so cannot list their keys. The caller sends it to the server as the filter plus the
 * exceptions (e.g. "send a mail to everyone matching 'Aktiv' but m17 and m230").
 */
export interface DataTableAllExcept {
  all: true;
  /** The keys of the rows deselected after select-all. */
  except: ReadonlySet<string>;
}

/**
 * A DataTable selection: RAC's `Selection` (a `Set` of keys, or `'all'`) or every row of the filter but
 * some. `'all'` is the same as `{ all: true, except: new Set() }`; a fully loaded table never produces the
 * third form itself (it knows every key), a windowed table does when a row is deselected after select-all.
 */
export type DataTableSelection = Selection | DataTableAllExcept;

/** How much of the selectable rows is selected: what the select-all box shows. */
export type SelectAllState = 'none' | 'some' | 'all';

const NO_KEYS: ReadonlySet<string> = new Set();

/** Whether the selection is select-all (with or without exceptions). */
function isAllSelection(selection: DataTableSelection): selection is 'all' | DataTableAllExcept {
  return selection === 'all' || !(selection instanceof Set);
}

/** The keys left out of a select-all selection (none for `'all'`). */
function exceptions(selection: 'all' | DataTableAllExcept): ReadonlySet<string> {
  return selection === 'all' ? NO_KEYS : selection.except;
}

/** Whether the row is selected: `'all'` covers every row that is not disabled (nor an exception). */
export function isRowSelected(selection: DataTableSelection, key: string, disabled: ReadonlySet<string>): boolean {
  if (isAllSelection(selection)) return !disabled.has(key) && !exceptions(selection).has(key);
  return selection.has(key);
}

/** What the select-all box shows for the rows with these keys (disabled rows do not count). */
export function selectAllState(
  selection: DataTableSelection,
  keys: readonly string[],
  disabled: ReadonlySet<string>,
): SelectAllState {
  let selectable = 0;
  let selected = 0;
  for (const key of keys) {
    if (disabled.has(key)) continue;
    selectable += 1;
    if (isRowSelected(selection, key, disabled)) selected += 1;
  }
  if (selected === 0) return 'none';
  return selected === selectable ? 'all' : 'some';
}

/**
 * How many rows are selected when the table knows only how many rows there are (`rowCount`), not their
 * keys: the count the bulk action bar shows, e.g. "20.000 valgt". Disabled keys are taken to be rows of the
 * filter; a selected key that is not (left from another filter) is still counted, as the caller would act
 * on it.
 */
export function countSelected(selection: DataTableSelection, rowCount: number, disabled: ReadonlySet<string>): number {
  if (!isAllSelection(selection)) {
    let count = 0;
    for (const key of selection) if (!disabled.has(String(key))) count += 1;
    return count;
  }
  // The exceptions and the disabled rows may overlap: a row left out twice is one row less.
  let left = disabled.size;
  for (const key of exceptions(selection)) if (!disabled.has(key)) left += 1;
  return Math.max(0, rowCount - left);
}

/**
 * What the select-all box shows in a windowed table, from the number of rows alone: select-all without
 * exceptions is all, with exceptions some (none once every row is an exception), and a set of keys is all
 * only when it holds as many selectable rows as there are.
 */
export function windowedSelectAllState(
  selection: DataTableSelection,
  rowCount: number,
  disabled: ReadonlySet<string>,
): SelectAllState {
  const selectable = Math.max(0, rowCount - disabled.size);
  const selected = countSelected(selection, rowCount, disabled);
  if (selected === 0 || selectable === 0) return 'none';
  return selected >= selectable ? 'all' : 'some';
}

/**
 * The selection after toggling one row (a disabled row does not change it). From select-all it becomes
 * every other selectable row, so the caller always gets real keys after a single-row change.
 */
export function toggleRowSelection(
  selection: DataTableSelection,
  key: string,
  keys: readonly string[],
  disabled: ReadonlySet<string>,
): Selection {
  if (disabled.has(key)) {
    return selection === 'all' || selection instanceof Set
      ? selection
      : new Set(selectedKeysOf(selection, keys, disabled));
  }
  const next = new Set(
    isAllSelection(selection) ? selectedKeysOf(selection, keys, disabled) : [...selection].map(String),
  );
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** The keys a select-all selection covers among these rows. */
function selectedKeysOf(selection: DataTableSelection, keys: readonly string[], disabled: ReadonlySet<string>) {
  return keys.filter((k) => isRowSelected(selection, k, disabled));
}

/**
 * The selection after toggling one row of a windowed table, whose other keys the table does not know:
 * from select-all the row becomes an exception (and back), a set of keys gains or loses the key. Select-all
 * whose last exception is selected again is plain `'all'`.
 */
export function toggleWindowedRowSelection(
  selection: DataTableSelection,
  key: string,
  disabled: ReadonlySet<string>,
): DataTableSelection {
  if (disabled.has(key)) return selection;
  if (!isAllSelection(selection)) {
    const next = new Set([...selection].map(String));
    if (next.has(key)) next.delete(key);
    else next.add(key);
    return next;
  }
  const except = new Set(exceptions(selection));
  if (except.has(key)) except.delete(key);
  else except.add(key);
  return except.size === 0 ? 'all' : { all: true, except };
}

/** The select-all box pressed: everything selected clears it, anything less selects all. */
export function toggleAllSelection(state: SelectAllState): Selection {
  return state === 'all' ? new Set() : 'all';
}
