import type { SurfaceClient } from "@cdp/api-client";
import { localTimeZone } from "@cdp/ui/publish-timing";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { crmApi, crmStorage } from "../../../shared/api/index.ts";
import { mockApi, ok, type MockCall } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";
import { nextSlotStart } from "../model/best-time-suggestion.ts";
import { accountPage, groupList, task, tiktokAccount } from "../test/publish-fixtures.ts";

const STORAGE_HOST = "https://storage.test";
const TOO_FEW = "过去 90 天只有 4 条有数据的作品，至少需要 10 条";

function mockApiWith(bestTimes: object, sent: MockCall[]) {
  mockApi(crmStorage as SurfaceClient, { [`POST ${STORAGE_HOST}`]: ok() });
  return mockApi(crmApi, {
    "GET /api/v1/accounts": accountPage([tiktokAccount]),
    "GET /api/v1/account-groups": groupList([]),
    "GET /qscrm/userCenter/systemOss/systemOssByUrl_v2": ok({ host: STORAGE_HOST, accessid: "id", signature: "sig", policy: "p", dir: "u/1/" }),
    "POST /api/v1/media/complete": (body) => ok({ id: 300, url: `${STORAGE_HOST}/x`, key: (body as { key: string }).key }),
    "GET /api/v1/publish/options": ok({
      list: [{ accountId: 11, platform: "tiktok", privacyChoices: ["public", "private"], commentDisabled: false, duetDisabled: false, stitchDisabled: false, maxVideoDurationSeconds: null, supportsPhotos: true, error: null }],
    }),
    "GET /api/v1/analytics/bestTimes": ok({ timeZone: localTimeZone(), windowDays: 90, minimumPosts: 10, list: [bestTimes] }),
    "POST /api/v1/publish/tasks/photo": (body) => {
      sent.push({ method: "POST", url: "/api/v1/publish/tasks/photo", body, headers: {} });
      return ok({ tasks: [task({ id: 21, type: "SEND_CONTENT" })] });
    },
    "GET /api/v1/publish/tasks": ok({ list: [], total: 0 }),
  });
}

describe("按建议时间排期 in the timing step", () => {
  it("schedules the post at the chosen account's next best hour and sends that start", async () => {
    const sent: MockCall[] = [];
    const slot = { weekday: 2, hour: 20, medianViews: 1050, posts: 4 };
    const api = mockApiWith({ accountId: 11, status: "ready", postsCounted: 12, slots: [slot], reason: null }, sent);
    signIn();
    const { user, container } = renderApp("/CRM/dataSend/batch");
    await user.click(await screen.findByRole("checkbox", { name: "小猫日常" }));
    const option = await screen.findByRole("radio", { name: "按建议时间排期" });
    await waitFor(() => expect(option).toBeEnabled());
    expect(api.calls.find((call) => call.url === "/api/v1/analytics/bestTimes")?.params).toEqual({ accountIds: "11", timeZone: localTimeZone() });
    expect(option).toHaveAccessibleDescription(/最近的建议时段：周二 .* 20:00，来自 小猫日常（过去 90 天该时段 4 条作品，播放量中位数 1,050）/);

    await user.click(option);
    const summary = screen.getAllByRole("status").find((status) => status.textContent?.includes("发布时间"));
    expect(summary).toHaveTextContent(/^按建议时间排期1 个账号，发布时间 \d{4}-\d{2}-\d{2} 20:00:00$/);

    const input = container.querySelector<HTMLInputElement>("fieldset input[type=file]");
    if (!input) throw new Error("no file input");
    await user.upload(input, [new File([new Uint8Array(16)], "one.png", { type: "image/png" })]);
    await user.click(screen.getByRole("textbox", { name: /标题/ }));
    await user.paste("周二晚上");
    await user.click(await screen.findByRole("radio", { name: "所有人" }));
    await user.click(screen.getByRole("button", { name: "发布" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const startAt = (sent[0]!.body as { startAt: string }).startAt;
    expect(new Date(startAt)).toEqual(nextSlotStart(new Date(), slot, localTimeZone()));
  });

  it("is disabled with the reason written beside it when the account has too little history", async () => {
    mockApiWith({ accountId: 11, status: "too_few_posts", postsCounted: 4, slots: [], reason: TOO_FEW }, []);
    signIn();
    const { user } = renderApp("/CRM/dataSend/batch");
    await user.click(await screen.findByRole("checkbox", { name: "小猫日常" }));
    const option = await screen.findByRole("radio", { name: "按建议时间排期" });
    await waitFor(() => expect(option).toHaveAccessibleDescription(`暂无建议时间：${TOO_FEW}`));
    expect(option).toBeDisabled();
    expect(screen.getByText(`暂无建议时间：${TOO_FEW}`)).toBeVisible();
  });
});
