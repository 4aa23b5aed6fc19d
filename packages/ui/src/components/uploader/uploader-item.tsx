import { fileExtension } from "@cdp/contracts";
import { Box, chakra, IconButton, Progress } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { CircleAlert, CircleCheck, ExternalLink, Eye, FileText, Film, ImageIcon, X } from "lucide-react";
import { useThemeSlotRecipe } from "../../theme/use-theme-slot-recipe";
import { formatFileSize } from "./format-file-size";
import type { UploadedFileItem } from "./types";

export type UploaderItemStatus = "default" | "uploading" | "success" | "error";

export type UploaderItemProps = {
  fileName: string;
  /** In bytes; not shown when 0 (unknown). */
  fileSize: number;
  kind: UploadedFileItem["type"];
  status: UploaderItemStatus;
  /** An image's thumbnail. */
  thumbnailUrl?: string;
  /** Upload progress, 0 to 100, while uploading. */
  percent?: number;
  /** Opens the file: a preview, or a new window when read-only. Absent while uploading or failed. */
  onOpen?: () => void;
  /** `newWindow` labels the open button for read-only lists. */
  openMode?: "preview" | "newWindow";
  /** Absent in read-only lists. */
  onRemove?: () => void;
};

const kindIcons = { image: ImageIcon, video: Film, other: FileText } as const;

/** One tile of the uploader's grid: thumbnail, name and size, with its upload state. */
export function UploaderItem(props: UploaderItemProps) {
  const { fileName, fileSize, kind, status, thumbnailUrl, percent = 0, onOpen, openMode = "preview", onRemove } = props;
  const { t } = useLingui();
  const styles = useThemeSlotRecipe("uploaderItem")({ status });
  const KindIcon = kindIcons[kind];
  const media =
    kind === "image" && thumbnailUrl ? (
      <chakra.img src={thumbnailUrl} alt="" css={styles.media} />
    ) : (
      <chakra.span css={styles.kind} aria-hidden="true">
        <KindIcon />
        {fileExtension(fileName).toUpperCase()}
      </chakra.span>
    );

  return (
    <Box as="li" css={styles.root}>
      {onOpen ? (
        <chakra.button
          type="button"
          css={styles.thumb}
          onClick={onOpen}
          aria-label={openMode === "newWindow" ? t`在新窗口中打开 ${fileName}` : t`预览 ${fileName}`}
        >
          {media}
          <chakra.span css={styles.overlay} data-overlay="">
            {openMode === "newWindow" ? <ExternalLink aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </chakra.span>
        </chakra.button>
      ) : (
        <Box css={styles.thumb}>
          {status === "error" ? (
            <chakra.span css={styles.error}>
              <CircleAlert aria-hidden="true" />
              {t`上传失败！`}
            </chakra.span>
          ) : (
            media
          )}
          {status === "uploading" && (
            <Progress.Root css={styles.progress} value={percent} size="xs" translations={{ value: () => t`${fileName} 上传进度` }}>
              <chakra.span>{percent}%</chakra.span>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
        </Box>
      )}
      {status === "success" && (
        <chakra.span css={styles.badge} aria-hidden="true">
          <CircleCheck />
        </chakra.span>
      )}
      {onRemove && (
        <IconButton css={styles.remove} size="2xs" variant="surface" colorPalette="gray" aria-label={t`删除 ${fileName}`} onClick={onRemove}>
          <X />
        </IconButton>
      )}
      <chakra.span css={styles.name} title={fileName}>
        {fileName}
      </chakra.span>
      {fileSize > 0 && <chakra.span css={styles.size}>{formatFileSize(fileSize)}</chakra.span>}
    </Box>
  );
}
