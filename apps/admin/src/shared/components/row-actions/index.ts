export { RowActions } from "./row-actions.tsx";
