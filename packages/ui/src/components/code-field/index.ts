export { CodeField, type CodeFieldProps } from "./code-field";
