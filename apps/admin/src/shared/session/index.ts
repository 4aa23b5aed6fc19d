export { ADMIN_ACCOUNT_STORAGE_KEY, readAdminAccount } from "./admin-account.ts";
