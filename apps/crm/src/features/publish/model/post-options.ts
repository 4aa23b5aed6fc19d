import type { PRIVACY_CHOICES, PublishOptions } from "@cdp/contracts";
import type { CreatorInfo, TikTokOptions, TikTokPrivacyLevel, YouTubeOptions, YouTubePrivacyStatus } from "@cdp/ui/publish-options-panel";
import type { AccountPublishOptions } from "../api/publish-options.ts";

type PrivacyChoice = (typeof PRIVACY_CHOICES)[number];

const TIKTOK_LEVEL: Record<PrivacyChoice, TikTokPrivacyLevel> = { public: "PUBLIC_TO_EVERYONE", friends: "MUTUAL_FOLLOW_FRIENDS", private: "SELF_ONLY" };
const FROM_TIKTOK: Record<TikTokPrivacyLevel, PrivacyChoice> = {
  PUBLIC_TO_EVERYONE: "public",
  FOLLOWER_OF_CREATOR: "friends",
  MUTUAL_FOLLOW_FRIENDS: "friends",
  SELF_ONLY: "private",
};
/** The server posts `friends` to YouTube as unlisted. */
const FROM_YOUTUBE: Record<YouTubePrivacyStatus, PrivacyChoice> = { public: "public", unlisted: "friends", private: "private" };

/** An account's creator_info as the options panel reads it. */
export function toCreatorInfo(options: AccountPublishOptions, accountName: string): CreatorInfo {
  return {
    accountId: String(options.accountId),
    accountName,
    privacyLevelOptions: options.privacyChoices.map((choice) => TIKTOK_LEVEL[choice]),
    commentDisabled: options.commentDisabled,
    duetDisabled: options.duetDisabled,
    stitchDisabled: options.stitchDisabled,
    maxVideoPostDurationSec: options.maxVideoDurationSeconds ?? undefined,
  };
}

/** The TikTok section's choices as the publish API's options. */
export function tiktokRequestOptions(options: TikTokOptions): PublishOptions {
  return {
    privacy: FROM_TIKTOK[options.privacyLevel ?? "SELF_ONLY"],
    allowComment: options.allowComment,
    allowDuet: options.allowDuet,
    allowStitch: options.allowStitch,
    autoAddMusic: options.autoAddMusic,
    brandedContent: options.discloseCommercial && options.brandedContent,
    ownBrand: options.discloseCommercial && options.yourBrand,
    aiGenerated: options.aiGenerated,
    tags: [],
  };
}

/** The YouTube section's choices as the publish API's options. */
export function youtubeRequestOptions(options: YouTubeOptions): PublishOptions {
  return {
    privacy: FROM_YOUTUBE[options.privacyStatus ?? "private"],
    allowComment: true,
    allowDuet: false,
    allowStitch: false,
    autoAddMusic: false,
    brandedContent: false,
    ownBrand: false,
    aiGenerated: false,
    tags: options.tags.slice(0, 30).map((tag) => tag.slice(0, 50)),
  };
}
