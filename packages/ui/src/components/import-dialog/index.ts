export { ImportDialog, type ImportDialogProps } from "./import-dialog";
export type { ImportErrorRow, ImportResult } from "./types";
