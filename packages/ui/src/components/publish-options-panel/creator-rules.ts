import { TIKTOK_PRIVACY_LEVELS } from "@cdp/contracts";

export { TIKTOK_PRIVACY_LEVELS };
export type TikTokPrivacyLevel = (typeof TIKTOK_PRIVACY_LEVELS)[number];

/** What TikTok's creator_info says about one chosen account (platform-api-contracts §A.3.1). */
export type CreatorInfo = {
  accountId: string;
  /** The account's name, used in explanations. */
  accountName: string;
  /** `creator_nickname`: TikTok asks for it to be shown on the post screen. */
  nickname?: string;
  privacyLevelOptions: TikTokPrivacyLevel[];
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  /** `max_video_post_duration_sec`. */
  maxVideoPostDurationSec?: number;
};

/** The TikTok post options the operator sets. Nothing is on, and there is no privacy, until chosen. */
export type TikTokOptions = {
  privacyLevel: TikTokPrivacyLevel | null;
  allowComment: boolean;
  /** Videos only. */
  allowDuet: boolean;
  /** Videos only. */
  allowStitch: boolean;
  /** Photo posts only: TikTok adds recommended music. */
  autoAddMusic: boolean;
  /** The commercial-content disclosure toggle; when on, `yourBrand` or `brandedContent` must be chosen. */
  discloseCommercial: boolean;
  /** Promotes the creator's own business (`brand_organic_toggle`). */
  yourBrand: boolean;
  /** A paid partnership promoting a third party (`brand_content_toggle`). */
  brandedContent: boolean;
  /** Labels the post as AI-generated (`is_aigc`; videos only). */
  aiGenerated: boolean;
};

export const EMPTY_TIKTOK_OPTIONS: TikTokOptions = {
  privacyLevel: null,
  allowComment: false,
  allowDuet: false,
  allowStitch: false,
  autoAddMusic: false,
  discloseCommercial: false,
  yourBrand: false,
  brandedContent: false,
  aiGenerated: false,
};

export type PostMode = "video" | "photo";
export type Interaction = "comment" | "duet" | "stitch";

/** Every level some chosen creator allows, with the creators (by name) that do not allow it. */
export function privacyChoices(creators: readonly CreatorInfo[]): { level: TikTokPrivacyLevel; notAllowedBy: string[] }[] {
  return TIKTOK_PRIVACY_LEVELS.filter((level) => creators.some((creator) => creator.privacyLevelOptions.includes(level))).map(
    (level) => ({
      level,
      notAllowedBy: creators.filter((creator) => !creator.privacyLevelOptions.includes(level)).map((creator) => creator.accountName),
    }),
  );
}

const DISABLED_FLAG: Record<Interaction, "commentDisabled" | "duetDisabled" | "stitchDisabled"> = {
  comment: "commentDisabled",
  duet: "duetDisabled",
  stitch: "stitchDisabled",
};

/** The creators (by name) who turned an interaction off, and whether that is all of them. */
export function interactionState(creators: readonly CreatorInfo[], interaction: Interaction) {
  const disabledBy = creators.filter((creator) => creator[DISABLED_FLAG[interaction]]).map((creator) => creator.accountName);
  return { disabledBy, allDisabled: creators.length > 0 && disabledBy.length === creators.length };
}

/** Why the options cannot be sent as they are. */
export type TikTokOptionProblem = "privacyRequired" | "privacyNotAllowed" | "brandedContentPrivate" | "disclosureChoiceRequired";

/** The problems of a set of options for these creators; empty when they can be sent. */
export function tiktokOptionProblems(options: TikTokOptions, creators: readonly CreatorInfo[]): TikTokOptionProblem[] {
  const problems: TikTokOptionProblem[] = [];
  const { privacyLevel } = options;
  if (privacyLevel == null) problems.push("privacyRequired");
  else if (creators.some((creator) => !creator.privacyLevelOptions.includes(privacyLevel))) problems.push("privacyNotAllowed");
  if (options.discloseCommercial && options.brandedContent && privacyLevel === "SELF_ONLY") problems.push("brandedContentPrivate");
  if (options.discloseCommercial && !options.yourBrand && !options.brandedContent) problems.push("disclosureChoiceRequired");
  return problems;
}

/**
 * The options as they will be sent: switches a creator cannot use and those of the other post mode
 * are off, and the brand toggles only count while the disclosure is on.
 */
export function effectiveOptions(options: TikTokOptions, mode: PostMode): TikTokOptions {
  const disclosed = options.discloseCommercial;
  return {
    ...options,
    allowDuet: mode === "video" && options.allowDuet,
    allowStitch: mode === "video" && options.allowStitch,
    aiGenerated: mode === "video" && options.aiGenerated,
    autoAddMusic: mode === "photo" && options.autoAddMusic,
    yourBrand: disclosed && options.yourBrand,
    brandedContent: disclosed && options.brandedContent,
  };
}

/** TikTok's label for a disclosed post: own brand only → promotional content; any branded content → paid partnership. */
export function disclosureLabel(options: TikTokOptions): "promotional" | "paidPartnership" | null {
  if (!options.discloseCommercial) return null;
  if (options.brandedContent) return "paidPartnership";
  return options.yourBrand ? "promotional" : null;
}

/** The options one creator posts with: on top of `effectiveOptions`, what that creator turned off stays off. */
export function optionsForCreator(options: TikTokOptions, creator: CreatorInfo, mode: PostMode): TikTokOptions {
  const effective = effectiveOptions(options, mode);
  return {
    ...effective,
    allowComment: effective.allowComment && !creator.commentDisabled,
    allowDuet: effective.allowDuet && !creator.duetDisabled,
    allowStitch: effective.allowStitch && !creator.stitchDisabled,
  };
}
