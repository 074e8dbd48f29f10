export { DataTable } from './DataTable';
export type { DataTableProps, DataTableSelectionMode, DataTableWindow } from './DataTableProps';
export type { DataTableCellValue, DataTableColumn, DataTableColumnWidth, DataTableValueKey } from './columnDefs';
export { countSelected } from './rowSelection';
export type { DataTableAllExcept, DataTableSelection } from './rowSelection';
export { nextSortDescriptor } from './sortDescriptor';
export type { DataTableSortDescriptor, DataTableSortDirection } from './sortDescriptor';
export type { DataTableRange } from './windowedRange';
