export { DataTable } from './DataTable';
export type { DataTableProps, DataTableSelectionMode } from './DataTableProps';
export type { DataTableCellValue, DataTableColumn, DataTableColumnWidth, DataTableValueKey } from './columnDefs';
export { nextSortDescriptor } from './sortDescriptor';
export type { DataTableSortDescriptor, DataTableSortDirection } from './sortDescriptor';
