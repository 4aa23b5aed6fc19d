export { Uploader, type UploaderProps } from "./uploader";
export { UploadRefusal, type UploadAccept, type UploadedFileItem, type UploadFn } from "./types";
export { fileKind } from "./validate-files";
export { formatFileSize } from "./format-file-size";
