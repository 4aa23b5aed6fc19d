import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { crmApi } from "../../../shared/api/index.ts";
import { mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";
import { groupList, tiktokAccount, youtubeAccount } from "../test/account-fixtures.ts";

const healthyYoutube = { ...youtubeAccount, tokenHealth: "healthy" as const, tokenHealthReason: null };

describe("accounts over the plan after a downgrade", () => {
  it("marks the extra accounts read-only and lets the operator choose which to keep", async () => {
    let keptId = tiktokAccount.id;
    const page = () => {
      const list = [tiktokAccount, healthyYoutube].map((account) => ({ ...account, readOnly: account.id !== keptId }));
      return ok({ list, total: 2, limit: { used: 2, max: 1 } });
    };
    const api = mockApi(crmApi, {
      "GET /api/v1/accounts": page,
      "GET /api/v1/account-groups": groupList([]),
      "POST /api/v1/accounts/keep": (body) => {
        keptId = (body as { ids: number[] }).ids[0]!;
        return ok(null, "已保存，其余账号为只读");
      },
    });
    signIn();
    const { user } = renderApp("/CRM/accountManage/index");
    expect(await screen.findByText("已绑定 2 个账号，当前套餐可保留 1 个")).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "已绑定账号" });
    expect(within(within(table).getByRole("row", { name: /Travel Vlog/ })).getByText("只读")).toBeInTheDocument();
    expect(within(within(table).getByRole("row", { name: /小猫日常/ })).queryByText("只读")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "选择保留的账号" }));
    const dialog = within(await screen.findByRole("dialog", { name: "选择保留的账号" }));
    const cat = await dialog.findByRole("checkbox", { name: /小猫日常/ });
    expect(cat).toBeChecked();
    await user.click(dialog.getByRole("checkbox", { name: /Travel Vlog/ }));
    expect(dialog.getByText("已选择 2/1")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "保存" }));
    expect(await dialog.findByText("当前套餐最多保留1个可用账号")).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === "/api/v1/accounts/keep")).toBe(false);

    await user.click(cat);
    await user.click(dialog.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.url === "/api/v1/accounts/keep")?.body).toEqual({ ids: [healthyYoutube.id] });
    await waitFor(() => expect(within(screen.getByRole("row", { name: /小猫日常/ })).getByText("只读")).toBeInTheDocument());
  });

  it("shows no notice while the accounts fit the plan", async () => {
    mockApi(crmApi, { "GET /api/v1/accounts": ok({ list: [tiktokAccount], total: 1, limit: { used: 1, max: 1 } }), "GET /api/v1/account-groups": groupList([]) });
    signIn();
    renderApp("/CRM/accountManage/index");
    await screen.findByRole("heading", { level: 1, name: "账号管理" });
    const table = await screen.findByRole("table", { name: "已绑定账号" });
    expect(await within(table).findByRole("row", { name: /小猫日常/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "选择保留的账号" })).not.toBeInTheDocument();
  });
});
