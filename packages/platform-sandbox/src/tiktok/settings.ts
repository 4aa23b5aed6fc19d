/** The sandbox app's credentials (the server uses them when no real TikTok app is configured). */
export const TIKTOK_SANDBOX_CLIENT = { clientKey: "sbx_tiktok_client_key", clientSecret: "sbx_tiktok_client_secret" } as const;

export type TiktokPrivacyLevel = "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";

/** A demo TikTok account people can authorise as; what `creator_info` reports comes from here. */
export type TiktokDemoCreator = {
  openId: string;
  unionId: string;
  username: string;
  displayName: string;
  /** A private account offers FOLLOWER_OF_CREATOR instead of PUBLIC_TO_EVERYONE. */
  isPrivate: boolean;
  privacyLevelOptions: TiktokPrivacyLevel[];
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  maxVideoPostDurationSec: number;
  bannedFromPosting: boolean;
  /** Makes the statistics differ per creator (they grow daily from this seed). */
  statsSeed: number;
  /** Older public videos the account already has (listed by video/list beside API posts). */
  existingVideoCount: number;
  /** The next accepted post ends FAILED with this fail_reason (tests; the sandbox does not decode media). */
  nextPostFailReason: string | null;
};

/** Endpoints limited per access token per minute (A.0.2). */
export type TiktokRateLimitedEndpoint =
  | "creator_info"
  | "video_init"
  | "inbox_video_init"
  | "content_init"
  | "status_fetch"
  | "user_info"
  | "video_list"
  | "video_query";

export type TiktokSandboxSettings = {
  clientKey: string;
  clientSecret: string;
  /** Registered redirect URIs; null accepts any http(s) URL (authorize and token must still match). */
  redirectUris: string[] | null;
  /** false: an unaudited app (private accounts only, SELF_ONLY only, 5 posting users per 24 h). */
  audited: boolean;
  /** What the API does with branded content + SELF_ONLY (real behaviour unconfirmed). */
  brandedSelfOnly: "reject" | "accept";
  /** Whether a refresh token stays valid after it was rotated. */
  keepOldRefreshToken: boolean;
  rateLimits: Record<TiktokRateLimitedEndpoint, number>;
  postsPerCreatorPerDay: number;
  pendingSharesPerDay: number;
  activeUserCapPerDay: number | null;
  processingDelayMs: number;
  moderationDelayMs: number;
  qrTtlMs: number;
  codeTtlMs: number;
  uploadUrlTtlMs: number;
  /** URL prefixes verified for PULL_FROM_URL; null accepts any http(s) URL. */
  verifiedUrlPrefixes: string[] | null;
  creators: TiktokDemoCreator[];
};

export const PUBLIC_OPTIONS: TiktokPrivacyLevel[] = ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"];
export const PRIVATE_OPTIONS: TiktokPrivacyLevel[] = ["FOLLOWER_OF_CREATOR", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"];

export const DEFAULT_TIKTOK_CREATORS: TiktokDemoCreator[] = [
  {
    openId: "sbx-open-creator-1",
    unionId: "sbx-union-creator-1",
    username: "demo.creator.one",
    displayName: "Demo Creator 1 / 演示创作者一",
    isPrivate: false,
    privacyLevelOptions: PUBLIC_OPTIONS,
    commentDisabled: false,
    duetDisabled: false,
    stitchDisabled: false,
    maxVideoPostDurationSec: 600,
    bannedFromPosting: false,
    statsSeed: 11,
    existingVideoCount: 24,
    nextPostFailReason: null,
  },
  {
    openId: "sbx-open-creator-2",
    unionId: "sbx-union-creator-2",
    username: "demo.creator.two",
    displayName: "Demo Creator 2 / 演示创作者二",
    isPrivate: true,
    privacyLevelOptions: PRIVATE_OPTIONS,
    commentDisabled: false,
    duetDisabled: true,
    stitchDisabled: true,
    maxVideoPostDurationSec: 300,
    bannedFromPosting: false,
    statsSeed: 5,
    existingVideoCount: 6,
    nextPostFailReason: null,
  },
  {
    openId: "sbx-open-creator-3",
    unionId: "sbx-union-creator-3",
    username: "demo.creator.three",
    displayName: "Demo Creator 3 / 演示创作者三",
    isPrivate: false,
    privacyLevelOptions: PUBLIC_OPTIONS,
    commentDisabled: true,
    duetDisabled: false,
    stitchDisabled: false,
    maxVideoPostDurationSec: 60,
    bannedFromPosting: false,
    statsSeed: 3,
    existingVideoCount: 2,
    nextPostFailReason: null,
  },
];

export const DEFAULT_TIKTOK_SETTINGS: TiktokSandboxSettings = {
  clientKey: TIKTOK_SANDBOX_CLIENT.clientKey,
  clientSecret: TIKTOK_SANDBOX_CLIENT.clientSecret,
  redirectUris: null,
  audited: true,
  brandedSelfOnly: "reject",
  keepOldRefreshToken: false,
  rateLimits: {
    creator_info: 20,
    video_init: 6,
    inbox_video_init: 6,
    content_init: 6,
    status_fetch: 30,
    user_info: 600,
    video_list: 600,
    video_query: 600,
  },
  postsPerCreatorPerDay: 15,
  pendingSharesPerDay: 5,
  activeUserCapPerDay: null,
  processingDelayMs: 3000,
  moderationDelayMs: 5000,
  qrTtlMs: 300_000,
  codeTtlMs: 600_000,
  uploadUrlTtlMs: 3_600_000,
  verifiedUrlPrefixes: null,
  creators: DEFAULT_TIKTOK_CREATORS,
};

export function resolveTiktokSettings(partial: Partial<TiktokSandboxSettings>): TiktokSandboxSettings {
  return {
    ...DEFAULT_TIKTOK_SETTINGS,
    ...partial,
    rateLimits: { ...DEFAULT_TIKTOK_SETTINGS.rateLimits, ...partial.rateLimits },
    creators: (partial.creators ?? DEFAULT_TIKTOK_CREATORS).map((creator) => ({ ...creator })),
  };
}
