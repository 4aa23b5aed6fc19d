import type { AccountGroup, LinkSession, PlatformAccount } from "@cdp/contracts";
import { ok } from "../../../test/mock-api.ts";

export const tiktokAccount: PlatformAccount = {
  id: 11,
  platform: "tiktok",
  externalId: "open-11",
  name: "小猫日常",
  username: "catdaily",
  remark: "主号",
  avatarUrl: null,
  stats: { fans: 12_345, likes: 987, views: 2_500_000, videos: 40 },
  statsUpdatedAt: "2026-11-20T08:00:00.000Z",
  tokenHealth: "healthy",
  tokenHealthReason: null,
  groupIds: [3],
  linkedAt: "2026-11-01T08:00:00.000Z",
  readOnly: false,
};

export const youtubeAccount: PlatformAccount = {
  ...tiktokAccount,
  id: 12,
  platform: "youtube",
  externalId: "UC12",
  name: "Travel Vlog",
  username: null,
  remark: "",
  stats: { fans: 50, likes: 10, views: 300, videos: 2 },
  tokenHealth: "reconnect_needed",
  tokenHealthReason: "账号授权已失效，请重新授权",
  groupIds: [],
};

export const group: AccountGroup = {
  id: 3,
  name: "美妆组",
  remark: "主推账号",
  color: 2,
  accountCount: 1,
  publishedCount: 8,
  createdAt: "2026-11-01T08:00:00.000Z",
};

export const accountPage = (list: PlatformAccount[], max: number | null = 5) => ok({ list, total: list.length, limit: { used: list.length, max } });
export const groupList = (list: AccountGroup[]) => ok({ list });

export function linkSession(overrides: Partial<LinkSession> = {}): LinkSession {
  return {
    linkId: "lnk_1",
    platform: "tiktok",
    method: "qr",
    status: "pending",
    authUrl: null,
    qrContent: "https://sandbox.example/tiktok/scan/lnk_1",
    userCode: null,
    verificationUrl: null,
    expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    pollIntervalSeconds: 1,
    account: null,
    message: null,
    ...overrides,
  };
}
