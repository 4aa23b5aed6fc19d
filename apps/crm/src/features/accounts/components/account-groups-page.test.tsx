import type { AccountGroup } from "@cdp/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { crmApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";
import { accountPage, group, groupList, tiktokAccount, youtubeAccount } from "../test/account-fixtures.ts";

const GROUPS = "GET /api/v1/account-groups";

async function openGroups() {
  signIn();
  const rendered = renderApp("/CRM/accountManage/group");
  await screen.findByRole("heading", { level: 1, name: "账号分组" });
  return rendered;
}

describe("account groups page", () => {
  it("lists the groups with colour, remark and counts", async () => {
    mockApi(crmApi, { [GROUPS]: groupList([group]) });
    await openGroups();
    const row = within(await screen.findByRole("row", { name: /美妆组/ }));
    expect(row.getByRole("img", { name: "颜色 2" })).toBeInTheDocument();
    expect(row.queryByText("颜色 2")).not.toBeInTheDocument();
    expect(row.getByText("主推账号")).toBeInTheDocument();
    expect(row.getByText("1")).toBeInTheDocument();
    expect(row.getByText("8")).toBeInTheDocument();
  });

  it("keeps a long remark to two lines in the row, with the whole note on hover", async () => {
    const remark = "ReallyLongRemarkWithoutSpaces".repeat(6);
    mockApi(crmApi, { [GROUPS]: groupList([{ ...group, remark }]) });
    await openGroups();
    const row = within(await screen.findByRole("row", { name: /美妆组/ }));
    expect(row.getByText(remark)).toHaveAttribute("title", remark);
    expect(row.getByRole("button", { name: /删除/ })).toBeInTheDocument();
  });

  it("explains the empty page and shows a failed load with a retry", async () => {
    let broken = true;
    mockApi(crmApi, { [GROUPS]: () => (broken ? fail(500, "服务器开小差了，请稍后再试") : groupList([])) });
    const { user } = await openGroups();
    expect(await screen.findByText("分组列表加载失败")).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByText("还没有分组")).toBeInTheDocument();
  });

  it("creates a group: the name is required, then name, remark and colour are sent", async () => {
    let groups: AccountGroup[] = [];
    const api = mockApi(crmApi, {
      [GROUPS]: () => groupList(groups),
      "POST /api/v1/account-groups": (body) => {
        groups = [{ ...group, id: 9, accountCount: 0, publishedCount: 0, ...(body as object) }];
        return ok(groups[0]);
      },
    });
    const { user } = await openGroups();
    await screen.findByText("还没有分组");
    await user.click(screen.getAllByRole("button", { name: "新建分组" })[0] as HTMLElement);
    const dialog = within(await screen.findByRole("dialog", { name: "新建分组" }));
    await user.click(dialog.getByRole("button", { name: "保存" }));
    expect(await dialog.findByText("请输入分组名称")).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);

    await user.type(dialog.getByRole("textbox", { name: "分组名称" }), "旅行组");
    // The message goes as soon as the name is there, not at the next save.
    expect(dialog.queryByText("请输入分组名称")).not.toBeInTheDocument();
    await user.type(dialog.getByRole("textbox", { name: /分组备注/ }), "周末更新");
    await user.click(dialog.getByRole("radio", { name: "颜色 6" }));
    await user.click(dialog.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ name: "旅行组", remark: "周末更新", color: 6 });
    expect(await screen.findByRole("row", { name: /旅行组/ })).toBeInTheDocument();
  });

  it("shows the server's field message under the field", async () => {
    mockApi(crmApi, {
      [GROUPS]: groupList([group]),
      "PUT /api/v1/account-groups/3": {
        status: 400,
        body: { code: 400, msg: "参数错误", data: null, errors: [{ field: "name", message: "分组名称已存在" }] },
      },
    });
    const { user } = await openGroups();
    await user.click(await screen.findByRole("button", { name: "编辑 美妆组" }));
    const dialog = within(await screen.findByRole("dialog", { name: "编辑分组" }));
    expect(dialog.getByRole("textbox", { name: "分组名称" })).toHaveValue("美妆组");
    expect(dialog.getByRole("radio", { name: "颜色 2" })).toBeChecked();
    await user.click(dialog.getByRole("button", { name: "保存" }));
    expect(await dialog.findByText("分组名称已存在")).toBeInTheDocument();
  });

  it("edits a group", async () => {
    const api = mockApi(crmApi, {
      [GROUPS]: groupList([group]),
      "PUT /api/v1/account-groups/3": (body) => ok({ ...group, ...(body as object) }),
    });
    const { user } = await openGroups();
    await user.click(await screen.findByRole("button", { name: "编辑 美妆组" }));
    const dialog = within(await screen.findByRole("dialog", { name: "编辑分组" }));
    const name = dialog.getByRole("textbox", { name: "分组名称" });
    await user.clear(name);
    await user.type(name, "彩妆组");
    await user.click(dialog.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({ name: "彩妆组", remark: "主推账号", color: 2 });
  });

  it("deletes a group after confirming", async () => {
    let groups = [group];
    const api = mockApi(crmApi, {
      [GROUPS]: () => groupList(groups),
      "DELETE /api/v1/account-groups/3": () => {
        groups = [];
        return ok(null);
      },
    });
    const { user } = await openGroups();
    await user.click(await screen.findByRole("button", { name: "删除 美妆组" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "删除分组" }));
    await user.click(confirm.getByRole("button", { name: "删除" }));
    expect(await screen.findByText("还没有分组")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual(["/api/v1/account-groups/3"]);
  });

  it("manages members: current ones are ticked, saving adds and removes the difference", async () => {
    const api = mockApi(crmApi, {
      [GROUPS]: groupList([group]),
      "GET /api/v1/accounts": accountPage([tiktokAccount, youtubeAccount]),
      "POST /api/v1/account-groups/3/members": ok(group),
      "POST /api/v1/account-groups/3/members/remove": ok(group),
    });
    const { user } = await openGroups();
    await user.click(await screen.findByRole("button", { name: "管理账号 美妆组" }));
    const dialog = within(await screen.findByRole("dialog", { name: "管理账号：美妆组" }));
    const cat = await dialog.findByRole("checkbox", { name: /小猫日常/ });
    const travel = dialog.getByRole("checkbox", { name: /Travel Vlog/ });
    expect(cat).toBeChecked();
    expect(travel).not.toBeChecked();

    await user.type(dialog.getByRole("searchbox", { name: "搜索账号" }), "travel");
    expect(dialog.queryByRole("checkbox", { name: /小猫日常/ })).not.toBeInTheDocument();
    await user.click(dialog.getByRole("checkbox", { name: /Travel Vlog/ }));
    await user.clear(dialog.getByRole("searchbox", { name: "搜索账号" }));
    await user.click(dialog.getByRole("checkbox", { name: /小猫日常/ }));
    await user.click(dialog.getByRole("button", { name: "保存" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const posts = api.calls.filter((call) => call.method === "POST").map((call) => [call.url, call.body]);
    expect(posts).toEqual([
      ["/api/v1/account-groups/3/members", { accountIds: [12] }],
      ["/api/v1/account-groups/3/members/remove", { accountIds: [11] }],
    ]);
  });
});
