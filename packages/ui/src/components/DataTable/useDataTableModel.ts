import { useTable } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import type { DataTableProps } from './DataTableProps';
import { dataTableFeatures, toColumnDefs } from './columnDefs';
import { nextSortDescriptor, toSortDescriptor, toSortingState } from './sortDescriptor';

export type DataTableModelOptions<T extends object> = Pick<
  DataTableProps<T>,
  'columns' | 'getRowId' | 'sortDescriptor' | 'defaultSortDescriptor' | 'onSortChange'
> & {
  items: readonly T[];
  /**
   * Whether the caller sorts (a windowed table: the rows come from the server in the sort asked for);
   * the model then keeps the sort state for the headers but leaves the rows' order alone.
   */
  isSortedByCaller?: boolean;
};

/**
 * @tanstack/react-table as DataTable's model: it owns the column definitions, the sorting state and the
 * sorted rows. The sort is controlled (`sortDescriptor`) or kept here (`defaultSortDescriptor`); RAC
 * reads it back as its sort descriptor and reports header presses to `sortBy`.
 */
export function useDataTableModel<T extends object>({
  columns,
  items,
  getRowId,
  sortDescriptor,
  defaultSortDescriptor,
  onSortChange,
  isSortedByCaller = false,
}: DataTableModelOptions<T>) {
  const [ownSort, setOwnSort] = useState(defaultSortDescriptor);
  const isControlled = sortDescriptor !== undefined;
  const sort = isControlled ? sortDescriptor : ownSort;

  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);
  const sortableIds = useMemo(() => columns.filter((c) => c.isSortable).map((c) => c.id), [columns]);
  const sorting = useMemo(() => toSortingState(sort, sortableIds), [sort, sortableIds]);

  const table = useTable(
    {
      features: dataTableFeatures,
      columns: columnDefs,
      data: items,
      getRowId,
      state: { sorting },
      enableSortingRemoval: false,
      enableMultiSort: false,
      manualSorting: isSortedByCaller,
    },
    (state) => ({ sorting: state.sorting }),
  );

  const sortBy = useCallback(
    (columnId: string) => {
      const next = nextSortDescriptor(sort, columnId);
      if (!isControlled) setOwnSort(next);
      onSortChange?.(next);
    },
    [sort, isControlled, onSortChange],
  );

  const [headerGroup] = table.getHeaderGroups();
  return {
    table,
    headers: headerGroup?.headers ?? [],
    rows: table.getRowModel().rows,
    columnDefs,
    sortDescriptor: toSortDescriptor(table.state.sorting),
    sortBy,
  };
}
