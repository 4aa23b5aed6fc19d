import type { ApiKey, OperatorRow } from "@cdp/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminApi } from "../../../shared/api/index.ts";
import { mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";

const operator: OperatorRow = {
  id: 5,
  email: "wang@example.com",
  mobile: null,
  nickname: "小王",
  company: null,
  groups: [],
  plan: "free",
  planEndsAt: null,
  planSource: "default",
  linkedAccounts: 0,
  lastLoginAt: null,
  status: "active",
  createdAt: "2026-11-01T08:00:00.000Z",
  inactivity: null,
};
const key = (over: Partial<ApiKey> = {}): ApiKey => ({ id: 11, name: "剪辑工作站", scope: "publish", prefix: "cdp_Q2hlY2tN", createdAt: "2026-11-20T08:00:00.000Z", lastUsedAt: null, ...over });

describe("用户管理: an operator's API keys", () => {
  it("lists the operator's keys in their details and revokes one after a confirmation", async () => {
    let keys: ApiKey[] = [key(), key({ id: 12, name: "报表脚本", scope: "read", prefix: "cdp_AbCdEfGh", lastUsedAt: "2026-11-27T10:00:00.000Z" })];
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/userInfo/page": ok({ list: [operator], total: 1 }),
      "POST /admin/api/v1/userInfo/task/completions": ok([]),
      "GET /admin/api/v1/userInfo/5/apiKeys": () => ok({ list: keys, max: 10 }),
      "DELETE /admin/api/v1/userInfo/5/apiKeys/11": () => {
        keys = keys.filter((one) => one.id !== 11);
        return ok(null);
      },
    });
    signIn();
    const { user } = renderApp("/admin/users");
    await user.click(await screen.findByRole("button", { name: "详情 wang@example.com" }));
    const drawer = within(await screen.findByRole("dialog", { name: "用户详情：wang@example.com" }));
    const list = within(await drawer.findByRole("list", { name: "API 密钥" }));
    const first = within((await list.findByText("剪辑工作站")).closest("li") as HTMLElement);
    expect(first.getByText("读取和发布")).toBeInTheDocument();
    expect(first.getByText("cdp_Q2hlY2tN…")).toBeInTheDocument();
    expect(first.getByText(/从未使用/)).toBeInTheDocument();
    expect(list.getByText("只读")).toBeInTheDocument();

    await user.click(drawer.getByRole("button", { name: "撤销 剪辑工作站" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "撤销密钥" }));
    await user.click(confirm.getByRole("button", { name: "撤销" }));
    await waitFor(() => expect(list.queryByText("剪辑工作站")).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === "DELETE" && call.url === "/admin/api/v1/userInfo/5/apiKeys/11")).toBe(true);
    expect(list.getByText("报表脚本")).toBeInTheDocument();
  });
});
