export { Uploader, type UploaderProps } from "./uploader";
export type { UploadAccept, UploadedFileItem, UploadFn } from "./types";
export { fileKind } from "./validate-files";
export { formatFileSize } from "./format-file-size";
