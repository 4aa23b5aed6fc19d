export { ListTable, type ListSort, type PageState } from "./list-table.tsx";
