export { DialogForm } from "./dialog-form.tsx";
export { FormDialog } from "./form-dialog.tsx";
