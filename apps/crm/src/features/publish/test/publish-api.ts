import type { SurfaceClient } from "@cdp/api-client";
import { crmApi, crmStorage } from "../../../shared/api/index.ts";
import { mockApi, ok, type MockCall, type MockRoutes } from "../../../test/mock-api.ts";
import { accountPage, group, groupList, secondTiktok, staleAccount, task, tiktokAccount, youtubeAccount } from "./publish-fixtures.ts";

export const STORAGE_HOST = "https://storage.test";
const signature = ok({ host: STORAGE_HOST, accessid: "id", signature: "sig", policy: "p", dir: "u/1/" });
const creatorInfo = (accountId: number) => ({
  accountId,
  platform: "tiktok",
  privacyChoices: ["public", "friends", "private"],
  commentDisabled: false,
  duetDisabled: false,
  stitchDisabled: false,
  maxVideoDurationSeconds: 600,
  supportsPhotos: true,
  error: null,
});

/**
 * The API of a signed-in operator with two usable TikTok accounts, a YouTube channel and one account
 * needing reconnecting; media ids follow the uploads (100, 101, …). `routes` adds or replaces routes.
 */
export function mockPublishApi(sent: MockCall[], { accounts = [tiktokAccount, secondTiktok, youtubeAccount, staleAccount], routes = {} as MockRoutes } = {}) {
  const stored: { id: number; url: string; key: string }[] = [];
  mockApi(crmStorage as SurfaceClient, { [`POST ${STORAGE_HOST}`]: ok() });
  return mockApi(crmApi, {
    "GET /api/v1/accounts": accountPage(accounts),
    "GET /api/v1/account-groups": groupList([group]),
    "GET /qscrm/userCenter/systemOss/systemOssByUrl_v2": signature,
    "POST /api/v1/media/complete": (body) => {
      const key = (body as { key: string }).key;
      stored.unshift({ id: 100 + stored.length, url: `${STORAGE_HOST}/${key}`, key });
      return ok(stored[0]);
    },
    "GET /api/v1/publish/options": ok({ list: [creatorInfo(11), creatorInfo(13)] }),
    "POST /api/v1/publish/tasks/video": (body) => {
      sent.push({ method: "POST", url: "/api/v1/publish/tasks/video", body, headers: {} });
      return ok({ tasks: [task({ id: 9, status: 0 })] });
    },
    "GET /api/v1/publish/tasks": ok({ list: [task({ id: 9 })], total: 1 }),
    ...routes,
  });
}
