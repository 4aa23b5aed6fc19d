export { PhoneCodeFields } from "./phone-code-fields.tsx";
