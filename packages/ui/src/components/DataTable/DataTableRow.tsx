import type { Header } from '@tanstack/react-table';
import { memo, type CSSProperties, type MouseEvent, type ReactElement } from 'react';
import { SelectionBox } from '../../internal/selectionBox';
import { renderCellContent, type DataTableColumn, type DataTableFeatures, type DataTableRowView } from './columnDefs';
import { dataTableStyles } from './dataTableStyles';

export interface DataTableRowProps<T extends object> {
  row: DataTableRowView<T>;
  index: number;
  top: number;
  height: number;
  layout: CSSProperties;
  headers: readonly Header<DataTableFeatures, T, unknown>[];
  byId: ReadonlyMap<string, DataTableColumn<T>>;
  hasCheckboxes: boolean;
  /** Whether the row is selected; `undefined` when the table has no selection. */
  isSelected: boolean | undefined;
  isDisabled: boolean;
  /** The focused cell when this row is the tab stop (`null`: the row itself); `undefined` otherwise. */
  focusedCol: number | null | undefined;
  selectRowLabel: string;
  onToggle: (key: string) => void;
  onClick: (event: MouseEvent<HTMLDivElement>, key: string) => void;
}

/**
 * The rows' slots, made once here: tailwind-variants may return a new object on every call, and one made
 * in each table render and passed down would be a changed prop for every row, so the memo would never hit.
 */
const s = /* @__PURE__ */ dataTableStyles();

/** One body row. Memoised: scrolling mounts the rows coming into view and leaves the others alone. */
export const DataTableRow = memo(function DataTableRow<T extends object>({
  row,
  index,
  top,
  height,
  layout,
  headers,
  byId,
  hasCheckboxes,
  isSelected,
  isDisabled,
  focusedCol,
  selectRowLabel,
  onToggle,
  onClick,
}: DataTableRowProps<T>) {
  const offset = hasCheckboxes ? 1 : 0;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={isSelected}
      aria-disabled={isDisabled || undefined}
      data-row={index}
      tabIndex={focusedCol === null ? 0 : -1}
      className={s.row()}
      style={{ ...layout, height, transform: `translateY(${top}px)` }}
      onClick={(event) => onClick(event, row.id)}
    >
      {hasCheckboxes && (
        <div
          role="gridcell"
          aria-colindex={1}
          data-col={0}
          data-selection-cell
          tabIndex={focusedCol === 0 ? 0 : -1}
          className={s.cell({ isCheckbox: true })}
        >
          <SelectionBox
            aria-label={selectRowLabel}
            isSelected={isSelected ?? false}
            isDisabled={isDisabled}
            onChange={() => onToggle(row.id)}
          />
        </div>
      )}
      {headers.map((header, index) => {
        const column = byId.get(header.column.id);
        const col = index + offset;
        return (
          <div
            key={header.column.id}
            role={header.column.columnDef.meta?.isRowHeader ? 'rowheader' : 'gridcell'}
            aria-colindex={col + 1}
            data-col={col}
            tabIndex={focusedCol === col ? 0 : -1}
            className={s.cell()}
          >
            <span className="min-w-0 truncate">{column && renderCellContent(column, row)}</span>
          </div>
        );
      })}
    </div>
  );
}) as <T extends object>(props: DataTableRowProps<T>) => ReactElement;

export interface DataTablePlaceholderRowProps<T extends object> {
  index: number;
  top: number;
  height: number;
  layout: CSSProperties;
  headers: readonly Header<DataTableFeatures, T, unknown>[];
  hasCheckboxes: boolean;
  /** The focused cell when this row is the tab stop (`null`: the row itself); `undefined` otherwise. */
  focusedCol: number | null | undefined;
  /** Whether the bars pulse: not while the table scrolls. */
  isPulsing: boolean;
}

/** The placeholder bars' slots, pulsing and still, made once (see `s` above). */
const placeholderBar = {
  pulsing: /* @__PURE__ */ dataTableStyles({ isPulsing: true }).placeholder(),
  still: /* @__PURE__ */ dataTableStyles({ isPulsing: false }).placeholder(),
};

/**
 * A row of a windowed table that is not loaded yet: as high as a loaded row, with a grey bar per cell, and
 * focusable like one, so that the keyboard can move through rows that are still on their way (Space and
 * Enter do nothing on it). `aria-busy` tells screen readers its content is coming.
 */
export const DataTablePlaceholderRow = memo(function DataTablePlaceholderRow<T extends object>({
  index,
  top,
  height,
  layout,
  headers,
  hasCheckboxes,
  focusedCol,
  isPulsing,
}: DataTablePlaceholderRowProps<T>) {
  const offset = hasCheckboxes ? 1 : 0;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-busy
      data-row={index}
      data-placeholder
      tabIndex={focusedCol === null ? 0 : -1}
      className={s.row()}
      style={{ ...layout, height, transform: `translateY(${top}px)` }}
    >
      {hasCheckboxes && (
        <div
          role="gridcell"
          aria-colindex={1}
          data-col={0}
          tabIndex={focusedCol === 0 ? 0 : -1}
          className={s.cell({ isCheckbox: true })}
        />
      )}
      {headers.map((header, index) => {
        const col = index + offset;
        return (
          <div
            key={header.column.id}
            role="gridcell"
            aria-colindex={col + 1}
            data-col={col}
            tabIndex={focusedCol === col ? 0 : -1}
            className={s.cell()}
          >
            {/* Bars of a few widths, by column, so the placeholder reads as rows of text rather than a grid. */}
            <span
              className={isPulsing ? placeholderBar.pulsing : placeholderBar.still}
              style={{ width: `${[70, 85, 55, 60, 45][index % 5]}%` }}
            />
          </div>
        );
      })}
    </div>
  );
}) as <T extends object>(props: DataTablePlaceholderRowProps<T>) => ReactElement;
