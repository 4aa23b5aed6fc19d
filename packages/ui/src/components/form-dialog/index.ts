export { DialogForm, type DialogFormProps } from "./dialog-form";
export { FormDialog, type FormDialogProps } from "./form-dialog";
