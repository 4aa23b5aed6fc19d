import type { Readable } from "node:stream";
import type { Platform } from "@cdp/contracts";
import type { PlatformError } from "./platform-error.ts";

/**
 * One interface in front of every platform (TikTok, YouTube). Each platform has its own folder
 * that implements it; `platforms.ts` builds a `Record<Platform, PlatformAdapter>`.
 * Adapters are stateless about accounts: tokens come in, fresh tokens go out, the accounts
 * domain stores them (encrypted). Every failure is a `PlatformError`.
 */
export type PlatformAdapter = {
  readonly platform: Platform;
  /** `sandbox` when no app credentials are configured: same code, the built-in sandbox's base URLs. */
  readonly mode: "sandbox" | "live";

  // --- Linking --------------------------------------------------------------------------------
  /** The consent page to send the browser to; may be relative to the app's origin in sandbox mode. */
  buildAuthorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Exchanges the callback's code. `grantedScopes` is the callback's `scope(s)` value when given. */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<TokenSet>;
  /** Starts a QR (TikTok) or device-code (YouTube) authorisation. */
  startDeviceLink(input: { state: string }): Promise<DeviceLinkStart>;
  /** One status check of a QR / device authorisation; call no faster than its interval. */
  pollDeviceLink(link: DeviceLinkHandle): Promise<DeviceLinkPoll>;
  /**
   * New tokens from the refresh token. The result always carries a refresh token: the new one when
   * the platform rotated it, else the one passed in (a refresh never drops a stored refresh token).
   */
  refreshTokens(tokens: TokenSet): Promise<TokenSet>;
  /** Revokes the grant at the platform (best effort is the caller's choice). */
  revoke(tokens: TokenSet): Promise<void>;

  // --- Account data ------------------------------------------------------------------------------
  /** Who the token belongs to, with current totals. */
  fetchProfile(accessToken: string): Promise<AccountProfile>;
  /** Per-day metrics between two dates (inclusive, `YYYY-MM-DD`), where the platform has them. */
  fetchDailyMetrics(input: { accessToken: string; from: string; to: string }): Promise<DailyMetric[]>;
  /** Current figures of the account's own posts by their real video ids; ids the platform no longer shows are left out. */
  fetchPostFigures(input: { accessToken: string; videoIds: string[] }): Promise<PostFigures[]>;

  // --- Publishing (used by the publishing pipeline) -------------------------------------------------
  /** Uploads a video and starts its publication; resumes from `resume` when it holds saved progress. */
  publishVideo(input: VideoPublishInput): Promise<PublishStarted>;
  /** Starts a photo (image/text) post from public image URLs; platforms without photo posts throw `permanent`. */
  publishPhotos(input: PhotoPublishInput): Promise<PublishStarted>;
  /** What this creator may post right now (TikTok creator_info); asked before composing and before storing a task. */
  fetchCreatorOptions(accessToken: string): Promise<CreatorOptions>;
  /** Where a started publication stands. */
  fetchPublishStatus(input: { accessToken: string; publishId: string }): Promise<PublishStatusResult>;
  /**
   * Looks on the platform for a post this product may have made without hearing the answer (the
   * connection dropped after the platform acted): the account's own posts since `since`, matched by
   * their text. `unreadable` when the platform cannot show such a post (TikTok lists public posts
   * only; a token without the listing scope).
   */
  findPost(input: FindPostInput): Promise<FoundPost>;
};

export type FindPostInput = {
  accessToken: string;
  kind: "video" | "photo";
  title: string;
  description: string;
  tags: string[];
  privacy: PrivacyChoice;
  /** When the creating call was about to go out (the item's begun mark). */
  since: Date;
};

export type FoundPost = { state: "found"; postId: string; postUrl: string | null } | { state: "absent" } | { state: "unreadable" };

/** The choices a creator allows (TikTok `creator_info`; YouTube allows every choice and no photo posts). */
export type CreatorOptions = {
  privacyChoices: PrivacyChoice[];
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  maxVideoDurationSeconds: number | null;
  supportsPhotos: boolean;
};

export type TokenSet = {
  accessToken: string;
  /** Null only when the platform issued none (Google without offline access). */
  refreshToken: string | null;
  accessTokenExpiresAt: Date;
  /** Null when the platform does not say (Google). */
  refreshTokenExpiresAt: Date | null;
  /** What the user actually granted (may be less than requested). */
  scopes: string[];
  /** The platform's account id when the token response names it (TikTok `open_id`). */
  externalId: string | null;
};

export type DeviceLinkStart = {
  /** Opaque data the adapter needs to poll (TikTok QR token + client ticket, Google device_code); stored encrypted. */
  handle: DeviceLinkHandle;
  /** The text to draw as a QR code. */
  qrContent: string;
  /** YouTube's user code, shown unchanged; null for TikTok. */
  userCode: string | null;
  /** A page a person can open to finish (Google's verification_url; the sandbox's scan page); null when none. */
  verificationUrl: string | null;
  expiresAt: Date;
  intervalSeconds: number;
};

export type DeviceLinkHandle = Record<string, string>;

export type DeviceLinkPoll =
  | { status: "pending" }
  | { status: "scanned" }
  /** Polled too fast: wait `intervalSeconds` from now on. */
  | { status: "slow_down"; intervalSeconds: number }
  | { status: "expired" }
  | { status: "denied" }
  | { status: "authorized"; tokens: TokenSet };

export type AccountProfile = {
  externalId: string;
  name: string;
  /** The handle without its "@" (the screens add it). */
  username: string | null;
  avatarUrl: string | null;
  stats: { fans: number; likes: number; views: number; videos: number };
};

/** One post's totals as the platform reports them now; `shares` is null where the platform has no share count (YouTube). */
export type PostFigures = { videoId: string; views: number; likes: number; comments: number; shares: number | null };

export type DailyMetric = { date: string; views: number; likes: number; fansGained: number; fansLost: number };

/** A stored file as the connector reads it: ranges stream from the storage driver. */
export type MediaSource = {
  fileName: string;
  contentType: string;
  size: number;
  open(range?: { start: number; end: number }): Promise<Readable>;
};

/** Where an upload's resume state lives (the publish item's row); adapters save before and during uploads. */
export type ResumeStore = {
  load(): Promise<Record<string, unknown> | null>;
  save(state: Record<string, unknown>): Promise<void>;
};

export type PrivacyChoice = "public" | "friends" | "private";

export type VideoPostOptions = {
  title: string;
  description: string;
  privacy: PrivacyChoice;
  allowComment: boolean;
  allowDuet: boolean;
  allowStitch: boolean;
  /** Paid partnership ("Branded content"); never with `private`. */
  brandedContent: boolean;
  /** Promotes the creator's own business ("Your brand"). */
  ownBrand: boolean;
  aiGenerated: boolean;
  /** TikTok: the frame used as cover. */
  coverTimestampMs: number | null;
  /** YouTube: a custom thumbnail (JPEG/PNG, ≤ 2 MB); a failure to set it does not fail the publish. */
  coverImage: MediaSource | null;
  tags: string[];
  /** Video duration when known, checked against the creator's limit before uploading. */
  durationSeconds: number | null;
};

export type VideoPublishInput = {
  accessToken: string;
  /** The account's platform id (quota and caps are counted per account and per project). */
  externalId: string;
  media: MediaSource;
  options: VideoPostOptions;
  resume: ResumeStore;
  onProgress?: (uploadedBytes: number, totalBytes: number) => void;
  signal?: AbortSignal;
};

export type PhotoPostOptions = Omit<VideoPostOptions, "allowDuet" | "allowStitch" | "coverTimestampMs" | "coverImage" | "durationSeconds"> & {
  autoAddMusic: boolean;
  /** 0-based index of the cover among `imageUrls`. */
  coverIndex: number;
};

export type PhotoPublishInput = {
  accessToken: string;
  externalId: string;
  /** Public URLs the platform fetches (1–35 for TikTok). */
  imageUrls: string[];
  options: PhotoPostOptions;
  /**
   * Called immediately before the one HTTP call that creates the post, after every local check:
   * the caller marks the publication begun, so an answer lost after it is looked for, never re-sent.
   */
  beforeCreate?: () => Promise<void>;
};

export type PublishStarted =
  | {
      publishId: string;
      /** Set when the platform finished at once (YouTube returns the video on the last chunk). */
      result?: PublishStatusResult;
    }
  /** The call that creates the post may have gone through but its answer is lost (and cannot be asked again): look for the post. */
  | { publishId: null; result: { state: "unknown"; since: Date } };

export type PublishStatusResult =
  | { state: "processing"; uploadedBytes?: number }
  | { state: "published"; postId: string | null; postUrl: string | null }
  /** Upload mode: the draft waits in the creator's inbox. */
  | { state: "sent_to_inbox" }
  | { state: "failed"; error: PlatformError };
