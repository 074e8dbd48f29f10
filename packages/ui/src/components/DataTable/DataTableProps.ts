import type { Selection } from 'react-aria-components';
import type { DataTableColumn } from './columnDefs';
import type { DataTableSelection } from './rowSelection';
import type { DataTableSortDescriptor } from './sortDescriptor';
import type { DataTableRange } from './windowedRange';

/** `multiple` adds a checkbox to every row and a select-all checkbox to the header. */
export type DataTableSelectionMode = 'none' | 'multiple';

/**
 * A windowed table's rows: how many there are, the ones loaded so far, and where to ask for more. The
 * table never holds them all (a club of 20,000 members is loaded a page at a time): rows not loaded yet
 * show as placeholder rows of the same height until `rowAt` returns them.
 */
export interface DataTableWindow<T extends object> {
  /** How many rows the current filter has (e.g. the server's total), loaded or not. */
  rowCount: number;
  /**
   * The row at this index in the current sort, or `undefined` while it is not loaded. Keep it stable
   * (`useCallback` over your cache) and give a new one when rows arrive or the rows are replaced (a new
   * sort or filter): a new `rowAt` makes the table look again at which visible rows are missing.
   */
  rowAt: (index: number) => T | undefined;
  /**
   * Called with rows to load: the visible rows and some on each side, trimmed to those not loaded yet.
   * Requests are coalesced while the user scrolls, and a range is not asked for twice while `rowAt` stays
   * the same; the range may still span a page already on its way, so load by page (offset/limit) and skip
   * pages in flight.
   */
  onRangeChange: (range: DataTableRange) => void;
}

/**
 * DataTable's props. `S` is the selection's type: RAC's `Selection` for a table given all its rows
 * (`items`), which knows every key; `DataTableSelection` for a windowed one (`windowed`), whose select-all
 * may come back as all rows of the filter but some (name it: `DataTable<Member, DataTableSelection>`, or
 * let `selectedKeys`/`onSelectionChange` say it).
 */
export interface DataTableProps<T extends object, S extends DataTableSelection = Selection> {
  /** The columns, left to right. Keep the array stable (module scope or `useMemo`): a new one rebuilds the rows. */
  columns: readonly DataTableColumn<T>[];
  /**
   * The rows' data, all of it (the table sorts it itself). Keep the array stable between real changes, as
   * with `columns`. Leave it out for a windowed table (it is ignored there).
   * @default []
   */
  items?: readonly T[];
  /**
   * Loads the rows a window at a time instead of taking them all in `items`: for lists too long to load
   * at once. The table then does not sort (a sortable header still calls `onSortChange`: load the rows in
   * the new order and give a new `rowAt`), select-all selects every row of the filter (see
   * `onSelectionChange`), and type-ahead is off (it could search only the loaded rows).
   * @default undefined (the rows are `items`)
   */
  windowed?: DataTableWindow<T>;
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
   * The selected rows' keys (controlled), `'all'` after select-all, or (windowed) all rows of the filter
   * but some keys (`{ all: true, except }`).
   * @default undefined (uncontrolled)
   */
  selectedKeys?: S;
  /**
   * The rows selected at first when the table keeps the selection itself.
   * @default undefined (none)
   */
  defaultSelectedKeys?: S;
  /**
   * Called with the new selection: a `Set` of keys, or `'all'` after select-all. A windowed table, which
   * does not know every key, reports a row deselected after select-all as `{ all: true, except }`: every
   * row of the current filter but those keys (send the filter and the exceptions to the server; count them
   * with `countSelected`). A fully loaded table never does: it turns select-all less one row into keys.
   */
  onSelectionChange?: (keys: S) => void;
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
