import type { OperatorRow } from "@cdp/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { adminApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";
import { pickMenuItem } from "../../../../../../tools/test/pick-menu-item.ts";

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
  inactivity: null,
};

const page = (list: OperatorRow[]) => ok({ list, total: list.length });

/** Opens the row's 更多 menu and picks an item, pressing and releasing apart as a real click does. */
async function chooseAction(user: UserEvent, name: string) {
  await user.click(await screen.findByRole("button", { name: "更多操作 wang@example.com" }));
  await waitFor(() => expect(screen.getByRole("menu")).toHaveFocus());
  await pickMenuItem(user, name);
}

async function openUsers() {
  signIn();
  const rendered = renderApp("/admin/users");
  await screen.findByRole("heading", { level: 1, name: "用户管理" });
  return rendered;
}

describe("用户管理", () => {
  it("lists operators with company, groups, plan, linked accounts and their tasks of the last 30 days", async () => {
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/userInfo/page": page([operator]),
      "POST /admin/api/v1/userInfo/task/completions": ok([{ id: 5, tasks: 4, itemsSucceeded: 7, itemsFailed: 1, itemsDistributing: 0 }]),
    });
    await openUsers();
    const row = await within(await screen.findByRole("table", { name: "用户" })).findByRole("row", { name: /wang@example.com/ });
    expect(within(row).getByText("星河传媒")).toBeInTheDocument();
    expect(within(row).getByText("华东组")).toBeInTheDocument();
    expect(within(row).getByText("专业版")).toBeInTheDocument();
    expect(await within(row).findByText("成功 7 / 失败 1")).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === "/admin/api/v1/userInfo/page")).toMatchObject({ method: "POST", body: { page: 1, pageSize: 10 } });
    expect(api.calls.find((call) => call.url === "/admin/api/v1/userInfo/task/completions")?.body).toMatchObject({ ids: [5] });
    expect(within(row).queryByText("长期未登录")).toBeNull();
  });

  it("marks operators flagged for inactivity: warned, or reclaimed and how, in the row and the details", async () => {
    const warned: OperatorRow = { ...operator, lastLoginAt: "2026-09-01T08:00:00.000Z", inactivity: { warnedAt: "2026-11-02T01:00:00.000Z", reclaimedAt: null, reclaimAction: null } };
    const reclaimed: OperatorRow = {
      ...operator,
      id: 6,
      email: "li@example.com",
      status: "disabled",
      inactivity: { warnedAt: "2026-10-01T01:00:00.000Z", reclaimedAt: "2026-10-15T01:00:00.000Z", reclaimAction: "disable" },
    };
    mockApi(adminApi, { "POST /admin/api/v1/userInfo/page": page([warned, reclaimed]) });
    const { user } = await openUsers();
    const table = await screen.findByRole("table", { name: "用户" });
    const warnedRow = await within(table).findByRole("row", { name: /wang@example.com/ });
    const flag = within(warnedRow).getByText("长期未登录");
    expect(flag).toHaveAccessibleDescription(`连续两个月未登录，${new Date("2026-11-02T01:00:00.000Z").toLocaleDateString("zh-CN")} 已发提醒邮件`);
    const reclaimedRow = within(table).getByRole("row", { name: /li@example.com/ });
    expect(within(reclaimedRow).getByText("已回收")).toHaveAttribute("title", expect.stringContaining("已回收：停用登录"));

    await user.click(screen.getByRole("button", { name: "详情 li@example.com" }));
    const drawer = await screen.findByRole("dialog", { name: "用户详情：li@example.com" });
    expect(within(drawer).getByText(/已回收：停用登录/)).toBeInTheDocument();
  });

  it("sorts by a column header: ascending, descending, then back to newest first, each from page 1", async () => {
    const api = mockApi(adminApi, { "POST /admin/api/v1/userInfo/page": ok({ list: [operator], total: 30 }) });
    const { user } = await openUsers();
    const table = await screen.findByRole("table", { name: "用户" });
    await within(table).findByRole("row", { name: /wang@example.com/ });
    await user.click(screen.getByRole("button", { name: "下一页" }));
    const lastPage = () => api.calls.filter((call) => call.url === "/admin/api/v1/userInfo/page").at(-1)?.body;
    await waitFor(() => expect(lastPage()).toMatchObject({ page: 2 }));

    const header = within(table).getByRole("columnheader", { name: /最近登录/ });
    await user.click(within(header).getByRole("button"));
    await waitFor(() => expect(lastPage()).toEqual({ page: 1, pageSize: 10, sortBy: "lastLoginAt", sortOrder: "asc" }));
    expect(header).toHaveAttribute("aria-sort", "ascending");
    await user.click(within(header).getByRole("button"));
    await waitFor(() => expect(lastPage()).toMatchObject({ sortBy: "lastLoginAt", sortOrder: "desc" }));
    expect(header).toHaveAttribute("aria-sort", "descending");
    await user.click(within(header).getByRole("button"));
    await waitFor(() => expect(lastPage()).toEqual({ page: 1, pageSize: 10 }));
    expect(header).not.toHaveAttribute("aria-sort");
    expect(within(table).getByRole("columnheader", { name: "用户" })).not.toHaveAttribute("aria-sort");
  });

  it("creates an operator with a company picked in 选择企业; without a password an invitation goes out", async () => {
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/userInfo/page": page([]),
      "POST /admin/api/v1/company/page": ok({ list: [{ id: 1, companyKey: "XH", companyName: "星河传媒", operators: 1, createdAt: "2026-11-01T08:00:00.000Z" }], total: 1 }),
      "POST /admin/api/v1/userInfo/add": ok(operator, "已创建用户，邀请邮件已发送"),
    });
    const { user } = await openUsers();
    await user.click(screen.getByRole("button", { name: "新建用户" }));
    const dialog = await screen.findByRole("dialog", { name: "新建用户" });
    await user.type(within(dialog).getByRole("textbox", { name: "手机号（选填）" }), "123");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("请输入正确的邮箱地址")).toBeInTheDocument();
    expect(within(dialog).getByText("请输入正确的手机号")).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === "/admin/api/v1/userInfo/add")).toBe(false);

    await user.type(within(dialog).getByRole("textbox", { name: "邮箱" }), "new@example.com");
    await user.type(within(dialog).getByRole("textbox", { name: "昵称" }), "新人");
    await user.clear(within(dialog).getByRole("textbox", { name: "手机号（选填）" }));
    await user.click(within(dialog).getByRole("button", { name: "选择企业" }));
    const chooser = await screen.findByRole("dialog", { name: "选择企业" });
    await user.click(await within(chooser).findByRole("radio", { name: /星河传媒/ }));
    await user.click(within(chooser).getByRole("button", { name: "选择" }));
    expect(await within(dialog).findByRole("button", { name: "星河传媒" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "新建用户" })).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.url === "/admin/api/v1/userInfo/add")?.body).toEqual({ email: "new@example.com", nickname: "新人", companyId: 1 });
    expect(await screen.findByText("已创建用户，邀请邮件已发送")).toBeInTheDocument();
  });

  it("edits an operator's profile: nickname, mobile and clearing the company", async () => {
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/userInfo/page": page([operator]),
      "POST /admin/api/v1/userInfo/update": ok({ ...operator, company: null }, "保存成功"),
    });
    const { user } = await openUsers();
    await user.click(await screen.findByRole("button", { name: "编辑资料 wang@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "编辑资料" });
    expect(within(dialog).getByText("wang@example.com")).toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox", { name: "邮箱" })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "昵称" })).toHaveFocus();
    const nickname = within(dialog).getByRole("textbox", { name: "昵称" });
    await user.clear(nickname);
    await user.type(nickname, "王五");
    await user.click(within(dialog).getByRole("button", { name: "清除企业" }));
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(api.calls.find((call) => call.url === "/admin/api/v1/userInfo/update")?.body).toEqual({ id: 5, nickname: "王五", mobile: "13800001111", companyId: null }));
  });

  it("opens an operator's details with their plan and a day-by-day chart of their task completions", async () => {
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/userInfo/page": page([operator]),
      "POST /admin/api/v1/userInfo/task/completions": (body) =>
        (body as { daily?: boolean }).daily
          ? ok([
              {
                id: 5,
                tasks: 3,
                itemsSucceeded: 5,
                itemsFailed: 2,
                itemsDistributing: 1,
                daily: [
                  { date: "2026-11-19", tasks: 1, itemsSucceeded: 2, itemsFailed: 0, itemsDistributing: 0 },
                  { date: "2026-11-20", tasks: 2, itemsSucceeded: 3, itemsFailed: 2, itemsDistributing: 1 },
                ],
              },
            ])
          : ok([]),
    });
    const { user } = await openUsers();
    await user.click(await screen.findByRole("button", { name: "详情 wang@example.com" }));
    const drawer = await screen.findByRole("dialog", { name: "用户详情：wang@example.com" });
    expect(within(drawer).getByText("继承用户组")).toBeInTheDocument();
    expect(within(drawer).getByText("发布成功").parentElement).toHaveTextContent("5");
    const chart = await within(drawer).findByRole("table", { name: "每日发布结果" });
    expect(within(chart).getAllByRole("row")).toHaveLength(3);
    expect(within(chart).getByRole("columnheader", { name: "失败" })).toBeInTheDocument();
    const daily = api.calls.filter((call) => (call.body as { daily?: boolean } | undefined)?.daily);
    expect(daily.at(-1)?.body).toMatchObject({ ids: [5], daily: true });

    const start = within(drawer).getByLabelText("开始日期");
    await user.clear(start);
    await user.type(start, "2026/01/01{Enter}");
    const end = within(drawer).getByLabelText("结束日期");
    await user.clear(end);
    await user.type(end, "2026/12/31{Enter}");
    expect(await within(drawer).findByText("按天统计时结束日期不能早于开始日期，且最多统计92天")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "用户详情：wang@example.com" })).not.toBeInTheDocument());
  });

  it("searches by keyword, status and user group", async () => {
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/userInfo/page": page([]),
      "POST /admin/api/v1/group/page": ok({ list: [{ id: 2, name: "华东组", remark: "", plan: null, members: 1, createdAt: "2026-11-01T08:00:00.000Z" }], total: 1 }),
    });
    const { user } = await openUsers();
    expect(await screen.findByText("没有符合条件的用户")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "关键词" }), "wang");
    await user.selectOptions(screen.getByRole("combobox", { name: "状态" }), "disabled");
    await screen.findByRole("option", { name: "华东组" });
    await user.selectOptions(screen.getByRole("combobox", { name: "用户组" }), "华东组");
    await user.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(api.lastCallTo("/admin/api/v1/userInfo/page")).toMatchObject({ body: { page: 1, keyword: "wang", status: "disabled", groupId: 2 } }));
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
    await waitFor(() => expect(api.lastCallTo("/admin/api/v1/userInfo/page")).toMatchObject({ body: { companyId: 1 } }));
  });

  it("sets an operator's own plan and its end date", async () => {
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/userInfo/page": page([operator]),
      "POST /admin/api/v1/userInfo/plan": ok({ ...operator, plan: "free", planSource: "individual" }),
    });
    const { user } = await openUsers();
    await chooseAction(user, "设置套餐");
    const dialog = await screen.findByRole("dialog", { name: "设置套餐：wang@example.com" });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "套餐" }), "free");
    await user.clear(within(dialog).getByLabelText("到期日（留空为长期）"));
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(api.calls.find((call) => call.url === "/admin/api/v1/userInfo/plan")).toMatchObject({ body: { id: 5, plan: "free", planEndsAt: null } }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "设置套餐：wang@example.com" })).not.toBeInTheDocument());
  });

  it("keeps the plan dialog open with the reason when saving fails", async () => {
    mockApi(adminApi, {
      "POST /admin/api/v1/userInfo/page": page([operator]),
      "POST /admin/api/v1/userInfo/plan": fail(500, "服务繁忙"),
    });
    const { user } = await openUsers();
    await chooseAction(user, "设置套餐");
    const dialog = await screen.findByRole("dialog", { name: "设置套餐：wang@example.com" });
    await user.clear(within(dialog).getByLabelText("到期日（留空为长期）"));
    await user.type(within(dialog).getByLabelText("到期日（留空为长期）"), "2027/1/31{Enter}");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("服务繁忙")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("到期日（留空为长期）")).toHaveValue("2027/01/31");
    await user.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "设置套餐：wang@example.com" })).not.toBeInTheDocument());
  });

  it("explains what deleting does before it deletes", async () => {
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/userInfo/page": page([operator]),
      "DELETE /admin/api/v1/userInfo/del/5": ok({ revokedGrants: 3 }),
    });
    const { user } = await openUsers();
    await chooseAction(user, "删除");
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/退出登录.*授权将被撤销.*等待中的发布将被取消.*保留至审计期满/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "DELETE" && call.url === "/admin/api/v1/userInfo/del/5")).toBe(true));
  });

  it("sends a new invitation from the row's menu", async () => {
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/userInfo/page": page([operator]),
      "POST /admin/api/v1/userInfo/resendInvitation": ok(null, "邀请邮件已发送"),
    });
    const { user } = await openUsers();
    await chooseAction(user, "重新发送邀请");
    expect(await screen.findByText("邀请邮件已发送")).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === "/admin/api/v1/userInfo/resendInvitation")?.body).toEqual({ id: operator.id });
  });

  it("shows a failure with a retry", async () => {
    mockApi(adminApi, { "POST /admin/api/v1/userInfo/page": fail(500, "服务器开小差了，请稍后再试") });
    await openUsers();
    expect(await screen.findByText("用户列表加载失败")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "重试" })).toBeInTheDocument();
  });

  it("reads the list again after a successful import is closed, even on page 1", async () => {
    let imported = false;
    const newcomer: OperatorRow = { ...operator, id: 6, email: "li@example.com", mobile: "13800002222", nickname: "小李" };
    mockApi(adminApi, {
      "POST /admin/api/v1/userInfo/page": () => page(imported ? [newcomer, operator] : [operator]),
      "POST /admin/api/v1/userInfo/task/completions": ok([]),
      "GET /admin/api/v1/userInfo/import/template": { body: new Blob(["template"]) },
      "POST /admin/api/v1/userInfo/import": () => {
        imported = true;
        return ok({ imported: 1 }, "上传成功");
      },
    });
    const { user } = await openUsers();
    const table = await screen.findByRole("table", { name: "用户" });
    await within(table).findByRole("row", { name: /wang@example.com/ });
    await user.click(screen.getByRole("button", { name: "批量导入" }));
    const dialog = within(await screen.findByRole("dialog", { name: "批量导入" }));
    await user.upload(dialog.getByLabelText("点击或将文件拖拽到这里上传", { selector: "input" }), new File(["x"], "users.xlsx", { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }));
    await waitFor(() => expect(dialog.getByRole("status", { name: "导入状态" })).toHaveTextContent("users.xlsx上传成功"));
    await user.click(dialog.getByRole("button", { name: "完成" }));
    expect(await within(table).findByRole("row", { name: /li@example.com/ })).toBeInTheDocument();
  });
});
