import type { ApiKey } from "@cdp/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { crmApi } from "../../../shared/api/index.ts";
import { mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";
import { pickMenuItem } from "../../../../../../tools/test/pick-menu-item.ts";

const KEYS = "GET /api/v1/api-keys";
const SECRET = "cdp_Q2hlY2tNZVRoaXNJc0FUZXN0S2V5T25seUZvclRlc3Rz";
const key = (over: Partial<ApiKey> = {}): ApiKey => ({
  id: 1,
  name: "剪辑工作站",
  scope: "publish",
  prefix: "cdp_Q2hlY2tN",
  createdAt: "2026-11-20T08:00:00.000Z",
  lastUsedAt: null,
  ...over,
});
const keyList = (list: ApiKey[], max = 10) => ok({ list, max });

async function openKeys() {
  signIn();
  const rendered = renderApp("/CRM/profile/apiKeys");
  await screen.findByRole("heading", { level: 1, name: "API 密钥" });
  return rendered;
}

describe("API keys page", () => {
  it("is reached from the user menu", async () => {
    mockApi(crmApi, { [KEYS]: keyList([]) });
    signIn();
    const { user } = renderApp("/CRM/accountManage/group");
    await screen.findByRole("heading", { level: 1, name: "账号分组" });
    await user.click(await screen.findByRole("button", { name: /test|用户|未登录|演示/ }));
    await pickMenuItem(user, "API 密钥");
    expect(await screen.findByRole("heading", { level: 1, name: "API 密钥" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/CRM/profile/apiKeys");
  });

  it("lists keys by prefix, scope, creation and last use, never the secret", async () => {
    mockApi(crmApi, { [KEYS]: keyList([key(), key({ id: 2, name: "报表脚本", scope: "read", prefix: "cdp_AbCdEfGh", lastUsedAt: "2026-11-27T10:00:00.000Z" })]) });
    await openKeys();
    const first = within(await screen.findByRole("row", { name: /剪辑工作站/ }));
    expect(first.getByText("读取和发布")).toBeInTheDocument();
    expect(first.getByText("cdp_Q2hlY2tN…")).toBeInTheDocument();
    expect(first.getByText("从未使用")).toBeInTheDocument();
    const second = within(screen.getByRole("row", { name: /报表脚本/ }));
    expect(second.getByText("只读")).toBeInTheDocument();
    expect(second.queryByText("从未使用")).not.toBeInTheDocument();
    expect(screen.getByText("已创建 2 / 10 个")).toBeInTheDocument();
  });

  it("explains an empty list", async () => {
    mockApi(crmApi, { [KEYS]: keyList([]) });
    await openKeys();
    expect(await screen.findByText("还没有 API 密钥")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "新建密钥" })).toBeEnabled();
  });

  it("stops new keys at the limit and says why", async () => {
    mockApi(crmApi, { [KEYS]: keyList([key(), key({ id: 2, name: "第二把" })], 2) });
    await openKeys();
    expect(await screen.findByText("已达上限（2 个），请先撤销不再使用的密钥")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "新建密钥" })).toBeDisabled();
  });

  it("creates a key: the name is required, then the whole key is shown once with a copy button", async () => {
    let list: ApiKey[] = [];
    const api = mockApi(crmApi, {
      [KEYS]: () => keyList(list),
      "POST /api/v1/api-keys": (body) => {
        const made = key({ id: 7, name: (body as { name: string }).name, scope: (body as { scope: ApiKey["scope"] }).scope });
        list = [made];
        return ok({ ...made, key: SECRET });
      },
    });
    const { user } = await openKeys();
    await screen.findByText("还没有 API 密钥");
    await user.click(screen.getByRole("button", { name: "新建密钥" }));
    const dialog = within(await screen.findByRole("dialog", { name: "新建密钥" }));
    await user.click(dialog.getByRole("button", { name: "创建" }));
    expect(await dialog.findByText("请输入密钥名称")).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);

    await user.type(dialog.getByRole("textbox", { name: "密钥名称" }), "CMS 发布");
    await user.click(dialog.getByRole("radio", { name: /读取和发布/ }));
    await user.click(dialog.getByRole("button", { name: "创建" }));
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ name: "CMS 发布", scope: "publish" });

    const shown = within(await screen.findByRole("dialog", { name: "保存你的 API 密钥" }));
    expect(shown.getByText(SECRET)).toBeInTheDocument();
    expect(shown.getByText(/密钥只显示这一次/)).toBeInTheDocument();
    await user.click(shown.getByRole("button", { name: "复制" }));
    expect(await shown.findByRole("button", { name: "已复制" })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await user.click(shown.getByRole("button", { name: "我已保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("row", { name: /CMS 发布/ })).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it("revokes a key after a confirmation", async () => {
    let list: ApiKey[] = [key()];
    const api = mockApi(crmApi, {
      [KEYS]: () => keyList(list),
      "DELETE /api/v1/api-keys/1": () => {
        list = [];
        return ok(null);
      },
    });
    const { user } = await openKeys();
    await user.click(await screen.findByRole("button", { name: "撤销 剪辑工作站" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "撤销密钥" }));
    expect(confirm.getByText(/使用它的脚本会立即无法调用接口/)).toBeInTheDocument();
    await user.click(confirm.getByRole("button", { name: "撤销" }));
    expect(await screen.findByText("还没有 API 密钥")).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === "DELETE" && call.url === "/api/v1/api-keys/1")).toBe(true);
  });
});
