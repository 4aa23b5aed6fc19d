export { PlatformTag, PLATFORM_NAMES, type PlatformTagProps } from "./platform-tag";
export { TikTokIcon, YouTubeIcon } from "./platform-icons";
