import type { AccountGroup, PlatformAccount, PublishItem, PublishTask, PublishTaskDetail } from "@cdp/contracts";
import { publishItemFixture, publishTaskFixture } from "@cdp/contracts/testing";
import { ok } from "../../../test/mock-api.ts";
import type { PublishProgress } from "../api/publish-progress.ts";

export const tiktokAccount: PlatformAccount = {
  id: 11,
  platform: "tiktok",
  externalId: "open-11",
  name: "小猫日常",
  username: "catdaily",
  remark: "",
  avatarUrl: null,
  stats: { fans: 100, likes: 10, views: 1000, videos: 4 },
  statsUpdatedAt: "2026-11-20T08:00:00.000Z",
  tokenHealth: "healthy",
  tokenHealthReason: null,
  groupIds: [3],
  linkedAt: "2026-11-01T08:00:00.000Z",
  readOnly: false,
};
export const secondTiktok: PlatformAccount = { ...tiktokAccount, id: 13, externalId: "open-13", name: "狗狗日记", username: "dogdiary", groupIds: [] };
export const youtubeAccount: PlatformAccount = { ...tiktokAccount, id: 12, platform: "youtube", externalId: "UC12", name: "Travel Vlog", username: null, groupIds: [] };
export const staleAccount: PlatformAccount = {
  ...tiktokAccount,
  id: 14,
  externalId: "open-14",
  name: "旧账号",
  username: "old",
  tokenHealth: "reconnect_needed",
  tokenHealthReason: "账号授权已失效，请重新授权",
  groupIds: [],
};

export const group: AccountGroup = { id: 3, name: "美妆组", remark: "", color: 2, accountCount: 1, publishedCount: 0, createdAt: "2026-11-01T08:00:00.000Z" };

export { publishTaskFixture as task, publishItemFixture as item };

export const detail = (base: PublishTask, items: PublishItem[]): PublishTaskDetail => ({ ...base, items });

export function progressOf(base: PublishTask, items: PublishItem[]): PublishProgress {
  return {
    taskId: base.id,
    status: base.status,
    counts: base.counts,
    items: items.map(({ id, status, phase, phaseLabel, uploadedBytes, totalBytes, postUrl, linkPending, error }) => ({
      id,
      status,
      phase,
      phaseLabel,
      uploadedBytes,
      totalBytes,
      postUrl,
      linkPending,
      error,
    })),
  };
}

export const taskPage = (list: PublishTask[], total = list.length) => ok({ list, total });
export const accountPage = (list: PlatformAccount[]) => ok({ list, total: list.length, limit: { used: list.length, max: 10 } });
export const groupList = (list: AccountGroup[]) => ok({ list });
