import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from "@cdp/contracts";
import { useLingui } from "@lingui/react/macro";
import { formatFileSize } from "./format-file-size";
import type { UploadAccept } from "./types";

type CopyOptions = { accept: UploadAccept; maxCount: number; maxSizeMb?: number; single: boolean };

/** The uploader's built-in wording: the picker's call to action and the helper line listing the rules. */
export function useUploaderCopy({ accept, maxCount, maxSizeMb, single }: CopyOptions) {
  const { t } = useLingui();
  const images = IMAGE_EXTENSIONS.join("/");
  const videos = VIDEO_EXTENSIONS.join("/");
  const pickLabels: Record<UploadAccept, string> = {
    image: t`上传图片`,
    video: t`上传视频`,
    media: t`上传图片或视频`,
    any: t`上传文件`,
  };
  const formats: Record<UploadAccept, string | null> = {
    image: t`支持 ${images} 格式`,
    video: t`支持 ${videos} 格式`,
    media: t`支持图片（${images}）和视频（${videos}）`,
    any: null,
  };
  const sizeLimit = maxSizeMb != null ? formatFileSize(maxSizeMb * 1024 * 1024) : null;
  const size = sizeLimit != null ? t`单个文件不超过 ${sizeLimit}` : null;
  const count = single ? t`只能上传一个文件` : t`最多 ${maxCount} 个文件`;

  return {
    /** In single-file mode with a file already there, picking replaces it. */
    pickLabel: (hasFiles: boolean) => (single && hasFiles ? t`重新上传` : pickLabels[accept]),
    hint: [formats[accept], size, count].filter(Boolean).join(t`，`),
  };
}
