export { ListTable, type ListSort, type PageState } from "./list-table.tsx";
export { useListSort } from "./use-list-sort.ts";
