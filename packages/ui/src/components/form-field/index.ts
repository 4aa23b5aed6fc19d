export {
  Field,
  PasswordField,
  TextField,
  type FieldProps,
  type PasswordFieldProps,
  type TextFieldProps,
} from "./form-field";
