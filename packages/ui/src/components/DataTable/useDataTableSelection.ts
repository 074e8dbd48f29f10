import { useMemo, useState, type KeyboardEvent } from 'react';
import type { Selection } from 'react-aria-components';
import { useStableCallback } from '../../internal/useStableCallback';
import type { DataTableProps } from './DataTableProps';
import { isRowSelected, selectAllState, toggleAllSelection, toggleRowSelection } from './rowSelection';

const NO_SELECTION: Selection = new Set();
const NO_KEYS: ReadonlySet<string> = new Set();

export interface DataTableSelectionOptions extends Pick<
  DataTableProps<object>,
  'selectedKeys' | 'defaultSelectedKeys' | 'onSelectionChange' | 'disabledKeys'
> {
  /** Whether the rows have checkboxes (`selectionMode` `'multiple'`). */
  hasCheckboxes: boolean;
  /** The rows in the order shown. */
  rows: readonly { id: string }[];
}

/**
 * DataTable's selection: controlled (`selectedKeys`) or kept here, the select-all box's state, one row
 * or all toggled, and the selection's keys (Ctrl/Cmd+A selects every row, Escape clears).
 */
export function useDataTableSelection({
  hasCheckboxes,
  rows,
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  disabledKeys,
}: DataTableSelectionOptions) {
  const [ownSelection, setOwnSelection] = useState<Selection>(defaultSelectedKeys ?? NO_SELECTION);
  const selection = selectedKeys ?? ownSelection;
  const disabled = useMemo(() => (disabledKeys ? new Set(disabledKeys) : NO_KEYS), [disabledKeys]);
  const keys = useMemo(() => rows.map((row) => row.id), [rows]);
  const allState = useMemo(() => selectAllState(selection, keys, disabled), [selection, keys, disabled]);

  const changeSelection = (next: Selection) => {
    if (selectedKeys === undefined) setOwnSelection(next);
    onSelectionChange?.(next);
  };
  // Stable: the memoised rows get it.
  const toggleRow = useStableCallback((key: string) =>
    changeSelection(toggleRowSelection(selection, key, keys, disabled)),
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
