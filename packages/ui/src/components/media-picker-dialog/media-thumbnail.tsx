import { Box, Image, type BoxProps } from "@chakra-ui/react";
import { FileQuestion, Film, Play } from "lucide-react";

export type MediaThumbnailProps = Omit<BoxProps, "children"> & {
  /** The file's URL. */
  url: string;
  type: "image" | "video" | "other";
  /** The file's name, the image's alternative text. */
  name: string;
};

/**
 * A stored file's cover: an image shows itself, a video its first frame (the browser reads only the
 * start of the file, `preload="metadata"`), with a play mark. It fills its box, cropped to cover.
 */
export function MediaThumbnail({ url, type, name, ...rest }: MediaThumbnailProps) {
  return (
    <Box position="relative" overflow="hidden" borderRadius="l2" bg="bg.muted" flexShrink={0} {...rest}>
      {type === "image" && <Image src={url} alt={name} loading="lazy" width="full" height="full" objectFit="cover" />}
      {type === "video" && (
        <>
          {/* Seen until (or unless) the browser paints a frame over it. */}
          <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" color="fg.subtle" aria-hidden="true">
            <Film size={20} />
          </Box>
          {/* `#t=0.1` makes browsers paint a frame instead of a black box; nothing plays. */}
          <video src={`${url}#t=0.1`} preload="metadata" muted playsInline aria-hidden="true" style={{ position: "relative", width: "100%", height: "100%", objectFit: "cover" }} />
          <Box position="absolute" insetEnd="1" bottom="1" bg="blackAlpha.700" color="white" borderRadius="full" padding="1" display="flex" aria-hidden="true">
            <Play size={12} fill="currentColor" />
          </Box>
        </>
      )}
      {type === "other" && (
        <Box display="flex" alignItems="center" justifyContent="center" width="full" height="full" color="fg.muted" aria-hidden="true">
          <FileQuestion />
        </Box>
      )}
    </Box>
  );
}
