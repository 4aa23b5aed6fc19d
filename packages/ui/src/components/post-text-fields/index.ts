export { PostTextFields, type PostTextFieldsProps } from "./post-text-fields";
