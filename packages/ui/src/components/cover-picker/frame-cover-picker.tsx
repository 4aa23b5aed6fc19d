import { Box, Button, Slider, Text, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { VideoPlayer } from "../video-player";
import { formatTimestamp, videoDurationMs } from "./format-timestamp";

export type FrameCoverPickerProps = Omit<HTMLChakraProps<"div">, "onChange" | "defaultValue"> & {
  /** The video whose frame becomes the cover. */
  videoSrc: string;
  /** The video's name, for the preview's accessible name. */
  videoTitle?: string;
  /** The video's length in ms, when known before it loads (otherwise read from the video). */
  durationMs?: number;
  /** The chosen frame in ms (TikTok's `video_cover_timestamp_ms`); null: the first frame. */
  value: number | null;
  onChange: (timestampMs: number | null) => void;
  /**
   * The slider's step in ms.
   * @default 100
   */
  stepMs?: number;
};

/** TikTok's cover: a frame of the video, chosen with a slider (arrow keys move by a tenth of a second) and previewed in the player. */
export function FrameCoverPicker(props: FrameCoverPickerProps) {
  const { videoSrc, videoTitle, durationMs, value, onChange, stepMs = 100, ...rest } = props;
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [loadedDuration, setLoadedDuration] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const duration = loadedDuration ?? durationMs ?? null;
  const position = value ?? 0;
  const time = formatTimestamp(position);

  useEffect(() => {
    const element = video.current;
    if (element && element.readyState > 0) element.currentTime = position / 1000;
  }, [position]);

  return (
    <Box display="flex" flexDirection="column" gap="3" {...rest}>
      <VideoPlayer
        ref={video}
        src={videoSrc}
        title={videoTitle ?? t`封面预览`}
        autoPlay={false}
        loop={false}
        controls={false}
        preload="metadata"
        onLoadedMetadata={(event) => {
          setFailed(false);
          setLoadedDuration(videoDurationMs(event.currentTarget.duration));
          event.currentTarget.currentTime = position / 1000;
        }}
        onError={() => setFailed(true)}
      />
      {failed && (
        <Text textStyle="xs" color="fg.muted" role="status">
          {t`无法预览视频画面，仍可按时间选择封面`}
        </Text>
      )}
      <Slider.Root
        size="sm"
        min={0}
        max={duration ?? 0}
        step={stepMs}
        value={[Math.min(position, duration ?? 0)]}
        disabled={duration == null}
        onValueChange={(details) => onChange(details.value[0] ?? 0)}
        getAriaValueText={(details) => formatTimestamp(details.value)}
      >
        <Box display="flex" justifyContent="space-between" alignItems="baseline">
          <Slider.Label>{t`封面帧`}</Slider.Label>
          <Text textStyle="sm" fontVariantNumeric="tabular-nums" aria-live="polite">
            {duration == null ? t`正在读取视频时长…` : value == null ? t`第一帧（默认）` : time}
          </Text>
        </Box>
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
      <Box>
        <Button size="xs" variant="ghost" disabled={value == null} onClick={() => onChange(null)}>
          {t`使用第一帧`}
        </Button>
      </Box>
    </Box>
  );
}
