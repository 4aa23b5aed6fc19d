import type { TiktokDemoCreator, TiktokPrivacyLevel } from "./settings.ts";

export type TiktokToken = { openId: string; scopes: string[]; expiresAt: number; grantId: string };

export type TiktokAuthCode = {
  openId: string;
  scopes: string[];
  /** null for codes handed out by the QR flow (the token call's redirect_uri is not checked then). */
  redirectUri: string | null;
  expiresAt: number;
  codeChallenge: string | null;
  used: boolean;
};

export type TiktokQrSession = {
  scopes: string[];
  state: string;
  status: "new" | "scanned" | "confirmed" | "denied" | "utilised";
  createdAt: number;
  openId: string | null;
  clientTicket: string;
  code: string | null;
};

export type TiktokUpload = {
  uploadId: string;
  uploadToken: string;
  videoSize: number;
  chunkSize: number;
  totalChunkCount: number;
  chunksReceived: number;
  receivedBytes: number;
  expiresAt: number;
  /** SHA-256 of every byte received, in order (set once the last chunk is in). */
  sha256: string | null;
};

/** Every publication the sandbox accepted (tests count them for exactly-once checks). */
export type TiktokPost = {
  publishId: string;
  openId: string;
  mode: "direct" | "inbox";
  mediaType: "video" | "photo";
  source: "FILE_UPLOAD" | "PULL_FROM_URL";
  createdAt: number;
  /** When the media was all there (upload finished, or the pull started); null while uploading. */
  mediaReadyAt: number | null;
  privacyLevel: TiktokPrivacyLevel | null;
  title: string;
  description: string;
  disableComment: boolean;
  disableDuet: boolean;
  disableStitch: boolean;
  brandContent: boolean;
  brandOrganic: boolean;
  isAigc: boolean;
  videoUrl: string | null;
  photoUrls: string[];
  photoCoverIndex: number | null;
  upload: TiktokUpload | null;
  failReason: string | null;
  /** The 19-digit id it gets once public and moderated (a string here; emitted as a bare JSON number). */
  postId: string;
};

export type TiktokState = {
  creators: TiktokDemoCreator[];
  accessTokens: Record<string, TiktokToken>;
  refreshTokens: Record<string, TiktokToken>;
  codes: Record<string, TiktokAuthCode>;
  qrSessions: Record<string, TiktokQrSession>;
  posts: Record<string, TiktokPost>;
};

export function emptyTiktokState(creators: TiktokDemoCreator[]): TiktokState {
  return { creators, accessTokens: {}, refreshTokens: {}, codes: {}, qrSessions: {}, posts: {} };
}

export function isTiktokState(value: unknown): value is TiktokState {
  if (!value || typeof value !== "object") return false;
  const keys = ["creators", "accessTokens", "refreshTokens", "codes", "qrSessions", "posts"];
  return keys.every((key) => key in value);
}
