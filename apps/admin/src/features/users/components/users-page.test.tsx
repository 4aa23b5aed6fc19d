import type { OperatorRow } from "@cdp/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";

const operator: OperatorRow = {
  id: 5,
  email: "wang@example.com",
  mobile: "13800001111",
  nickname: "小王",
  company: { id: 1, companyKey: "XH", companyName: "星河传媒" },
  groups: [{ id: 2, name: "华东组" }],
  plan: "pro",
  planEndsAt: "2027-12-31T00:00:00.000Z",
  planSource: "group",
  linkedAccounts: 3,
  lastLoginAt: "2026-11-20T08:00:00.000Z",
  status: "active",
  createdAt: "2026-11-01T08:00:00.000Z",
};

const page = (list: OperatorRow[]) => ok({ list, total: list.length });

async function openUsers() {
  signIn();
  const rendered = renderApp("/admin/users");
  await screen.findByRole("heading", { level: 1, name: "用户管理" });
  return rendered;
}

describe("用户管理", () => {
  it("lists operators with company, groups, plan and linked accounts", async () => {
    const api = mockApi(adminApi, { "POST /admin/api/v1/userInfo/page": page([operator]) });
    await openUsers();
    const row = await within(await screen.findByRole("table", { name: "用户" })).findByRole("row", { name: /wang@example.com/ });
    expect(within(row).getByText("星河传媒")).toBeInTheDocument();
    expect(within(row).getByText("华东组")).toBeInTheDocument();
    expect(within(row).getByText("专业版")).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: "POST", url: "/admin/api/v1/userInfo/page", body: { page: 1, pageSize: 10 } });
  });

  it("searches by keyword and status", async () => {
    const api = mockApi(adminApi, { "POST /admin/api/v1/userInfo/page": page([]) });
    const { user } = await openUsers();
    expect(await screen.findByText("没有符合条件的用户")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "关键词" }), "wang");
    await user.selectOptions(screen.getByRole("combobox", { name: "状态" }), "disabled");
    await user.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(api.calls.at(-1)).toMatchObject({ body: { page: 1, keyword: "wang", status: "disabled" } }));
  });

  it("filters by a company picked in the 选择企业 dialog", async () => {
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/userInfo/page": page([]),
      "POST /admin/api/v1/company/page": ok({ list: [{ id: 1, companyKey: "XH", companyName: "星河传媒", operators: 1, createdAt: "2026-11-01T08:00:00.000Z" }], total: 1 }),
    });
    const { user } = await openUsers();
    await user.click(screen.getByRole("button", { name: "全部企业" }));
    const dialog = await screen.findByRole("dialog", { name: "选择企业" });
    await user.click(await within(dialog).findByRole("radio", { name: /星河传媒/ }));
    await user.click(within(dialog).getByRole("button", { name: "选择" }));
    await user.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(api.calls.at(-1)).toMatchObject({ url: "/admin/api/v1/userInfo/page", body: { companyId: 1 } }));
  });

  it("sets an operator's own plan and its end date", async () => {
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/userInfo/page": page([operator]),
      "POST /admin/api/v1/userInfo/plan": ok({ ...operator, plan: "free", planSource: "individual" }),
    });
    const { user } = await openUsers();
    await user.click(await screen.findByRole("button", { name: "设置套餐 wang@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "设置套餐：wang@example.com" });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "套餐" }), "free");
    await user.clear(within(dialog).getByLabelText("到期日（留空为长期）"));
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(api.calls.find((call) => call.url === "/admin/api/v1/userInfo/plan")).toMatchObject({ body: { id: 5, plan: "free", planEndsAt: null } }));
  });

  it("explains what deleting does before it deletes", async () => {
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/userInfo/page": page([operator]),
      "DELETE /admin/api/v1/userInfo/del/5": ok({ revokedGrants: 3 }),
    });
    const { user } = await openUsers();
    await user.click(await screen.findByRole("button", { name: "删除 wang@example.com" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/退出登录.*授权将被撤销.*保留至审计期满/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "DELETE" && call.url === "/admin/api/v1/userInfo/del/5")).toBe(true));
  });

  it("shows a failure with a retry", async () => {
    mockApi(adminApi, { "POST /admin/api/v1/userInfo/page": fail(500, "服务器开小差了，请稍后再试") });
    await openUsers();
    expect(await screen.findByText("用户列表加载失败")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "重试" })).toBeInTheDocument();
  });
});
