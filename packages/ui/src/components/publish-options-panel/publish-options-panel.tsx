import { Box, Heading, Text, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { PlatformTag } from "../platform-tag";
import type { PostMode } from "./creator-rules";
import { TikTokOptionsFields, type TikTokOptionsSection } from "./tiktok-options";
import { YouTubeOptionsFields, type YouTubeOptionsSection } from "./youtube-options";

export type PublishOptionsPanelProps = Omit<HTMLChakraProps<"div">, "onChange"> & {
  /**
   * A video post, or a photo (image/text) post: comment and auto-add music only, TikTok only.
   * @default "video"
   */
  mode?: PostMode;
  /** The TikTok options, when TikTok accounts are chosen. */
  tiktok?: TikTokOptionsSection;
  /** The YouTube options, when YouTube accounts are chosen (ignored for photo posts). */
  youtube?: YouTubeOptionsSection;
  /**
   * Show what is missing or not allowed at each field (after the operator tried to send).
   * @default false
   */
  showErrors?: boolean;
};

/**
 * The post options of each chosen platform. TikTok's follow each creator's creator_info and
 * TikTok's UX rules: no default privacy, nothing pre-checked, disabled choices say why.
 */
export function PublishOptionsPanel(props: PublishOptionsPanelProps) {
  const { mode = "video", tiktok, youtube, showErrors = false, ...rest } = props;
  const { t } = useLingui();
  const tiktokHeading = useId();
  const youtubeHeading = useId();
  const showYouTube = youtube != null && mode === "video";

  return (
    <Box display="flex" flexDirection="column" gap="6" {...rest}>
      {tiktok == null && !showYouTube && <Text color="fg.muted" textStyle="sm">{t`请先选择账号`}</Text>}
      {tiktok != null && (
        <Box as="section" aria-labelledby={tiktokHeading} display="flex" flexDirection="column" gap="3">
          <Heading as="h3" size="sm" id={tiktokHeading} display="flex" alignItems="center" gap="2">
            <PlatformTag platform="tiktok" showName={false} aria-hidden="true" />
            {t`TikTok 发布设置`}
          </Heading>
          <TikTokOptionsFields {...tiktok} mode={mode} showErrors={showErrors} />
        </Box>
      )}
      {showYouTube && (
        <Box as="section" aria-labelledby={youtubeHeading} display="flex" flexDirection="column" gap="3">
          <Heading as="h3" size="sm" id={youtubeHeading} display="flex" alignItems="center" gap="2">
            <PlatformTag platform="youtube" showName={false} aria-hidden="true" />
            {t`YouTube 发布设置`}
          </Heading>
          <YouTubeOptionsFields {...youtube} showErrors={showErrors} />
        </Box>
      )}
    </Box>
  );
}
