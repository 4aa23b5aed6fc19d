import type { YoutubeDemoAccount } from "./settings.ts";

/** One consent of one Google account to one client; revoking it kills its tokens. */
export type Grant = {
  id: string;
  accountId: string;
  clientId: string;
  scopes: string[];
  refreshToken: string | null;
  refreshTokenExpiresAt: number | null;
  revoked: boolean;
};

export type AccessToken = { grantId: string; scopes: string[]; expiresAt: number };

export type AuthCode = {
  accountId: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  issueRefreshToken: boolean;
  codeChallenge: string | null;
  codeChallengeMethod: "S256" | "plain";
  expiresAt: number;
  used: boolean;
};

export type DeviceCode = {
  userCode: string;
  clientId: string;
  scopes: string[];
  expiresAt: number;
  intervalSeconds: number;
  lastPollAt: number | null;
  status: "pending" | "approved" | "denied" | "used";
  accountId: string | null;
};

export type VideoPrivacy = "public" | "unlisted" | "private";

export type StoredVideo = {
  id: string;
  accountId: string;
  channelId: string;
  title: string;
  description: string;
  tags: string[];
  categoryId: string;
  privacy: VideoPrivacy;
  publishAt: string | null;
  selfDeclaredMadeForKids: boolean | null;
  containsSyntheticMedia: boolean | null;
  bytes: number;
  publishedAt: string;
  hasCustomThumbnail: boolean;
};

export type VideoDraft = Omit<StoredVideo, "id" | "accountId" | "channelId" | "bytes" | "publishedAt" | "hasCustomThumbnail">;

export type UploadSession = {
  id: string;
  accountId: string;
  channelId: string;
  total: number;
  contentType: string;
  parts: string[];
  draft: VideoDraft;
  received: number;
  createdAt: number;
  videoId: string | null;
};

export type YoutubeState = {
  accounts: YoutubeDemoAccount[];
  grants: Record<string, Grant>;
  accessTokens: Record<string, AccessToken>;
  codes: Record<string, AuthCode>;
  deviceCodes: Record<string, DeviceCode>;
  /** `${accountId} ${clientId}` pairs that already consented once (later consents get no refresh token). */
  consented: string[];
  videos: Record<string, StoredVideo>;
  sessions: Record<string, UploadSession>;
  /** Project quota for the current Pacific day. */
  quota: { day: string; units: number; inserts: number };
  /** `${channelId} ${day}` → finished uploads. */
  channelUploads: Record<string, number>;
  /** channelId → thumbnail upload times (ms), for the burst limit. */
  thumbnailTimes: Record<string, number[]>;
  counter: number;
};

export function emptyState(accounts: YoutubeDemoAccount[]): YoutubeState {
  return {
    accounts: structuredClone(accounts),
    grants: {},
    accessTokens: {},
    codes: {},
    deviceCodes: {},
    consented: [],
    videos: {},
    sessions: {},
    quota: { day: "", units: 0, inserts: 0 },
    channelUploads: {},
    thumbnailTimes: {},
    counter: 0,
  };
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Opaque ids and tokens: random characters plus a counter, so they never repeat within a state. */
export function makeId(state: YoutubeState, random: () => number, prefix: string, length = 16): string {
  state.counter += 1;
  let body = "";
  for (let index = 0; index < length; index += 1) body += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return `${prefix}${body}${state.counter.toString(36)}`;
}
