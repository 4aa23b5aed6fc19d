export { SecretField, type SecretFieldProps } from "./secret-field";
