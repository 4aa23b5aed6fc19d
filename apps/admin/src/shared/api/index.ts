export { adminApi, ADMIN_SESSION_KEYS } from "./admin-api.ts";
export { adminStorage, adminUpload } from "./admin-upload.ts";
