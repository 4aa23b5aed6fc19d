export { BindPhoneDialog } from "./components/bind-phone-dialog.tsx";
export { ChangePasswordDialog } from "./components/change-password-dialog.tsx";
export { NickNameDialog } from "./components/nick-name-dialog.tsx";
export { useSignedInUser } from "../../shared/session/index.ts";
