export { ChangePasswordDialog, type ChangePasswordDialogProps } from "./change-password-dialog";
