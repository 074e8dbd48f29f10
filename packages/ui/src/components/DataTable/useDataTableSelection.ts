import { useMemo, useState, type KeyboardEvent } from 'react';
import { useStableCallback } from '../../internal/useStableCallback';
import type { DataTableProps } from './DataTableProps';
import {
  isRowSelected,
  selectAllState,
  toggleAllSelection,
  toggleRowSelection,
  toggleWindowedRowSelection,
  windowedSelectAllState,
  type DataTableSelection,
} from './rowSelection';

const NO_SELECTION: DataTableSelection = new Set();
const NO_KEYS: ReadonlySet<string> = new Set();

export interface DataTableSelectionOptions extends Pick<DataTableProps<object>, 'disabledKeys'> {
  /** Whether the rows have checkboxes (`selectionMode` `'multiple'`). */
  hasCheckboxes: boolean;
  /** The rows in the order shown (a windowed table's model holds none). */
  rows: readonly { id: string }[];
  /**
   * A windowed table's row count: the select-all box and a row toggled after select-all then work from
   * the count and the exceptions, as the table does not know every key.
   */
  windowedRowCount?: number;
  selectedKeys?: DataTableSelection;
  defaultSelectedKeys?: DataTableSelection;
  onSelectionChange?: (keys: DataTableSelection) => void;
}

/**
 * DataTable's selection: controlled (`selectedKeys`) or kept here, the select-all box's state, one row
 * or all toggled, and the selection's keys (Ctrl/Cmd+A selects every row, Escape clears).
 */
export function useDataTableSelection({
  hasCheckboxes,
  rows,
  windowedRowCount,
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  disabledKeys,
}: DataTableSelectionOptions) {
  const [ownSelection, setOwnSelection] = useState<DataTableSelection>(defaultSelectedKeys ?? NO_SELECTION);
  const selection = selectedKeys ?? ownSelection;
  const disabled = useMemo(() => (disabledKeys ? new Set(disabledKeys) : NO_KEYS), [disabledKeys]);
  const keys = useMemo(() => rows.map((row) => row.id), [rows]);
  const isWindowed = windowedRowCount !== undefined;
  const allState = useMemo(
    () =>
      isWindowed
        ? windowedSelectAllState(selection, windowedRowCount, disabled)
        : selectAllState(selection, keys, disabled),
    [isWindowed, windowedRowCount, selection, keys, disabled],
  );

  const changeSelection = (next: DataTableSelection) => {
    if (selectedKeys === undefined) setOwnSelection(next);
    onSelectionChange?.(next);
  };
  // Stable: the memoised rows get it.
  const toggleRow = useStableCallback((key: string) =>
    changeSelection(
      isWindowed
        ? toggleWindowedRowSelection(selection, key, disabled)
        : toggleRowSelection(selection, key, keys, disabled),
    ),
  );
  const toggleAll = () => changeSelection(toggleAllSelection(allState));

  /** Ctrl/Cmd+A selects every row; Escape clears the selection (when there is one). */
  const onSelectionKey = (event: KeyboardEvent<HTMLElement>) => {
    if (!hasCheckboxes) return;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      changeSelection('all');
    } else if (event.key === 'Escape' && allState !== 'none') {
      event.preventDefault();
      changeSelection(new Set());
    }
  };

  /** Whether the row is selected; `undefined` when the table has no selection. */
  const isSelected = (key: string) => (hasCheckboxes ? isRowSelected(selection, key, disabled) : undefined);

  return { disabled, allState, toggleRow, toggleAll, onSelectionKey, isSelected };
}
