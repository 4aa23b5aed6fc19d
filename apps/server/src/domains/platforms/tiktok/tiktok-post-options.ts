import type { PrivacyChoice } from "../platform-adapter.ts";
import { localRefusal } from "./tiktok-errors.ts";
import { tiktokCaption } from "@cdp/contracts";

export type CreatorInfo = {
  username: string | null;
  privacyLevelOptions: string[];
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  maxVideoPostDurationSec: number | null;
};

const PRIVACY_LEVELS: Record<PrivacyChoice, string> = {
  public: "PUBLIC_TO_EVERYONE",
  friends: "MUTUAL_FOLLOW_FRIENDS",
  private: "SELF_ONLY",
};

export function parseCreatorInfo(data: Record<string, unknown>): CreatorInfo {
  const options = Array.isArray(data.privacy_level_options) ? data.privacy_level_options.filter((value): value is string => typeof value === "string") : [];
  return {
    username: typeof data.creator_username === "string" ? data.creator_username : null,
    privacyLevelOptions: options,
    commentDisabled: data.comment_disabled === true,
    duetDisabled: data.duet_disabled === true,
    stitchDisabled: data.stitch_disabled === true,
    maxVideoPostDurationSec: typeof data.max_video_post_duration_sec === "number" ? data.max_video_post_duration_sec : null,
  };
}

/** Branded content (paid partnership) may never be private (A.3.10): refused before any call. */
export function refuseBrandedPrivate(options: { brandedContent: boolean; privacy: PrivacyChoice }) {
  if (options.brandedContent && options.privacy === "private") throw localRefusal("platform.tiktok.branded_content_private", "branded_content_private");
}

export const privacyLevelOf = (choice: PrivacyChoice): string => PRIVACY_LEVELS[choice];

/** The TikTok privacy level for a choice; it must be one this creator currently offers (checked before init). */
export function privacyLevelFor(choice: PrivacyChoice, info: CreatorInfo): string {
  const level = PRIVACY_LEVELS[choice];
  if (!info.privacyLevelOptions.includes(level)) throw localRefusal("platform.tiktok.privacy_level_option_mismatch", "privacy_level_option_mismatch");
  return level;
}

/** Caption text: title, description, then any tag not already written as a #hashtag (the publish screens count the same). */
export const captionOf = tiktokCaption;
