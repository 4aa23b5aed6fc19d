export { crmApi, TOKEN_STORAGE_KEY } from "./crm-api.ts";
export { crmStorage, crmUpload } from "./crm-upload.ts";
export { useUploadLimitMb } from "./upload-limit.ts";
export { useBestTimes } from "./best-times.ts";
