export { ADMIN_ACCOUNT_STORAGE_KEY, readAdminAccount } from "./admin-account.ts";
export { readAdminToken, storeAdminSession } from "./admin-session.ts";
