export { CoverPicker, type CoverPickerProps } from "./cover-picker";
export { FrameCoverPicker, type FrameCoverPickerProps } from "./frame-cover-picker";
export { ThumbnailCoverPicker, YOUTUBE_THUMBNAIL_MAX_MB, type ThumbnailCoverPickerProps } from "./thumbnail-cover-picker";
export { formatTimestamp } from "./format-timestamp";
