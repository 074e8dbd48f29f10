import type { Selection } from 'react-aria-components';
import type { DataTableColumn } from './columnDefs';
import type { DataTableSortDescriptor } from './sortDescriptor';

/** `multiple` adds a checkbox to every row and a select-all checkbox to the header. */
export type DataTableSelectionMode = 'none' | 'multiple';

export interface DataTableProps<T extends object> {
  /** The columns, left to right. Keep the array stable (module scope or `useMemo`): a new one rebuilds the rows. */
  columns: readonly DataTableColumn<T>[];
  /** The rows' data. Keep the array stable between real changes, as with `columns`. */
  items: readonly T[];
  /**
   * The row's key: what `selectedKeys`, `disabledKeys` and `onRowAction` speak of (e.g. the member id).
   * @default the row's index in `items`
   */
  getRowId?: (item: T, index: number) => string;
  /**
   * The sort (controlled): a sortable column's id and the direction, e.g. from the members screen's
   * `key` and `direction` query. Clicking a header calls `onSortChange`; a second click reverses.
   * @default undefined (uncontrolled: see `defaultSortDescriptor`)
   */
  sortDescriptor?: DataTableSortDescriptor;
  /**
   * The first sort when the table keeps the sort itself.
   * @default undefined (the order of `items`)
   */
  defaultSortDescriptor?: DataTableSortDescriptor;
  /** Called with the new sort when a sortable header is pressed (another column: ascending; the same: reversed). */
  onSortChange?: (descriptor: DataTableSortDescriptor) => void;
  /**
   * Whether rows can be selected (a checkbox per row and select-all in the header).
   * @default 'none'
   */
  selectionMode?: DataTableSelectionMode;
  /**
   * The selected rows' keys (controlled), or `'all'` after select-all.
   * @default undefined (uncontrolled)
   */
  selectedKeys?: Selection;
  /**
   * The rows selected at first when the table keeps the selection itself.
   * @default undefined (none)
   */
  defaultSelectedKeys?: Selection;
  /** Called with the new selection (a `Set` of keys, or `'all'` after select-all). */
  onSelectionChange?: (keys: Selection) => void;
  /**
   * Rows that cannot be selected or acted on.
   * @default undefined (none)
   */
  disabledKeys?: Iterable<string>;
  /** Called when a row is clicked or Enter is pressed on it (e.g. open the member). */
  onRowAction?: (key: string) => void;
  /**
   * Shows the loading state instead of rows (pass it for a first load; keep showing rows while refetching).
   * @default false
   */
  isLoading?: boolean;
  /**
   * Shows the error state instead of rows (before loading and empty).
   * @default false
   */
  isError?: boolean;
  /** Adds a retry button to the error state. */
  onRetry?: () => void;
  /**
   * The text of the empty state.
   * @default 'Ingen rækker'
   */
  emptyMessage?: string;
  /**
   * The text of the loading state.
   * @default 'Indlæser …'
   */
  loadingMessage?: string;
  /**
   * The text of the error state.
   * @default 'Der skete en fejl'
   */
  errorMessage?: string;
  /**
   * The retry button's text.
   * @default 'Prøv igen'
   */
  retryLabel?: string;
  /**
   * The accessible name of the select-all checkbox.
   * @default 'Vælg alle'
   */
  selectAllLabel?: string;
  /**
   * The accessible name of a row's checkbox (screen readers add the row's name).
   * @default 'Vælg'
   */
  selectRowLabel?: string;
  /**
   * The height of the scroll box in px (the header stays at its top).
   * @default 400
   */
  height?: number;
  /**
   * The height of a row in px.
   * @default 42
   */
  rowHeight?: number;
  /**
   * The height of the header in px.
   * @default 40
   */
  headingHeight?: number;
  /** The table's accessible name (or use `aria-labelledby`). */
  'aria-label'?: string;
  /** The id of the heading that names the table. */
  'aria-labelledby'?: string;
  /**
   * Extra classes for the scroll box (width, margins).
   * @default undefined
   */
  className?: string;
}
