import { LANGUAGE_STORAGE_KEY } from "@cdp/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";
import type { AdminUpgradeRequest } from "../api/upgrade-requests.ts";

const LIST = "GET /admin/api/v1/plan/upgrade-requests";
const ISSUE = "POST /admin/api/v1/plan/redeem-codes";
const wang: AdminUpgradeRequest = {
  id: 7,
  userId: 5,
  email: "wang@example.com",
  plan: "pro",
  note: "需要更多账号",
  status: "pending",
  createdAt: "2026-11-20T08:00:00.000Z",
  decidedAt: null,
};
const page = (list: AdminUpgradeRequest[], total = list.length) => ok({ list, total });
const codes = ["AAAA-1111", "BBBB-2222"].map((code) => ({ code, plan: "pro", durationDays: 90, createdAt: "2026-11-23T08:00:00.000Z" }));

/** Wang's request waits until the administrator decides it, then the list is empty. */
function mockDecision(decision: "approve" | "reject") {
  let decided = false;
  return mockApi(adminApi, {
    [LIST]: () => (decided ? page([]) : page([wang])),
    [`POST /admin/api/v1/plan/upgrade-requests/7/${decision}`]: () => ((decided = true), ok(null)),
  });
}

async function openPlans(name = "套餐管理") {
  signIn();
  const rendered = renderApp("/admin/plans");
  await screen.findByRole("heading", { level: 1, name });
  return rendered;
}

describe("套餐管理", () => {
  it("checks the form with the shared rules, issues codes, shows them once and copies them all", async () => {
    const api = mockApi(adminApi, { [LIST]: page([]), [ISSUE]: ok({ list: codes }) });
    const { user } = await openPlans();
    const form = screen.getByRole("form", { name: "生成兑换码" });
    const days = within(form).getByRole("spinbutton", { name: "时长（天）" });
    await user.clear(days);
    await user.click(within(form).getByRole("button", { name: "生成兑换码" }));
    expect(await within(form).findByText("时长须为1到3660天")).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === "/admin/api/v1/plan/redeem-codes")).toBe(false);

    await user.type(days, "90");
    const count = within(form).getByRole("spinbutton", { name: "数量" });
    await user.clear(count);
    await user.type(count, "2{Enter}");
    const issued = await screen.findByRole("region", { name: "新兑换码" });
    expect(api.calls.find((call) => call.url === "/admin/api/v1/plan/redeem-codes")?.body).toEqual({ plan: "pro", durationDays: 90, count: 2 });
    expect(within(issued).getByText("AAAA-1111")).toBeInTheDocument();
    expect(within(issued).getByText(/只在这里显示一次/)).toBeInTheDocument();
    await user.click(within(issued).getByRole("button", { name: "全部复制" }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe("AAAA-1111\nBBBB-2222"));
    expect(await within(issued).findByText("已复制")).toBeInTheDocument();
  });

  it("approves a request for the days the administrator enters and refreshes the list", async () => {
    const api = mockDecision("approve");
    const { user } = await openPlans();
    const row = await within(screen.getByRole("table", { name: "升级申请" })).findByRole("row", { name: /wang@example.com/ });
    expect(within(row).getByRole("cell", { name: "专业版" })).toBeInTheDocument();
    expect(within(row).getByRole("cell", { name: "需要更多账号" })).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "批准 wang@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "批准升级" });
    const days = within(dialog).getByRole("spinbutton", { name: "开通天数" });
    expect(days).toHaveValue(30);
    await user.clear(days);
    await user.type(days, "0");
    await user.click(within(dialog).getByRole("button", { name: "批准" }));
    expect(await within(dialog).findByText("时长须为1到3660天")).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, "365{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "批准升级" })).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.url === "/admin/api/v1/plan/upgrade-requests/7/approve")?.body).toEqual({ durationDays: 365 });
    expect(await screen.findByRole("status")).toHaveTextContent("已批准");
    expect(await screen.findByText("暂无待处理的升级申请")).toBeInTheDocument();
  });

  it("rejects a request only after confirming", async () => {
    const api = mockDecision("reject");
    const { user } = await openPlans();
    await user.click(await screen.findByRole("button", { name: "拒绝 wang@example.com" }));
    const confirm = await screen.findByRole("alertdialog", { name: "拒绝升级" });
    expect(within(confirm).getByText(/确定拒绝 wang@example.com 的升级申请吗/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.url.endsWith("/reject"))).toBe(false);

    await user.click(screen.getByRole("button", { name: "拒绝 wang@example.com" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "拒绝升级" })).getByRole("button", { name: "拒绝" }));
    expect(await screen.findByText("暂无待处理的升级申请")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url === "/admin/api/v1/plan/upgrade-requests/7/reject")).toHaveLength(1);
  });

  it("shows a failure with a retry that loads the requests again", async () => {
    let serverDown = true;
    mockApi(adminApi, { [LIST]: () => (serverDown ? fail(500, "服务器开小差了，请稍后再试") : page([wang])) });
    const { user } = await openPlans();
    expect(await screen.findByText("升级申请加载失败")).toBeInTheDocument();
    serverDown = false;
    await user.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByRole("row", { name: /wang@example.com/ })).toBeInTheDocument();
  });

  it("pages on the server, filters by status and sorts by a header from page 1; only a waiting request can be decided", async () => {
    const li: AdminUpgradeRequest = { ...wang, id: 8, userId: 6, email: "li@example.com", status: "approved", decidedAt: "2026-11-21T08:00:00.000Z" };
    const lastParams = () => api.calls.filter((call) => call.url === "/admin/api/v1/plan/upgrade-requests").at(-1)?.params;
    const api = mockApi(adminApi, { [LIST]: () => (lastParams()?.sortBy === "email" ? page([li, wang], 30) : page([wang, li], 30)) });
    const { user } = await openPlans();
    const table = screen.getByRole("table", { name: "升级申请" });
    await within(table).findByRole("row", { name: /wang@example.com/ });
    expect(lastParams()).toEqual({ page: 1, pageSize: 10, status: "pending" });
    expect(screen.getByRole("combobox", { name: "申请状态" })).toHaveValue("pending");

    await user.selectOptions(screen.getByRole("combobox", { name: "申请状态" }), "全部状态");
    await waitFor(() => expect(lastParams()).toEqual({ page: 1, pageSize: 10 }));
    await user.click(screen.getByRole("button", { name: "下一页" }));
    await waitFor(() => expect(lastParams()).toEqual({ page: 2, pageSize: 10 }));

    const applicant = within(table).getByRole("columnheader", { name: /申请人/ });
    await user.click(within(applicant).getByRole("button"));
    await waitFor(() => expect(lastParams()).toEqual({ page: 1, pageSize: 10, sortBy: "email", sortOrder: "asc" }));
    expect(applicant).toHaveAttribute("aria-sort", "ascending");
    const rows = () => within(table).getAllByRole("row").slice(1);
    await waitFor(() => expect(rows()[0]).toHaveTextContent("li@example.com"));
    expect(rows()[0]).toHaveTextContent("已批准");
    expect(within(rows()[0]!).queryByRole("button", { name: /批准|拒绝/ })).not.toBeInTheDocument();
    expect(within(rows()[1]!).getByRole("button", { name: "批准 wang@example.com" })).toBeInTheDocument();

    const status = within(table).getByRole("columnheader", { name: /状态/ });
    await user.click(within(status).getByRole("button"));
    await waitFor(() => expect(lastParams()).toEqual({ page: 1, pageSize: 10, sortBy: "status", sortOrder: "asc" }));
    expect(status).toHaveAttribute("aria-sort", "ascending");
    expect(applicant).not.toHaveAttribute("aria-sort");
  });

  it("reads in English", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    mockApi(adminApi, { [LIST]: page([wang]) });
    const { user } = await openPlans("Plans");
    expect(screen.getByRole("heading", { level: 2, name: "Redeem codes" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Issue codes" })).toBeInTheDocument();
    const row = await screen.findByRole("row", { name: /wang@example.com/ });
    expect(within(row).getByRole("cell", { name: "Pro" })).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Approve wang@example.com" }));
    expect(await screen.findByRole("spinbutton", { name: "Days" })).toHaveValue(30);
  });
});
