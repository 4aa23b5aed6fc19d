import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ImagePreviewDialog } from "../image-preview-dialog";
import { VideoPlayer } from "../video-player";
import type { UploadedFileItem } from "./types";

export type UploaderPreviewProps = {
  /** The file to preview (an image or a video); kept while its dialog closes, so the content doesn't jump. */
  item: UploadedFileItem | null;
  open: boolean;
  onClose: () => void;
};

/** An uploaded image large in the preview dialog, or an uploaded video in the player. */
export function UploaderPreview({ item, open, onClose }: UploaderPreviewProps) {
  const { t } = useLingui();
  const onOpenChange = (next: boolean) => {
    if (!next) onClose();
  };
  return (
    <>
      <ImagePreviewDialog
        open={open && item?.type === "image"}
        onOpenChange={onOpenChange}
        src={item?.imgUrl ?? item?.exportFile ?? ""}
        title={item?.fileName}
      />
      <Dialog.Root open={open && item?.type === "video"} onOpenChange={(details) => onOpenChange(details.open)} placement="center" size="lg">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title truncate>{item?.fileName ?? t`视频预览`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {item?.type === "video" && <VideoPlayer src={item.address ?? item.exportFile} title={item.fileName} />}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`关闭`} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
