import {
  createSortedRowModel,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type Row,
  type SortFn,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** What a column reads from a row: text, a number or a date (empty cells are `null` or `undefined`). */
export type DataTableCellValue = string | number | Date | null | undefined;

/** A column width: pixels, a share of the free space (`'2fr'`) or a percentage of the table (`'25%'`). */
export type DataTableColumnWidth = number | `${number}fr` | `${number}%`;

/** The keys of a row whose values a column can show and sort by directly. */
export type DataTableValueKey<T> = {
  [K in keyof T]-?: T[K] extends DataTableCellValue ? K : never;
}[keyof T] &
  string;

/** One column of a `DataTable`: its header, where its value comes from, how a cell shows it. */
export interface DataTableColumn<T extends object> {
  /** Unique id; for a sortable column also the sort key in `sortDescriptor.column` (e.g. `firstName`). */
  id: string;
  /** The header's text. */
  header: string;
  /**
   * The cell's value (shown, and compared when sorting): a key of the row or a function of it.
   * @default the row's property named `id`
   */
  accessor?: DataTableValueKey<T> | ((row: T) => DataTableCellValue);
  /**
   * Renders the cell (a pill, a link, an avatar with the name).
   * @default the value as text; a date as DD-MM-YYYY
   */
  cell?: (row: T) => ReactNode;
  /**
   * Whether clicking the header sorts by this column (and a second click reverses).
   * @default false
   */
  isSortable?: boolean;
  /**
   * The column's width.
   * @default '1fr'
   */
  width?: DataTableColumnWidth;
  /**
   * The narrowest the column gets when the table is narrow (the table then scrolls sideways).
   * @default 80
   */
  minWidth?: number;
  /**
   * Whether the cell names its row for screen readers (announced when moving between rows).
   * @default true for the first column, false for the others
   */
  isRowHeader?: boolean;
}

/** What RAC needs of a column that @tanstack/react-table does not model itself. */
export interface DataTableColumnMeta {
  width: DataTableColumnWidth;
  minWidth: number;
  isRowHeader: boolean;
}

const DEFAULT_MIN_WIDTH = 80;

/**
 * The table features DataTable registers: one-column sorting on a client-side sorted row model. The calls
 * are marked pure so that an app importing only, say, Button does not carry the table code.
 */
export const dataTableFeatures = /* @__PURE__ */ tableFeatures({
  rowSortingFeature,
  sortedRowModel: /* @__PURE__ */ createSortedRowModel(),
  columnMeta: /* @__PURE__ */ metaHelper<DataTableColumnMeta>(),
});
export type DataTableFeatures = typeof dataTableFeatures;

const danish = /* @__PURE__ */ new Intl.Collator('da', { numeric: true, sensitivity: 'base' });

/**
 * Ascending order of two cell values: Danish alphabetical order for text (æ, ø, å after z; "Bo 2"
 * before "Bo 10"), numbers and dates by size, empty values last. @tanstack/react-table reverses it
 * for descending order (empty values stay last there through `sortUndefined`).
 */
export function compareCellValues(a: DataTableCellValue, b: DataTableCellValue): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return danish.compare(formatCellValue(a), formatCellValue(b));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A value as the cell's text: a date as DD-MM-YYYY (the spec's format), empty values as nothing. */
export function formatCellValue(value: DataTableCellValue): string {
  if (value == null) return '';
  if (value instanceof Date) return `${pad(value.getDate())}-${pad(value.getMonth() + 1)}-${value.getFullYear()}`;
  return String(value);
}

function readValue<T extends object>(row: T, column: DataTableColumn<T>): DataTableCellValue {
  const { accessor } = column;
  // Without an accessor the id names the property (a column id outside the row's keys reads nothing).
  const value =
    typeof accessor === 'function' ? accessor(row) : (row as Record<string, unknown>)[accessor ?? column.id];
  // `undefined` is what tanstack's `sortUndefined: 'last'` keeps at the end in both directions.
  return (value ?? undefined) as DataTableCellValue;
}

function sortByCellValue<T extends object>(): SortFn<DataTableFeatures, T> {
  return (rowA, rowB, columnId) =>
    compareCellValues(rowA.getValue<DataTableCellValue>(columnId), rowB.getValue<DataTableCellValue>(columnId));
}

/** Our column model as @tanstack/react-table column definitions (keep `columns` stable: memoise it). */
export function toColumnDefs<T extends object>(
  columns: readonly DataTableColumn<T>[],
): ColumnDef<DataTableFeatures, T>[] {
  return columns.map((column, index) => ({
    id: column.id,
    header: column.header,
    accessorFn: (row: T) => readValue(row, column),
    enableSorting: column.isSortable ?? false,
    sortFn: sortByCellValue<T>(),
    sortUndefined: 'last',
    meta: {
      width: column.width ?? '1fr',
      minWidth: column.minWidth ?? DEFAULT_MIN_WIDTH,
      isRowHeader: column.isRowHeader ?? index === 0,
    },
  }));
}

/**
 * What a row is to the cells: its key, its data and its columns' values. A fully loaded table's rows are
 * @tanstack/react-table's; a windowed table's are made by `toRowView`, because the table model never
 * holds a windowed table's data.
 */
export type DataTableRowView<T extends object> = Pick<Row<DataTableFeatures, T>, 'id' | 'original' | 'getValue'>;

/** A loaded row of a windowed table as the cells read it (its values read through the columns by id). */
export function toRowView<T extends object>(
  item: T,
  id: string,
  columns: ReadonlyMap<string, DataTableColumn<T>>,
): DataTableRowView<T> {
  return {
    id,
    original: item,
    // The cells ask for `DataTableCellValue`, which is what `readValue` returns; tanstack types the
    // getter as generic, so the value is cast to whatever the caller names.
    getValue: <V>(columnId: string) => {
      const column = columns.get(columnId);
      return (column ? readValue(item, column) : undefined) as V;
    },
  };
}

/** What a cell shows: the column's own `cell`, or else its value as text. */
export function renderCellContent<T extends object>(column: DataTableColumn<T>, row: DataTableRowView<T>): ReactNode {
  return column.cell ? column.cell(row.original) : formatCellValue(row.getValue<DataTableCellValue>(column.id));
}

/** The row's text for type-ahead: the value of its first row-header column. */
export function rowTextValue<T extends object>(row: DataTableRowView<T>, rowHeaderId: string | undefined): string {
  return rowHeaderId === undefined ? '' : formatCellValue(row.getValue<DataTableCellValue>(rowHeaderId));
}
