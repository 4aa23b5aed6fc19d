export { adminApi, ADMIN_SESSION_KEYS } from "./admin-api.ts";
