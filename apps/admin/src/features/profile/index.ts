export { ChangePasswordDialog } from "./components/change-password-dialog.tsx";
