export const YOUTUBE_SCOPES = {
  youtube: "https://www.googleapis.com/auth/youtube",
  upload: "https://www.googleapis.com/auth/youtube.upload",
  readonly: "https://www.googleapis.com/auth/youtube.readonly",
  forceSsl: "https://www.googleapis.com/auth/youtube.force-ssl",
  analytics: "https://www.googleapis.com/auth/yt-analytics.readonly",
} as const;

/** The web flow asks for exactly what it uses. */
export const WEB_FLOW_SCOPES = [YOUTUBE_SCOPES.upload, YOUTUBE_SCOPES.readonly, YOUTUBE_SCOPES.analytics];
/** The device flow refuses youtube.upload and yt-analytics.readonly (B.2): `youtube` covers both. */
export const DEVICE_FLOW_SCOPES = [YOUTUBE_SCOPES.youtube, YOUTUBE_SCOPES.readonly];

const CAN_UPLOAD = [YOUTUBE_SCOPES.youtube, YOUTUBE_SCOPES.upload, YOUTUBE_SCOPES.forceSsl];
const CAN_READ = [YOUTUBE_SCOPES.youtube, YOUTUBE_SCOPES.readonly, YOUTUBE_SCOPES.forceSsl];

export const canUpload = (scopes: string[]) => scopes.some((scope) => CAN_UPLOAD.includes(scope as (typeof CAN_UPLOAD)[number]));
export const canRead = (scopes: string[]) => scopes.some((scope) => CAN_READ.includes(scope as (typeof CAN_READ)[number]));

/** Device-flow grants hold `youtube` without `youtube.upload`; their refresh tokens belong to the device client. */
export const looksLikeDeviceGrant = (scopes: string[]) => scopes.includes(YOUTUBE_SCOPES.youtube) && !scopes.includes(YOUTUBE_SCOPES.upload);
