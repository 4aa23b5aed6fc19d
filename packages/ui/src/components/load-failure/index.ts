export { LoadFailure, type LoadFailureProps } from "./load-failure";
