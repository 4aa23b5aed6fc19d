import { Box, chakra, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ImageOff } from "lucide-react";
import { useState } from "react";

export type ImagePreviewDialogProps = Omit<Dialog.RootProps, "children" | "open" | "onOpenChange" | "size"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  src: string;
  /**
   * The image's description.
   * @default the title, else 预览图片 (translated)
   */
  alt?: string;
  /**
   * The dialog's heading.
   * @default 图片预览 (translated)
   */
  title?: string;
};

/** One image shown large in a 900px dialog. An image that fails to load shows 图片不见了 instead. */
export function ImagePreviewDialog({ open, onOpenChange, src, alt, title, ...rootProps }: ImagePreviewDialogProps) {
  const { t } = useLingui();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const missing = t`图片不见了`;

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center" {...rootProps}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxWidth="min(900px, calc(100vw - 2rem))">
            <Dialog.Header>
              <Dialog.Title truncate>{title ?? t`图片预览`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" justifyContent="center">
              {failedSrc === src ? (
                <Box role="img" aria-label={missing} display="flex" flexDirection="column" alignItems="center" gap="2" paddingBlock="12" color="fg.muted">
                  <ImageOff aria-hidden="true" size={40} />
                  <Text aria-hidden="true">{missing}</Text>
                </Box>
              ) : (
                <chakra.img
                  src={src}
                  alt={alt ?? title ?? t`预览图片`}
                  onError={() => setFailedSrc(src)}
                  maxWidth="full"
                  maxHeight="70vh"
                  objectFit="contain"
                  borderRadius="l2"
                />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`关闭`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
