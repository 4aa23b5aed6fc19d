export { DataTable, type DataTableColumn, type DataTablePagination, type DataTableProps } from "./data-table";
export type { DataTableSort, SortDirection } from "./sort";
export { PageControls, type PageControlsProps } from "./page-controls";
