/** The sandbox's OAuth clients: a "Web application" client and a "TVs and Limited Input devices" client. */
export const YOUTUBE_SANDBOX_CLIENTS = {
  web: { clientId: "sandbox-web.apps.googleusercontent.com", clientSecret: "sandbox-web-secret" },
  device: { clientId: "sandbox-device.apps.googleusercontent.com", clientSecret: "sandbox-device-secret" },
} as const;

export type YoutubeClient = { clientId: string; clientSecret: string };

export const SCOPES = {
  youtube: "https://www.googleapis.com/auth/youtube",
  upload: "https://www.googleapis.com/auth/youtube.upload",
  readonly: "https://www.googleapis.com/auth/youtube.readonly",
  forceSsl: "https://www.googleapis.com/auth/youtube.force-ssl",
  analytics: "https://www.googleapis.com/auth/yt-analytics.readonly",
} as const;

export type YoutubeDemoChannel = {
  id: string;
  title: string;
  handle: string;
  avatarUrl: string;
  /** Totals before any sandbox upload; counts served as strings. */
  subscriberCount: number;
  viewCount: number;
  /** Public videos published before the sandbox started. */
  publicVideoCount: number;
  hiddenSubscriberCount: boolean;
  /** False: thumbnails.set answers 403 forbidden (channel not verified for custom thumbnails). */
  customThumbnails: boolean;
};

export type YoutubeDemoAccount = {
  id: string;
  email: string;
  name: string;
  /** Null: the Google account has no YouTube channel. */
  channel: YoutubeDemoChannel | null;
};

export type YoutubeSandboxSettings = {
  clients: { web: YoutubeClient; device: YoutubeClient };
  /** Registered redirect URIs; null accepts any http(s) URI, but the token call must repeat it exactly. */
  redirectUris: string[] | null;
  /** `legacy`: an insert costs 1600 of `dailyQuotaUnits`; `bucketed`: inserts have their own bucket of `dailyUploads`. */
  quotaModel: "legacy" | "bucketed";
  dailyQuotaUnits: number;
  dailyUploads: number;
  /** Per channel per Pacific day (400 uploadLimitExceeded past it). */
  channelDailyUploadCap: number;
  /** Unverified API project: every upload is stored as private. */
  unverifiedProject: boolean;
  /** Testing-mode consent screen: refresh tokens die after 7 days. */
  testingMode: boolean;
  sessionTtlMs: number;
  authCodeTtlMs: number;
  deviceCodeTtlSeconds: number;
  deviceIntervalSeconds: number;
  /** Most recent days left out of `dimensions=day` analytics. */
  analyticsLagDays: number;
  thumbnailMaxBytes: number;
  /** Thumbnail uploads allowed per channel per minute before 429 uploadRateLimitExceeded. */
  thumbnailBurst: number;
  /** How channels.list answers an account without a channel: `items` left out, or `items: []`. */
  noChannelItems: "missing" | "empty";
  accounts: YoutubeDemoAccount[];
};

/** An initial on a coloured square, inline: the sandbox works offline, so avatars point nowhere outside. */
export function avatar(name: string): string {
  const hue = [...name].reduce((sum, character) => sum + character.charCodeAt(0), 0) % 360;
  // A test channel's name is typed by a person: its initial is escaped for the SVG.
  const initial = (Array.from(name)[0] ?? "").replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="88" height="88"><rect width="88" height="88" fill="hsl(${hue},65%,42%)"/><text x="44" y="57" font-size="38" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

export const DEFAULT_YOUTUBE_ACCOUNTS: YoutubeDemoAccount[] = [
  {
    id: "google-demo-1",
    email: "demo1@example.com",
    name: "Demo User 1 / 演示用户一",
    channel: {
      id: "UCsandboxDemoChannel0001",
      title: "Demo Channel 1 / 演示频道一",
      handle: "@demochannel1",
      avatarUrl: avatar("Demo Channel 1"),
      subscriberCount: 12_345,
      viewCount: 987_654,
      publicVideoCount: 42,
      hiddenSubscriberCount: false,
      customThumbnails: true,
    },
  },
  {
    id: "google-demo-2",
    email: "demo2@example.com",
    name: "Demo User 2 / 演示用户二",
    channel: {
      id: "UCsandboxDemoChannel0002",
      title: "Demo Channel 2 / 演示频道二",
      handle: "@demochannel2",
      avatarUrl: avatar("Demo Channel 2"),
      subscriberCount: 1_987,
      viewCount: 45_678,
      publicVideoCount: 7,
      hiddenSubscriberCount: true,
      customThumbnails: false,
    },
  },
  { id: "google-demo-3", email: "demo3@example.com", name: "Demo User 3 (no channel) / 演示用户三（无频道）", channel: null },
];

export function resolveSettings(partial: Partial<YoutubeSandboxSettings>): YoutubeSandboxSettings {
  return {
    clients: YOUTUBE_SANDBOX_CLIENTS,
    redirectUris: null,
    quotaModel: "bucketed",
    dailyQuotaUnits: 10_000,
    dailyUploads: 100,
    channelDailyUploadCap: 400,
    unverifiedProject: false,
    testingMode: false,
    sessionTtlMs: 24 * 60 * 60 * 1000,
    authCodeTtlMs: 10 * 60 * 1000,
    deviceCodeTtlSeconds: 1800,
    deviceIntervalSeconds: 5,
    analyticsLagDays: 2,
    thumbnailMaxBytes: 2 * 1024 * 1024,
    thumbnailBurst: 10,
    noChannelItems: "missing",
    accounts: DEFAULT_YOUTUBE_ACCOUNTS,
    ...partial,
  };
}
