export { MediaPickerDialog, MEDIA_PICKER_PAGE_SIZES, type MediaPickerDialogProps, type MediaPickerItem } from "./media-picker-dialog";
export { MediaThumbnail, type MediaThumbnailProps } from "./media-thumbnail";
export { formatDuration } from "./format-duration";
