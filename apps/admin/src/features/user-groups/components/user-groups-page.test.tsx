import type { UserGroup } from "@cdp/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";

const group: UserGroup = { id: 3, name: "华东组", remark: "", plan: "pro", planEndsAt: null, members: 1, createdAt: "2026-11-01T08:00:00.000Z" };
const member = { id: 5, email: "wang@example.com", nickname: "小王", mobile: null };
const other = { id: 6, email: "li@example.com", nickname: "小李", mobile: null };

describe("用户组", () => {
  it("lists groups and adds an operator from the members dialog", async () => {
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/group/page": ok({ list: [group], total: 1 }),
      "POST /admin/api/v1/group/selectUserByGroup": ok({ list: [member], total: 1 }),
      "POST /admin/api/v1/group/selectNotJoinUser": ok({ list: [other], total: 1 }),
      "POST /admin/api/v1/group/joinGroup": ok({ changed: 1 }),
    });
    signIn();
    const { user } = renderApp("/admin/user-groups");
    const row = await within(await screen.findByRole("table", { name: "用户组" })).findByRole("row", { name: /华东组/ });
    expect(within(row).getByText("专业版")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "成员 华东组" }));
    const dialog = await screen.findByRole("dialog", { name: "华东组 的成员" });
    expect(await within(dialog).findByText("wang@example.com")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("tab", { name: "添加成员" }));
    await user.click(await within(dialog).findByRole("button", { name: "加入 li@example.com" }));
    await waitFor(() => expect(api.calls.find((call) => call.url === "/admin/api/v1/group/joinGroup")).toMatchObject({ body: { groupId: 3, userIds: [6] } }));
  });

  it("creates a group with its plan, checking the name first and keeping the form when saving fails", async () => {
    let attempts = 0;
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/group/page": ok({ list: [], total: 0 }),
      "POST /admin/api/v1/group/add": () => (++attempts === 1 ? fail(500, "服务繁忙") : ok({ id: 4 }, "保存成功")),
    });
    signIn();
    const { user } = renderApp("/admin/user-groups");
    expect(await screen.findByText("还没有用户组，点击“新建用户组”添加")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "新建用户组" }));
    const dialog = await screen.findByRole("dialog", { name: "新建用户组" });
    await user.type(within(dialog).getByRole("textbox", { name: "用户组名称" }), "   ");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("请输入用户组名称")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "用户组名称" })).toHaveAttribute("aria-invalid", "true");
    expect(api.calls.some((call) => call.url === "/admin/api/v1/group/add")).toBe(false);

    await user.clear(within(dialog).getByRole("textbox", { name: "用户组名称" }));
    await user.type(within(dialog).getByRole("textbox", { name: "用户组名称" }), " 华南组 ");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "组套餐（成员未单独设置时继承）" }), "专业版");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("服务繁忙")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "用户组名称" })).toHaveValue(" 华南组 ");

    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "新建用户组" })).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.url === "/admin/api/v1/group/add").at(-1)?.body).toEqual({ name: "华南组", remark: "", plan: "pro" });
    expect(await screen.findByText("保存成功")).toBeInTheDocument();

    // Opened again, the form starts afresh.
    await user.click(screen.getByRole("button", { name: "新建用户组" }));
    expect(within(await screen.findByRole("dialog", { name: "新建用户组" })).getByRole("textbox", { name: "用户组名称" })).toHaveValue("");
  });

  it("sorts the groups by a column header from page 1: ascending, descending, then back to newest first", async () => {
    const api = mockApi(adminApi, { "POST /admin/api/v1/group/page": ok({ list: [group], total: 30 }) });
    signIn();
    const { user } = renderApp("/admin/user-groups");
    const table = await screen.findByRole("table", { name: "用户组" });
    await within(table).findByRole("row", { name: /华东组/ });
    await user.click(screen.getByRole("button", { name: "下一页" }));
    const lastPage = () => api.calls.filter((call) => call.url === "/admin/api/v1/group/page").at(-1)?.body;
    await waitFor(() => expect(lastPage()).toMatchObject({ page: 2 }));

    const members = within(table).getByRole("columnheader", { name: /成员数/ });
    await user.click(within(members).getByRole("button"));
    await waitFor(() => expect(lastPage()).toEqual({ page: 1, pageSize: 10, sortBy: "members", sortOrder: "asc" }));
    expect(members).toHaveAttribute("aria-sort", "ascending");
    await user.click(within(members).getByRole("button"));
    await waitFor(() => expect(lastPage()).toEqual({ page: 1, pageSize: 10, sortBy: "members", sortOrder: "desc" }));
    expect(members).toHaveAttribute("aria-sort", "descending");
    await user.click(within(members).getByRole("button"));
    await waitFor(() => expect(lastPage()).toEqual({ page: 1, pageSize: 10 }));
    expect(members).not.toHaveAttribute("aria-sort");
  });

  it("sorts a group's members by nickname from its header", async () => {
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/group/page": ok({ list: [group], total: 1 }),
      "POST /admin/api/v1/group/selectUserByGroup": ok({ list: [member], total: 1 }),
    });
    signIn();
    const { user } = renderApp("/admin/user-groups");
    await user.click(await screen.findByRole("button", { name: "成员 华东组" }));
    const dialog = await screen.findByRole("dialog", { name: "华东组 的成员" });
    const members = within(dialog).getByRole("table", { name: "组成员" });
    await within(members).findByRole("row", { name: /wang@example.com/ });
    const lastParams = () => api.calls.filter((call) => call.url === "/admin/api/v1/group/selectUserByGroup").at(-1)?.params;
    expect(lastParams()).toEqual({ groupId: 3, page: 1, pageSize: 100 });

    const nickname = within(members).getByRole("columnheader", { name: /昵称/ });
    await user.click(within(nickname).getByRole("button"));
    await waitFor(() => expect(lastParams()).toEqual({ groupId: 3, page: 1, pageSize: 100, sortBy: "nickname", sortOrder: "asc" }));
    expect(nickname).toHaveAttribute("aria-sort", "ascending");
    await user.click(within(nickname).getByRole("button"));
    await waitFor(() => expect(lastParams()).toMatchObject({ sortBy: "nickname", sortOrder: "desc" }));
    expect(nickname).toHaveAttribute("aria-sort", "descending");
    expect(within(members).getByRole("columnheader", { name: /邮箱/ })).not.toHaveAttribute("aria-sort");
  });
});
