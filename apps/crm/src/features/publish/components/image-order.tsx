import { ImagePreviewDialog } from "@cdp/ui/image-preview-dialog";
import type { UploadedFileItem } from "@cdp/ui/uploader";
import { Badge, Box, Button, chakra, HStack, IconButton, Wrap } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";

type ImageOrderProps = {
  images: UploadedFileItem[];
  onChange: (images: UploadedFileItem[]) => void;
  coverIndex: number;
  onCoverChange: (index: number) => void;
};

const moved = (images: UploadedFileItem[], from: number, to: number) => {
  const next = [...images];
  const [image] = next.splice(from, 1);
  if (image) next.splice(to, 0, image);
  return next;
};

/** The image set in posting order: move an image earlier or later, choose the cover, open it large. */
export function ImageOrder({ images, onChange, coverIndex, onCoverChange }: ImageOrderProps) {
  const { t } = useLingui();
  const [previewing, setPreviewing] = useState<UploadedFileItem | null>(null);
  const move = (from: number, to: number) => {
    onChange(moved(images, from, to));
    if (coverIndex === from) onCoverChange(to);
    else if (coverIndex === to) onCoverChange(from);
  };

  return (
    <>
      <Wrap as="ol" gap="3" listStyle="none" aria-label={t`图片顺序`}>
        {images.map((image, index) => {
          const name = image.fileName;
          const position = index + 1;
          return (
            <Box as="li" key={image.exportFile} borderWidth="1px" borderRadius="l2" padding="2" width="9rem" aria-label={t`第 ${position} 张：${name}`}>
              <chakra.button type="button" display="block" width="full" onClick={() => setPreviewing(image)} aria-label={t`预览 ${name}`}>
                <chakra.img src={image.imgUrl ?? image.exportFile} alt="" width="full" height="6rem" objectFit="cover" borderRadius="l1" />
              </chakra.button>
              <HStack justify="space-between" marginTop="2" gap="1">
                <IconButton size="2xs" variant="ghost" aria-label={t`前移 ${name}`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  <ChevronLeft />
                </IconButton>
                {index === coverIndex ? (
                  <Badge colorPalette="brand">{t`封面`}</Badge>
                ) : (
                  <Button size="2xs" variant="ghost" onClick={() => onCoverChange(index)} aria-label={t`将 ${name} 设为封面`}>
                    {t`设为封面`}
                  </Button>
                )}
                <IconButton size="2xs" variant="ghost" aria-label={t`后移 ${name}`} disabled={index === images.length - 1} onClick={() => move(index, index + 1)}>
                  <ChevronRight />
                </IconButton>
              </HStack>
            </Box>
          );
        })}
      </Wrap>
      <ImagePreviewDialog open={previewing !== null} onOpenChange={(open) => !open && setPreviewing(null)} src={previewing?.imgUrl ?? previewing?.exportFile ?? ""} title={previewing?.fileName} />
    </>
  );
}
