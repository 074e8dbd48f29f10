import { FlexRender, type Header } from '@tanstack/react-table';
import { ChevronDownIcon, ChevronUpDownIcon } from '../../internal/icons';
import { Checkbox } from '../Checkbox';
import type { DataTableFeatures } from './columnDefs';
import type { SelectAllState } from './rowSelection';

export interface DataTableHeaderCellProps<T extends object> {
  header: Header<DataTableFeatures, T, unknown>;
  col: number;
  direction: 'ascending' | 'descending' | undefined;
  isTabStop: boolean;
  className: string;
  onSort: (columnId: string) => void;
}

/** One column's header: its title and, when the column sorts, the sort direction; a click sorts. */
export function DataTableHeaderCell<T extends object>({
  header,
  col,
  direction,
  isTabStop,
  className,
  onSort,
}: DataTableHeaderCellProps<T>) {
  const isSortable = header.column.getCanSort();
  return (
    <div
      role="columnheader"
      aria-colindex={col + 1}
      aria-sort={direction}
      data-header-col={col}
      tabIndex={isTabStop ? 0 : -1}
      className={className}
      onClick={isSortable ? () => onSort(header.column.id) : undefined}
    >
      <span className="truncate">
        <FlexRender header={header} />
      </span>
      {isSortable && <SortIndicator direction={direction} />}
    </div>
  );
}

export interface SelectAllHeaderCellProps {
  label: string;
  state: SelectAllState;
  isDisabled: boolean;
  isTabStop: boolean;
  className: string;
  onToggle: () => void;
}

/** The selection column's header: a checkbox that selects every row, or none. */
export function SelectAllHeaderCell({
  label,
  state,
  isDisabled,
  isTabStop,
  className,
  onToggle,
}: SelectAllHeaderCellProps) {
  return (
    <div role="columnheader" aria-colindex={1} data-header-col={0} tabIndex={isTabStop ? 0 : -1} className={className}>
      <Checkbox
        aria-label={label}
        isSelected={state === 'all'}
        isIndeterminate={state === 'some'}
        isDisabled={isDisabled}
        excludeFromTabOrder
        onChange={onToggle}
      />
    </div>
  );
}

function SortIndicator({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  if (!direction) return <ChevronUpDownIcon className="size-3.5 shrink-0 text-fg-disabled" />;
  return <ChevronDownIcon className={`size-4 shrink-0 text-fg ${direction === 'ascending' ? 'rotate-180' : ''}`} />;
}
