import { chakra, mergeRefs, type HTMLChakraProps } from "@chakra-ui/react";
import type { Ref } from "react";

export type VideoPlayerProps = Omit<HTMLChakraProps<"video">, "title" | "children"> & {
  src: string;
  /** An image shown until the video plays. */
  poster?: string;
  /** What the video is: its accessible name. */
  title?: string;
  ref?: Ref<HTMLVideoElement>;
};

// React sets `muted` as a property only; the attribute tells browsers' autoplay rules and
// assistive tools (axe) up front that the video makes no sound.
const markMuted = (video: HTMLVideoElement | null) => video?.setAttribute("muted", "");

/** A video that plays by itself, muted and looping, with the browser's controls. */
export function VideoPlayer({ src, poster, title, ref, ...rest }: VideoPlayerProps) {
  return (
    <chakra.video
      ref={mergeRefs(ref, markMuted)}
      src={src}
      poster={poster}
      aria-label={title}
      autoPlay
      muted
      loop
      playsInline
      controls
      display="block"
      width="full"
      maxHeight="70vh"
      bg="black"
      borderRadius="l2"
      {...rest}
    />
  );
}
