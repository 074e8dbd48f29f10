import type { Header, Row as TableRow } from '@tanstack/react-table';
import { memo, type CSSProperties, type MouseEvent, type ReactElement } from 'react';
import { SelectionBox } from '../../internal/selectionBox';
import { renderCellContent, type DataTableColumn, type DataTableFeatures } from './columnDefs';
import { dataTableStyles } from './dataTableStyles';

export interface DataTableRowProps<T extends object> {
  row: TableRow<DataTableFeatures, T>;
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
