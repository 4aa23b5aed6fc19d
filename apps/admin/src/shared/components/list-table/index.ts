export { ListTable, type PageState } from "./list-table.tsx";
