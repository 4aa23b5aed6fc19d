export {
  Field,
  PasswordField,
  TextField,
  type FieldProps,
  type PasswordFieldProps,
  type TextFieldProps,
} from "./form-field";
export { useFormState, type FormStateOptions } from "./use-form-state";
