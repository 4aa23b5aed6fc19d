import type { HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Uploader, type UploadedFileItem, type UploadFn } from "../uploader";

/** YouTube takes custom thumbnails of at most 2 MB (platform-api-contracts §B.4). */
export const YOUTUBE_THUMBNAIL_MAX_MB = 2;

export type ThumbnailCoverPickerProps = Omit<HTMLChakraProps<"div">, "onChange" | "defaultValue" | "children"> & {
  /** The uploaded thumbnail; null: YouTube picks one from the video. */
  value: UploadedFileItem | null;
  onChange: (thumbnail: UploadedFileItem | null) => void;
  /** Uploads the image, e.g. the signed direct upload. */
  upload: UploadFn;
};

/** YouTube's cover: one custom thumbnail image, uploaded through the injected `upload`. */
export function ThumbnailCoverPicker({ value, onChange, upload, ...rest }: ThumbnailCoverPickerProps) {
  const { t } = useLingui();
  const max = YOUTUBE_THUMBNAIL_MAX_MB;
  return (
    <Uploader
      accept="image"
      single
      maxSizeMb={max}
      value={value ? [value] : []}
      onChange={(items) => onChange(items[0] ?? null)}
      upload={upload}
      label={t`自定义缩略图`}
      hint={t`图片不超过 ${max}M，建议 1280×720（16:9）；不上传时由 YouTube 从视频中选取。缩略图设置失败不影响视频发布。`}
      {...rest}
    />
  );
}
