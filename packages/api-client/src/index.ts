export { createCrmClient } from "./crm-client.ts";
export { createAdminClient, type AdminClientOptions } from "./admin-client.ts";
export type { ClientOptions, SurfaceClient } from "./create-client.ts";
export { ApiError, apiErrorMessage, NETWORK_ERROR_CODE, serverFieldErrors } from "./api-error.ts";
export { clearBrowserSession } from "./session.ts";
export { downloadFile } from "./download-file.ts";
export {
  createStorageClient,
  createUploader,
  uploadedFileType,
  UPLOAD_SIGNATURE_PATH,
  type UploadedFile,
  type UploadFunction,
  type UploaderOptions,
  type StorageClient,
} from "./upload.ts";
