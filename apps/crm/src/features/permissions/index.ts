export { PermissionManagePage } from "./components/permission-manage-page.tsx";
