import { FrameCoverPicker, type FrameCoverPickerProps } from "./frame-cover-picker";
import { ThumbnailCoverPicker, type ThumbnailCoverPickerProps } from "./thumbnail-cover-picker";

export type CoverPickerProps = ({ platform: "tiktok" } & FrameCoverPickerProps) | ({ platform: "youtube" } & ThumbnailCoverPickerProps);

/** A post's cover on its platform: a frame of the video on TikTok, a custom thumbnail image on YouTube. */
export function CoverPicker(props: CoverPickerProps) {
  if (props.platform === "tiktok") {
    const { platform: _platform, ...rest } = props;
    return <FrameCoverPicker {...rest} />;
  }
  const { platform: _platform, ...rest } = props;
  return <ThumbnailCoverPicker {...rest} />;
}
