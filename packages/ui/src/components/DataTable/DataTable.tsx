import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useId, useMemo, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import type { Selection } from 'react-aria-components';
import { useStableCallback } from '../../internal/useStableCallback';
import { rowTextValue, toRowView, type DataTableColumnMeta, type DataTableRowView } from './columnDefs';
import { DataTableHeaderCell, SelectAllHeaderCell } from './DataTableHeaderCell';
import type { DataTableProps } from './DataTableProps';
import { DataTablePlaceholderRow, DataTableRow } from './DataTableRow';
import { DataTableStatus, dataTableStatus } from './DataTableStatus';
import type { DataTableSelection } from './rowSelection';
import { dataTableStyles as styles } from './dataTableStyles';
import type { GridFocus } from './gridKeyboard';
import { isTabStop, useDataTableFocus } from './useDataTableFocus';
import { useDataTableModel } from './useDataTableModel';
import { useDataTableSelection } from './useDataTableSelection';
import { useWindowRequests } from './useWindowRequests';

const SELECTION_COLUMN_WIDTH = 44;
/** Rows rendered beyond the visible ones, above and below: a flick of the wheel lands on rendered rows. */
const OVERSCAN_ROWS = 8;

/** A windowed table's model holds no rows: one empty array for every render keeps the model's input stable. */
const NO_ITEMS: readonly never[] = [];
/** Type-ahead is off in a windowed table: it could search only the loaded rows. */
const NO_TEXTS: readonly string[] = [];

/** A grid track for a column: pixels are fixed, shares and percentages never get narrower than `minWidth`. */
function columnTrack({ width, minWidth }: DataTableColumnMeta): string {
  return typeof width === 'number' ? `${width}px` : `minmax(${minWidth}px, ${width})`;
}

/** The narrowest the table gets before it scrolls sideways. */
function minTableWidth(metas: readonly DataTableColumnMeta[], hasCheckboxes: boolean): number {
  const columns = metas.reduce((sum, meta) => sum + (typeof meta.width === 'number' ? meta.width : meta.minWidth), 0);
  return columns + (hasCheckboxes ? SELECTION_COLUMN_WIDTH : 0);
}

/**
 * A sortable, selectable table that stays fast at 10,000 rows. @tanstack/react-table owns the columns,
 * the sort and the sorted rows; @tanstack/react-virtual renders only the rows in view (and the focused
 * one). It is an ARIA grid: `aria-rowcount`/`aria-rowindex` tell the whole size, arrow keys move through
 * every row and into the cells, Home/End/PageUp/PageDown jump, Space selects, Enter acts, Ctrl/Cmd+A
 * selects all, Escape clears, and typing a name's first letters goes to the row. One element of the
 * grid is in the tab order: the row or cell that had focus last (at first the first row).
 *
 * Built on its own rather than on react-aria-components' Table (ADR 007): RAC builds a collection node,
 * with React fibers, for every row and cell of the data — 10,000 rows of 6 columns held about 100 MB
 * and scrolling met garbage-collection pauses of 300 ms.
 */
export function DataTable<T extends object, S extends DataTableSelection = Selection>({
  columns,
  items,
  windowed,
  getRowId,
  sortDescriptor,
  defaultSortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  disabledKeys,
  onRowAction,
  isLoading = false,
  isError = false,
  onRetry,
  emptyMessage = 'Ingen rækker',
  loadingMessage = 'Indlæser …',
  errorMessage = 'Der skete en fejl',
  retryLabel = 'Prøv igen',
  selectAllLabel = 'Vælg alle',
  selectRowLabel = 'Vælg',
  height = 400,
  rowHeight = 42,
  headingHeight = 40,
  className,
  ...labelling
}: DataTableProps<T, S>) {
  const model = useDataTableModel({
    columns,
    items: windowed ? NO_ITEMS : (items ?? NO_ITEMS),
    getRowId,
    sortDescriptor,
    defaultSortDescriptor,
    onSortChange,
    isSortedByCaller: windowed !== undefined,
  });
  const { headers, rows, sortBy } = model;
  const status = dataTableStatus({ isError, isLoading, rowCount: windowed ? windowed.rowCount : rows.length });
  const rowCount = status ? 0 : windowed ? windowed.rowCount : rows.length;
  const hasCheckboxes = selectionMode === 'multiple';
  const colCount = headers.length + (hasCheckboxes ? 1 : 0);
  const s = styles();
  const gridId = useId();

  // The columns' layout: one CSS grid template shared by the header and every row.
  const metas = useMemo(() => headers.map((header) => header.column.columnDef.meta as DataTableColumnMeta), [headers]);
  const layout = useMemo<CSSProperties>(
    () => ({
      gridTemplateColumns: [hasCheckboxes ? `${SELECTION_COLUMN_WIDTH}px` : '', ...metas.map(columnTrack)].join(' '),
    }),
    [hasCheckboxes, metas],
  );
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const rowHeaderId = headers.find((header) => header.column.columnDef.meta?.isRowHeader)?.column.id;

  // A windowed table's loaded rows as the cells read them, made once per item (and columns) so that the
  // memoised rows see the same row object from one render to the next. A row whose key changed (keys by
  // index, after a new sort) gets a new one.
  const rowView = useMemo(() => {
    const views = new WeakMap<T, DataTableRowView<T>>();
    return (item: T, id: string) => {
      let view = views.get(item);
      if (view?.id !== id) {
        view = toRowView(item, id, byId);
        views.set(item, view);
      }
      return view;
    };
  }, [byId]);
  const windowRowAt = windowed?.rowAt;
  /** The row at this index; `undefined` for a windowed table's row not loaded yet. */
  const rowAt = (index: number): DataTableRowView<T> | undefined => {
    if (!windowRowAt) return rows[index];
    const item = windowRowAt(index);
    return item === undefined ? undefined : rowView(item, getRowId ? getRowId(item, index) : String(index));
  };

  const selection = useDataTableSelection({
    hasCheckboxes,
    rows,
    windowedRowCount: windowed ? rowCount : undefined,
    selectedKeys,
    defaultSelectedKeys,
    // The selection model speaks of any `DataTableSelection`; what it reports is of the caller's `S`: a
    // fully loaded table never makes the all-but-some form (only a windowed table's row toggle does).
    onSelectionChange: onSelectionChange as ((keys: DataTableSelection) => void) | undefined,
    disabledKeys,
  });
  const { disabled, toggleRow } = selection;

  // Space and Enter at the tab stop sort, select or act on the row; Ctrl/Cmd+A and Escape go to the selection.
  const onKeyAction = (event: KeyboardEvent<HTMLDivElement>, tabStop: GridFocus) => {
    const row = tabStop.area === 'body' ? rowAt(tabStop.row) : undefined;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (tabStop.area === 'header') {
        const header = headers[tabStop.col - (hasCheckboxes ? 1 : 0)];
        if (header?.column.getCanSort()) sortBy(header.column.id);
        else if (hasCheckboxes && tabStop.col === 0) selection.toggleAll();
      } else if (row && !disabled.has(row.id)) {
        if (event.key === 'Enter' && onRowAction) onRowAction(row.id);
        else if (hasCheckboxes) toggleRow(row.id);
      }
    } else selection.onSelectionKey(event);
  };

  // Focus: the element that is the grid's tab stop, and focus moves by keyboard.
  const scrollRef = useRef<HTMLDivElement>(null);
  const isWindowed = windowed !== undefined;
  const rowTexts = useMemo(
    () => (isWindowed ? NO_TEXTS : rows.map((row) => rowTextValue(row, rowHeaderId))),
    [isWindowed, rows, rowHeaderId],
  );
  const { tabStop, focusedRow, rangeExtractor, onFocus, onKeyDown } = useDataTableFocus({
    gridRef: scrollRef,
    rowCount,
    colCount,
    pageSize: Math.max(1, Math.floor((height - headingHeight) / rowHeight) - 1),
    rowTexts,
    // Called from key events only, so `virtualizer` (below) exists by then.
    scrollToRow: (row) => virtualizer.scrollToIndex(row, { align: 'auto' }),
    onKeyAction,
  });

  // The house does not run the React Compiler, whose memoising this rule guards.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    // The body starts below the sticky header, which must not cover a row scrolled to.
    scrollMargin: headingHeight,
    scrollPaddingStart: headingHeight,
    initialRect: { width: 0, height },
    // A box measured while hidden (a closed tab, a page still being prepared) is 0 high and would show
    // no rows until it is measured again; its height is fixed by `height`, so that is the fallback.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report({ width: rect.width, height: rect.height || height })),
    rangeExtractor,
  });

  const onRowClick = useStableCallback((event: MouseEvent<HTMLDivElement>, key: string) => {
    if ((event.target as HTMLElement).closest('[data-selection-cell], a, button, input') || disabled.has(key)) return;
    if (onRowAction) onRowAction(key);
    else if (hasCheckboxes) toggleRow(key);
  });

  /** The row's name in its checkbox's label: a windowed table keeps no texts (no type-ahead), its row has it. */
  const rowName = (row: DataTableRowView<T>, index: number) =>
    (windowed ? rowTextValue(row, rowHeaderId) : rowTexts[index]) ?? '';

  const virtualRows = virtualizer.getVirtualItems();
  // The rows on screen, as the virtualizer found them for this render (`range` is the visible rows,
  // without its overscan or the focused row); a windowed table asks for those not loaded yet.
  const visibleRange = virtualizer.range;
  useWindowRequests(windowed, {
    start: visibleRange?.startIndex ?? 0,
    end: visibleRange ? visibleRange.endIndex + 1 : 0,
  });
  const minWidth = minTableWidth(metas, hasCheckboxes);

  return (
    <div
      {...labelling}
      ref={scrollRef}
      id={gridId}
      role="grid"
      aria-rowcount={rowCount + 1}
      aria-colcount={colCount}
      aria-multiselectable={hasCheckboxes || undefined}
      className={s.scrollBox({ className })}
      style={{ height }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <div className={s.content()} style={{ minWidth }}>
        <div role="rowgroup" className="sticky top-0 z-10">
          <div role="row" aria-rowindex={1} className={s.headerRow()} style={{ ...layout, height: headingHeight }}>
            {hasCheckboxes && (
              <SelectAllHeaderCell
                label={selectAllLabel}
                state={selection.allState}
                isDisabled={rowCount === 0}
                isTabStop={isTabStop(tabStop, 'header', 0)}
                className={s.headerCell({ isCheckbox: true })}
                onToggle={selection.toggleAll}
              />
            )}
            {headers.map((header, index) => {
              const col = index + (hasCheckboxes ? 1 : 0);
              return (
                <DataTableHeaderCell
                  key={header.id}
                  header={header}
                  col={col}
                  direction={
                    model.sortDescriptor?.column === header.column.id ? model.sortDescriptor.direction : undefined
                  }
                  isTabStop={isTabStop(tabStop, 'header', col)}
                  className={s.headerCell({ isSortable: header.column.getCanSort() })}
                  onSort={sortBy}
                />
              );
            })}
          </div>
        </div>
        <div
          role="rowgroup"
          className={s.body()}
          style={{ height: status ? height - headingHeight - 2 : virtualizer.getTotalSize() }}
        >
          {status ? (
            <div role="row" aria-rowindex={2} className="h-full">
              <div role="gridcell" aria-colspan={colCount} className={s.statusCell()}>
                <DataTableStatus
                  kind={status}
                  emptyMessage={emptyMessage}
                  loadingMessage={loadingMessage}
                  errorMessage={errorMessage}
                  retryLabel={retryLabel}
                  onRetry={onRetry}
                />
              </div>
            </div>
          ) : (
            virtualRows.map((virtualRow) => {
              const row = rowAt(virtualRow.index);
              const focusedCol = focusedRow === virtualRow.index && tabStop.area === 'body' ? tabStop.col : undefined;
              if (!row) {
                return windowed ? (
                  <DataTablePlaceholderRow
                    key={`placeholder-${virtualRow.index}`}
                    index={virtualRow.index}
                    top={virtualRow.start - headingHeight}
                    height={rowHeight}
                    layout={layout}
                    headers={headers}
                    hasCheckboxes={hasCheckboxes}
                    focusedCol={focusedCol}
                    isPulsing={!virtualizer.isScrolling}
                  />
                ) : null;
              }
              return (
                <DataTableRow
                  key={row.id}
                  row={row}
                  index={virtualRow.index}
                  top={virtualRow.start - headingHeight}
                  height={rowHeight}
                  layout={layout}
                  headers={headers}
                  byId={byId}
                  hasCheckboxes={hasCheckboxes}
                  isSelected={selection.isSelected(row.id)}
                  isDisabled={disabled.has(row.id)}
                  focusedCol={focusedCol}
                  selectRowLabel={`${selectRowLabel} ${rowName(row, virtualRow.index)}`.trim()}
                  onToggle={toggleRow}
                  onClick={onRowClick}
                />
              );
            })
          )}
        </div>
      </div>
    </div>
  );
}
