export { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";
