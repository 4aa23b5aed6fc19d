export { adminApi } from "./admin-api.ts";
export { adminStorage, adminUpload } from "./admin-upload.ts";
