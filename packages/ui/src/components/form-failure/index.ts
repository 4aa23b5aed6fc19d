export { FormFailure, type FormFailureProps } from "./form-failure";
