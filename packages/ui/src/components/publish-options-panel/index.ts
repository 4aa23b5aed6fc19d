export { PublishOptionsPanel, type PublishOptionsPanelProps } from "./publish-options-panel";
export type { TikTokOptionsSection } from "./tiktok-options";
export type { YouTubeOptionsSection } from "./youtube-options";
export {
  disclosureLabel,
  EMPTY_TIKTOK_OPTIONS,
  effectiveOptions,
  interactionState,
  optionsForCreator,
  privacyChoices,
  TIKTOK_PRIVACY_LEVELS,
  tiktokOptionProblems,
  type CreatorInfo,
  type Interaction,
  type PostMode,
  type TikTokOptionProblem,
  type TikTokOptions,
  type TikTokPrivacyLevel,
} from "./creator-rules";
export {
  EMPTY_YOUTUBE_OPTIONS,
  parseTags,
  tagsLength,
  YOUTUBE_PRIVACY_STATUSES,
  YOUTUBE_TAGS_MAX,
  youtubeOptionProblems,
  type YouTubeOptionProblem,
  type YouTubeOptions,
  type YouTubePrivacyStatus,
} from "./youtube-rules";
export { useOptionLabels } from "./use-option-labels";
