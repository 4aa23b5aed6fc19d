import type { SurfaceClient } from "@cdp/api-client";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { crmApi, crmStorage } from "../../../shared/api/index.ts";
import { mockApi, ok, type MockCall } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";
import { accountPage, groupList, task, tiktokAccount, youtubeAccount } from "../test/publish-fixtures.ts";

const STORAGE_HOST = "https://storage.test";

function mockPhotoApi(sent: MockCall[]) {
  const stored: { id: number; url: string; key: string }[] = [];
  mockApi(crmStorage as SurfaceClient, { [`POST ${STORAGE_HOST}`]: ok() });
  mockApi(crmApi, {
    "GET /api/v1/accounts": accountPage([tiktokAccount, youtubeAccount]),
    "GET /api/v1/account-groups": groupList([]),
    "GET /qscrm/userCenter/systemOss/systemOssByUrl_v2": ok({ host: STORAGE_HOST, accessid: "id", signature: "sig", policy: "p", dir: "u/1/" }),
    "POST /api/v1/media/complete": (body) => {
      const key = (body as { key: string }).key;
      stored.unshift({ id: 200 + stored.length, url: `${STORAGE_HOST}/${key}`, key });
      return ok(stored[0]);
    },
    "GET /api/v1/publish/options": ok({
      list: [{ accountId: 11, platform: "tiktok", privacyChoices: ["public", "private"], commentDisabled: false, duetDisabled: false, stitchDisabled: false, maxVideoDurationSeconds: null, supportsPhotos: true, error: null }],
    }),
    "POST /api/v1/publish/tasks/photo": (body) => {
      sent.push({ method: "POST", url: "/api/v1/publish/tasks/photo", body, headers: {} });
      return ok({ tasks: [task({ id: 21, type: "SEND_CONTENT" })] });
    },
    "GET /api/v1/publish/tasks": ok({ list: [], total: 0 }),
  });
}

const image = (name: string) => new File([new Uint8Array(16)], name, { type: "image/png" });

describe("image/text publish page", () => {
  it("greys out YouTube accounts with the reason and posts an image set in the chosen order with its cover", async () => {
    const sent: MockCall[] = [];
    mockPhotoApi(sent);
    signIn();
    const { user, container } = renderApp("/CRM/dataSend/batch");
    await screen.findByRole("heading", { level: 1, name: "图文发布" });
    const blocked = within(await screen.findByRole("list", { name: "不能选择的账号" }));
    expect(blocked.getByText("Travel Vlog")).toBeInTheDocument();
    expect(blocked.getByText("YouTube 不支持图文发布")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Travel Vlog" })).toBeNull();

    await user.click(await screen.findByRole("checkbox", { name: "小猫日常" }));
    const input = container.querySelector<HTMLInputElement>("fieldset input[type=file]");
    if (!input) throw new Error("no file input");
    await user.upload(input, [image("one.png"), image("two.png")]);
    await user.click(await screen.findByRole("button", { name: "后移 one.png" }));
    // The cover follows its image.
    expect(within(screen.getByRole("listitem", { name: "第 2 张：one.png" })).getByText("封面")).toBeInTheDocument();
    await user.click(screen.getByRole("textbox", { name: /标题/ }));
    await user.paste("周末穿搭");
    await user.click(await screen.findByRole("radio", { name: "所有人" }));
    await user.click(screen.getByRole("button", { name: "发布" }));

    await waitFor(() => expect(window.location.pathname).toBe("/CRM/dataSend/record"));
    expect(sent[0]?.body).toMatchObject({ sendType: "accounts", accountIds: [11], title: "周末穿搭", imageMediaIds: [201, 200], coverIndex: 1, options: { privacy: "public" } });
  });
});
