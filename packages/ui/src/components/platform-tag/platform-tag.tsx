import type { Platform } from "@cdp/contracts";
import { HStack, Text, type IconProps, type StackProps } from "@chakra-ui/react";
import type { ComponentType } from "react";
import { TikTokIcon, YouTubeIcon } from "./platform-icons";

/** Brand names are not translated. */
export const PLATFORM_NAMES: Record<Platform, string> = { tiktok: "TikTok", youtube: "YouTube" };

const PLATFORM_ICONS: Record<Platform, ComponentType<IconProps>> = { tiktok: TikTokIcon, youtube: YouTubeIcon };

export type PlatformTagProps = StackProps & {
  platform: Platform;
  /**
   * Show the platform's name next to its icon. Without it the icon stands alone and the tag
   * keeps the name for screen readers.
   * @default true
   */
  showName?: boolean;
};

/** A platform's icon and name, e.g. in an account list. */
export function PlatformTag({ platform, showName = true, ...rest }: PlatformTagProps) {
  const PlatformIcon = PLATFORM_ICONS[platform];
  const name = PLATFORM_NAMES[platform];
  return (
    <HStack as="span" display="inline-flex" gap="1" textStyle="xs" color="fg.muted" flexShrink="0" {...rest}>
      <PlatformIcon boxSize="1em" fontSize="sm" />
      {showName ? (
        <Text as="span">{name}</Text>
      ) : (
        <Text as="span" srOnly>
          {name}
        </Text>
      )}
    </HStack>
  );
}
