export { ImagePreviewDialog, type ImagePreviewDialogProps } from "./image-preview-dialog";
