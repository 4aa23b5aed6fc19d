import { LANGUAGE_STORAGE_KEY } from "@cdp/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { crmApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";
import { accountPage, group, groupList, tiktokAccount, youtubeAccount } from "../test/account-fixtures.ts";

const LIST = "GET /api/v1/accounts";
const GROUPS = "GET /api/v1/account-groups";

async function openAccounts(path = "/CRM/accountManage/index") {
  signIn();
  const rendered = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "账号管理" });
  return rendered;
}

describe("accounts page", () => {
  it("lists the accounts with their stats, health, groups and the plan usage", async () => {
    mockApi(crmApi, { [LIST]: accountPage([tiktokAccount, youtubeAccount]), [GROUPS]: groupList([group]) });
    await openAccounts();
    const table = await screen.findByRole("table", { name: "已绑定账号" });
    const cat = within(await within(table).findByRole("row", { name: /小猫日常/ }));
    expect(cat.getByText("@catdaily")).toBeInTheDocument();
    expect(cat.getByText("主号")).toBeInTheDocument();
    expect(cat.getByText("TikTok")).toBeInTheDocument();
    expect(cat.getByText("987")).toBeInTheDocument();
    expect(cat.getByText("250万")).toBeInTheDocument();
    expect(cat.getByText("1.2万")).toBeInTheDocument();
    expect(cat.getByText("正常")).toBeInTheDocument();
    expect(await cat.findByText("美妆组")).toBeInTheDocument();

    const travel = within(within(table).getByRole("row", { name: /Travel Vlog/ }));
    expect(travel.getByText("需重新授权")).toBeInTheDocument();
    expect(travel.getByText("账号授权已失效，请重新授权")).toBeInTheDocument();
    expect(travel.getByRole("button", { name: "重新授权 Travel Vlog" })).toBeInTheDocument();
    expect(screen.getByText("已绑定 2/5 个账号")).toBeInTheDocument();
  });

  it("speaks English when English is chosen, with numbers in K and M", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    mockApi(crmApi, { [LIST]: accountPage([tiktokAccount]), [GROUPS]: groupList([]) });
    signIn();
    renderApp("/CRM/accountManage/index");
    const table = await screen.findByRole("table", { name: "Linked accounts" });
    const row = within(await within(table).findByRole("row", { name: /小猫日常/ }));
    expect(row.getByText("12K")).toBeInTheDocument();
    expect(row.getByText("2.5M")).toBeInTheDocument();
    expect(row.getByText("Healthy")).toBeInTheDocument();
    expect(screen.getByText("1/5 accounts linked")).toBeInTheDocument();
  });

  it("explains the empty list and offers 添加账号", async () => {
    mockApi(crmApi, { [LIST]: accountPage([]), [GROUPS]: groupList([]) });
    const { user } = await openAccounts();
    expect(await screen.findByText("还没有绑定账号")).toBeInTheDocument();
    const buttons = screen.getAllByRole("button", { name: "添加账号" });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1] as HTMLElement);
    expect(await screen.findByRole("dialog", { name: "添加账号" })).toBeInTheDocument();
  });

  it("shows a failed load with a retry that loads again", async () => {
    let broken = true;
    mockApi(crmApi, {
      [LIST]: () => (broken ? fail(500, "服务器开小差了，请稍后再试") : accountPage([tiktokAccount])),
      [GROUPS]: groupList([]),
    });
    const { user } = await openAccounts();
    expect(await screen.findByText("账号列表加载失败")).toBeInTheDocument();
    expect(screen.getByText("服务器开小差了，请稍后再试")).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByRole("row", { name: /小猫日常/ })).toBeInTheDocument();
  });

  it("edits the nickname in a dialog (Enter submits) and shows the new value", async () => {
    let account = tiktokAccount;
    const api = mockApi(crmApi, {
      [LIST]: () => accountPage([account]),
      [GROUPS]: groupList([]),
      "POST /api/v1/accounts/11/remark": (body) => {
        account = { ...account, remark: (body as { remark: string }).remark };
        return ok(account);
      },
    });
    const { user } = await openAccounts();
    await user.click(await screen.findByRole("button", { name: "修改昵称 小猫日常" }));
    const dialog = within(await screen.findByRole("dialog", { name: "编辑昵称" }));
    const field = dialog.getByRole("textbox", { name: "账号昵称" });
    expect(field).toHaveValue("主号");
    expect(field).toHaveAttribute("maxlength", "50");
    await user.clear(field);
    await user.type(field, "  备用号 {Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.url === "/api/v1/accounts/11/remark")?.body).toEqual({ remark: "备用号" });
    expect(await within(screen.getByRole("row", { name: /小猫日常/ })).findByText("备用号")).toBeInTheDocument();
  });

  it("asks before unbinding, explains what it does, then calls DELETE", async () => {
    let list = [tiktokAccount];
    const api = mockApi(crmApi, {
      [LIST]: () => accountPage(list),
      [GROUPS]: groupList([]),
      "DELETE /api/v1/accounts/11": () => {
        list = [];
        return ok(null);
      },
    });
    const { user } = await openAccounts();
    await user.click(await screen.findByRole("button", { name: "解绑 小猫日常" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "解绑账号" }));
    expect(confirm.getByText(/撤销本应用的授权/)).toHaveTextContent("已有的发布记录会保留");
    expect(api.calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(confirm.getByRole("button", { name: "解绑" }));
    expect(await screen.findByText("账号已解绑")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual(["/api/v1/accounts/11"]);
    expect(await screen.findByText("还没有绑定账号")).toBeInTheDocument();
  });

  it("refreshes an account's data and says when the platform fails", async () => {
    let failing = false;
    mockApi(crmApi, {
      [LIST]: accountPage([tiktokAccount]),
      [GROUPS]: groupList([]),
      "POST /api/v1/accounts/11/refresh": () => (failing ? fail(502, "TikTok 暂时无法访问") : ok(tiktokAccount)),
    });
    const { user } = await openAccounts();
    const refresh = await screen.findByRole("button", { name: "刷新数据 小猫日常" });
    await user.click(refresh);
    expect(await screen.findByText("“小猫日常”的数据已刷新")).toBeInTheDocument();
    failing = true;
    await user.click(refresh);
    expect(await screen.findByText("数据刷新失败")).toBeInTheDocument();
    expect(screen.getByText("TikTok 暂时无法访问")).toBeInTheDocument();
  });

  it("on return from the platform toasts success, marks the account and cleans the address", async () => {
    mockApi(crmApi, { [LIST]: accountPage([tiktokAccount]), [GROUPS]: groupList([]) });
    await openAccounts("/CRM/accountManage/index?linked=11");
    expect(await screen.findByText("账号授权成功")).toBeInTheDocument();
    expect(await within(await screen.findByRole("row", { name: /小猫日常/ })).findByText("新绑定")).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(""));
    expect(window.location.pathname).toBe("/CRM/accountManage/index");
  });

  it("filters by platform, group and keyword, starting again from page 1", async () => {
    const api = mockApi(crmApi, { [LIST]: accountPage([tiktokAccount]), [GROUPS]: groupList([group]) });
    const queries = () => api.calls.filter((call) => call.url === "/api/v1/accounts").map((call) => call.params);
    const { user } = await openAccounts();
    await screen.findByRole("row", { name: /小猫日常/ });
    await user.selectOptions(screen.getByRole("combobox", { name: "平台" }), "YouTube");
    await user.selectOptions(await screen.findByRole("combobox", { name: "分组" }), "美妆组");
    await user.type(screen.getByRole("searchbox", { name: "搜索账号" }), " 小猫 {Enter}");
    await waitFor(() => expect(queries().at(-1)).toEqual({ page: 1, pageSize: 20, platform: "youtube", groupId: 3, keyword: "小猫" }));
    expect(queries()[0]).toEqual({ page: 1, pageSize: 20 });
  });

  it("on a failed return shows the server's message", async () => {
    mockApi(crmApi, { [LIST]: accountPage([tiktokAccount]), [GROUPS]: groupList([]) });
    await openAccounts(`/CRM/accountManage/index?linkError=${encodeURIComponent("授权已被拒绝")}`);
    expect(await screen.findByText("账号授权失败")).toBeInTheDocument();
    expect(screen.getByText("授权已被拒绝")).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(""));
  });
});
