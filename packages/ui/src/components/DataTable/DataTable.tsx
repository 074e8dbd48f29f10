import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useId, useMemo, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { useStableCallback } from '../../internal/useStableCallback';
import { rowTextValue, type DataTableColumnMeta } from './columnDefs';
import { DataTableHeaderCell, SelectAllHeaderCell } from './DataTableHeaderCell';
import type { DataTableProps } from './DataTableProps';
import { DataTableRow } from './DataTableRow';
import { DataTableStatus, dataTableStatus } from './DataTableStatus';
import { dataTableStyles as styles } from './dataTableStyles';
import type { GridFocus } from './gridKeyboard';
import { isTabStop, useDataTableFocus } from './useDataTableFocus';
import { useDataTableModel } from './useDataTableModel';
import { useDataTableSelection } from './useDataTableSelection';

const SELECTION_COLUMN_WIDTH = 44;
/** Rows rendered beyond the visible ones, above and below: a flick of the wheel lands on rendered rows. */
const OVERSCAN_ROWS = 8;

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
export function DataTable<T extends object>({
  columns,
  items,
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
}: DataTableProps<T>) {
  const model = useDataTableModel({ columns, items, getRowId, sortDescriptor, defaultSortDescriptor, onSortChange });
  const { headers, rows, sortBy } = model;
  const status = dataTableStatus({ isError, isLoading, rowCount: rows.length });
  const rowCount = status ? 0 : rows.length;
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

  const selection = useDataTableSelection({
    hasCheckboxes,
    rows,
    selectedKeys,
    defaultSelectedKeys,
    onSelectionChange,
    disabledKeys,
  });
  const { disabled, toggleRow } = selection;

  // Space and Enter at the tab stop sort, select or act on the row; Ctrl/Cmd+A and Escape go to the selection.
  const onKeyAction = (event: KeyboardEvent<HTMLDivElement>, tabStop: GridFocus) => {
    const row = tabStop.area === 'body' ? rows[tabStop.row] : undefined;
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
  const rowTexts = useMemo(() => rows.map((row) => rowTextValue(row, rowHeaderId)), [rows, rowHeaderId]);
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

  const virtualRows = virtualizer.getVirtualItems();
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
              const row = rows[virtualRow.index];
              if (!row) return null;
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
                  focusedCol={focusedRow === virtualRow.index && tabStop.area === 'body' ? tabStop.col : undefined}
                  selectRowLabel={`${selectRowLabel} ${rowTexts[virtualRow.index] ?? ''}`.trim()}
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
