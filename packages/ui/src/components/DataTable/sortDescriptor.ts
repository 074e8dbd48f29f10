import type { SortingState } from '@tanstack/react-table';

/** The two sort directions, in RAC's words (the members screen's query says `asc` / `desc`). */
export type DataTableSortDirection = 'ascending' | 'descending';

/** Which column the table is sorted by, and which way: RAC's `SortDescriptor` with a string column id. */
export interface DataTableSortDescriptor {
  /** The id of a sortable column (the members screen's sort `key`, e.g. `firstName`). */
  column: string;
  direction: DataTableSortDirection;
}

/**
 * The sort after a click on the header of `columnId`: the same column reverses its direction, another
 * column starts ascending. There is no third "unsorted" click (the members screen always has a key).
 */
export function nextSortDescriptor(
  current: DataTableSortDescriptor | undefined,
  columnId: string,
): DataTableSortDescriptor {
  if (current?.column !== columnId) return { column: columnId, direction: 'ascending' };
  return { column: columnId, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/**
 * The descriptor as @tanstack/react-table's sorting state. A column that is not among `sortableIds`
 * (a stale query parameter, a removed column) gives no sorting instead of an error.
 */
export function toSortingState(
  descriptor: DataTableSortDescriptor | undefined,
  sortableIds: readonly string[],
): SortingState {
  if (!descriptor || !sortableIds.includes(descriptor.column)) return [];
  return [{ id: descriptor.column, desc: descriptor.direction === 'descending' }];
}

/** @tanstack/react-table's sorting state as RAC's sort descriptor (only the first key: one-column sorting). */
export function toSortDescriptor(sorting: SortingState): DataTableSortDescriptor | undefined {
  const [first] = sorting;
  return first ? { column: first.id, direction: first.desc ? 'descending' : 'ascending' } : undefined;
}
