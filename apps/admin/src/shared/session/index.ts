export { readAdminAccount } from "./admin-account.ts";
export {
  ADMIN_SESSION_KEYS,
  ADMIN_SESSION_STORAGE_KEY,
  readAdminSessionValue,
  readAdminToken,
  storeAdminSession,
} from "./admin-session.ts";
