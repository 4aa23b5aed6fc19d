export { FILE_DIALOG_EDIT_STATE, FileDialog, type FileDialogProps } from "./file-dialog";
export type { FileShareValues } from "./file-dialog-form";
export { fileItemFromUrl } from "./file-form";
