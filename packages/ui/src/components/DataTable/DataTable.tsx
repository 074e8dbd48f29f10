import { useMemo } from 'react';
import {
  Cell,
  Column,
  composeRenderProps,
  Row,
  Table,
  TableBody,
  TableHeader,
  TableLayout,
  Virtualizer,
  type Key,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { ChevronDownIcon, ChevronUpDownIcon } from '../../internal/icons';
import { Checkbox } from '../Checkbox';
import { rowTextValue } from './columnDefs';
import type { DataTableProps } from './DataTableProps';
import { DataTableStatus, dataTableStatus } from './DataTableStatus';
import { useDataTableModel } from './useDataTableModel';

const NO_ROWS: never[] = [];
const SELECTION_COLUMN_WIDTH = 44;

const styles = tv({
  slots: {
    table: 'w-full overflow-auto rounded-surface border border-border bg-surface text-base text-fg outline-none',
    header: 'size-full bg-surface-sunken',
  },
});

/** A keyboard focus ring drawn inside the element: rows and cells touch their neighbours. */
const insetFocus = tv({
  base: 'outline-focus',
  variants: { isFocusVisible: { true: 'outline-2 -outline-offset-2 outline-solid', false: 'outline-0' } },
});

const column = tv({
  extend: insetFocus,
  base: 'flex size-full items-center gap-1 border-b border-border-strong bg-surface-sunken px-3 text-left text-sm font-semibold text-fg-muted',
  variants: { isCheckbox: { true: 'justify-center px-0' } },
});

const row = tv({
  extend: insetFocus,
  base: 'size-full cursor-default',
  variants: { isSelected: { true: 'bg-brand-soft text-brand-soft-fg' }, isHovered: { true: '' } },
  compoundVariants: [{ isSelected: false, isHovered: true, className: 'bg-surface-sunken' }],
});

const cell = tv({
  extend: insetFocus,
  base: 'flex size-full items-center border-b border-border px-3',
  variants: { isCheckbox: { true: 'justify-center px-0' } },
});

/**
 * A sortable, selectable table that stays fast at 10,000 rows. @tanstack/react-table owns the columns,
 * the sort and the sorted rows; react-aria-components renders them as a virtualised ARIA grid (only the
 * visible rows are in the DOM, `aria-rowcount`/`aria-rowindex` tell the whole size, arrow keys move
 * through every row) with a sticky header inside a scroll box of a fixed height.
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
  const { table, headers, rows } = model;
  const status = dataTableStatus({ isError, isLoading, rowCount: rows.length });
  const layoutOptions = useMemo(() => ({ rowHeight, headingHeight }), [rowHeight, headingHeight]);
  const rowHeaderId = headers.find((header) => header.column.columnDef.meta?.isRowHeader)?.column.id;
  const hasCheckboxes = selectionMode === 'multiple';
  const s = styles();

  return (
    <Virtualizer layout={TableLayout} layoutOptions={layoutOptions}>
      <Table
        {...labelling}
        selectionMode={selectionMode}
        selectedKeys={selectedKeys}
        defaultSelectedKeys={defaultSelectedKeys}
        onSelectionChange={onSelectionChange}
        disabledKeys={disabledKeys}
        onRowAction={onRowAction ? (key: Key) => onRowAction(String(key)) : undefined}
        sortDescriptor={model.sortDescriptor}
        onSortChange={(descriptor) => model.sortBy(String(descriptor.column))}
        className={s.table({ className })}
        // The padding keeps a row that keyboard focus scrolls to from hiding under the sticky header.
        style={{ height, scrollPaddingTop: headingHeight }}
      >
        <TableHeader className={s.header()}>
          {hasCheckboxes && (
            <Column
              id="__selection"
              width={SELECTION_COLUMN_WIDTH}
              minWidth={SELECTION_COLUMN_WIDTH}
              className={composeRenderProps('', (c, { isFocusVisible }) =>
                column({ isFocusVisible, isCheckbox: true, className: c }),
              )}
            >
              <Checkbox slot="selection" aria-label={selectAllLabel} />
            </Column>
          )}
          {headers.map((header) => {
            const meta = header.column.columnDef.meta;
            return (
              <Column
                key={header.id}
                id={header.column.id}
                allowsSorting={header.column.getCanSort()}
                isRowHeader={meta?.isRowHeader}
                width={meta?.width}
                minWidth={meta?.minWidth}
                textValue={String(header.column.columnDef.header ?? header.column.id)}
                className={composeRenderProps('', (c, { isFocusVisible }) => column({ isFocusVisible, className: c }))}
              >
                {({ allowsSorting, sortDirection }) => (
                  <>
                    <span className="truncate">
                      <table.FlexRender header={header} />
                    </span>
                    {allowsSorting && <SortIndicator direction={sortDirection} />}
                  </>
                )}
              </Column>
            );
          })}
        </TableHeader>
        <TableBody
          items={status ? NO_ROWS : rows}
          dependencies={[model.columnDefs, hasCheckboxes, selectRowLabel]}
          renderEmptyState={() =>
            status && (
              <DataTableStatus
                kind={status}
                emptyMessage={emptyMessage}
                loadingMessage={loadingMessage}
                errorMessage={errorMessage}
                retryLabel={retryLabel}
                onRetry={onRetry}
              />
            )
          }
        >
          {(tableRow) => (
            <Row
              id={tableRow.id}
              textValue={rowTextValue(tableRow, rowHeaderId)}
              className={composeRenderProps('', (c, { isSelected, isHovered, isFocusVisible }) =>
                row({ isSelected, isHovered, isFocusVisible, className: c }),
              )}
            >
              {hasCheckboxes && (
                <Cell
                  className={composeRenderProps('', (c, { isFocusVisible }) =>
                    cell({ isFocusVisible, isCheckbox: true, className: c }),
                  )}
                >
                  <Checkbox slot="selection" aria-label={selectRowLabel} />
                </Cell>
              )}
              {tableRow.getAllCells().map((tableCell) => (
                <Cell
                  key={tableCell.id}
                  className={composeRenderProps('', (c, { isFocusVisible }) => cell({ isFocusVisible, className: c }))}
                >
                  <span className="min-w-0 truncate">
                    <table.FlexRender cell={tableCell} />
                  </span>
                </Cell>
              ))}
            </Row>
          )}
        </TableBody>
      </Table>
    </Virtualizer>
  );
}

function SortIndicator({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  if (!direction) return <ChevronUpDownIcon className="size-3.5 shrink-0 text-fg-disabled" />;
  return <ChevronDownIcon className={`size-4 shrink-0 text-fg ${direction === 'ascending' ? 'rotate-180' : ''}`} />;
}
