export { BindPhoneDialog } from "./components/bind-phone-dialog.tsx";
export { ChangePasswordDialog } from "./components/change-password-dialog.tsx";
export { useSignedInUser } from "../../shared/session/index.ts";
