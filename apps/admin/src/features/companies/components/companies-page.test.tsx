import type { Company } from "@cdp/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";

const xinghe: Company = { id: 1, companyKey: "XH", companyName: "星河传媒", operators: 2, createdAt: "2026-11-01T08:00:00.000Z" };
const empty: Company = { id: 2, companyKey: "KONG", companyName: "空壳公司", operators: 0, createdAt: "2026-11-02T08:00:00.000Z" };
const page = (list: Company[]) => ok({ list, total: list.length });

async function openCompanies() {
  signIn();
  const rendered = renderApp("/admin/companies");
  await screen.findByRole("heading", { level: 1, name: "企业管理" });
  return rendered;
}

describe("企业管理", () => {
  it("lists companies with their operator counts and searches by keyword", async () => {
    const api = mockApi(adminApi, { "POST /admin/api/v1/company/page": page([xinghe]) });
    const { user } = await openCompanies();
    const row = await within(await screen.findByRole("table", { name: "企业" })).findByRole("row", { name: /星河传媒/ });
    expect(within(row).getByRole("cell", { name: "XH" })).toBeInTheDocument();
    expect(within(row).getByRole("cell", { name: "2" })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "关键词" }), "星河{Enter}");
    await waitFor(() => expect(api.lastCallTo("/admin/api/v1/company/page")).toMatchObject({ body: { page: 1, pageSize: 10, keyword: "星河" } }));
  });

  it("sorts by a column header from page 1: ascending, then descending", async () => {
    const api = mockApi(adminApi, { "POST /admin/api/v1/company/page": ok({ list: [xinghe], total: 30 }) });
    const { user } = await openCompanies();
    const table = await screen.findByRole("table", { name: "企业" });
    await within(table).findByRole("row", { name: /星河传媒/ });
    await user.click(screen.getByRole("button", { name: "下一页" }));
    const lastPage = () => api.calls.filter((call) => call.url === "/admin/api/v1/company/page").at(-1)?.body;
    await waitFor(() => expect(lastPage()).toMatchObject({ page: 2 }));

    const header = within(table).getByRole("columnheader", { name: /用户数/ });
    await user.click(within(header).getByRole("button"));
    await waitFor(() => expect(lastPage()).toEqual({ page: 1, pageSize: 10, sortBy: "operators", sortOrder: "asc" }));
    expect(header).toHaveAttribute("aria-sort", "ascending");
    await user.click(within(header).getByRole("button"));
    await waitFor(() => expect(lastPage()).toEqual({ page: 1, pageSize: 10, sortBy: "operators", sortOrder: "desc" }));
    expect(header).toHaveAttribute("aria-sort", "descending");

    const code = within(table).getByRole("columnheader", { name: /企业编码/ });
    await user.click(within(code).getByRole("button"));
    await waitFor(() => expect(lastPage()).toMatchObject({ sortBy: "companyKey", sortOrder: "asc" }));
    expect(code).toHaveAttribute("aria-sort", "ascending");
    expect(header).not.toHaveAttribute("aria-sort");
    await user.type(screen.getByRole("textbox", { name: "关键词" }), "星河{Enter}");
    await waitFor(() => expect(lastPage()).toEqual({ page: 1, pageSize: 10, keyword: "星河", sortBy: "companyKey", sortOrder: "asc" }));
  });

  it("creates a company, checking the fields first and showing a taken code under its field", async () => {
    let attempts = 0;
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/company/page": page([]),
      "POST /admin/api/v1/company/add": () => (++attempts === 1 ? fail(409, "企业编码已存在") : ok({ id: 3 }, "保存成功")),
    });
    const { user } = await openCompanies();
    expect(await screen.findByText("还没有企业，点击“新建企业”添加")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "新建企业" }));
    const dialog = await screen.findByRole("dialog", { name: "新建企业" });
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("请输入企业编码")).toBeInTheDocument();
    expect(within(dialog).getByText("请输入企业名称")).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === "/admin/api/v1/company/add")).toBe(false);

    await user.type(within(dialog).getByRole("textbox", { name: "企业编码" }), "XH");
    await user.type(within(dialog).getByRole("textbox", { name: "企业名称" }), "星河传媒{Enter}");
    expect(await within(dialog).findByText("企业编码已存在")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "企业编码" })).toHaveAttribute("aria-invalid", "true");

    await user.clear(within(dialog).getByRole("textbox", { name: "企业编码" }));
    await user.type(within(dialog).getByRole("textbox", { name: "企业编码" }), "XH2");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "新建企业" })).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.url === "/admin/api/v1/company/add").at(-1)?.body).toEqual({ companyKey: "XH2", companyName: "星河传媒" });
    expect(await screen.findByText("保存成功")).toBeInTheDocument();
  });

  it("edits a company with its values filled in", async () => {
    const api = mockApi(adminApi, { "POST /admin/api/v1/company/page": page([xinghe]), "POST /admin/api/v1/company/update": ok(null, "保存成功") });
    const { user } = await openCompanies();
    await user.click(await screen.findByRole("button", { name: "编辑 星河传媒" }));
    const dialog = await screen.findByRole("dialog", { name: "编辑企业" });
    const name = within(dialog).getByRole("textbox", { name: "企业名称" });
    expect(name).toHaveValue("星河传媒");
    await user.clear(name);
    await user.type(name, "星河集团");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(api.calls.find((call) => call.url === "/admin/api/v1/company/update")?.body).toEqual({ id: 1, companyKey: "XH", companyName: "星河集团" }));
  });

  it("deletes a company without operators after saying so", async () => {
    const api = mockApi(adminApi, { "POST /admin/api/v1/company/page": page([empty]), "DELETE /admin/api/v1/company/del/2": ok(null, "删除成功") });
    const { user } = await openCompanies();
    await user.click(await screen.findByRole("button", { name: "删除 空壳公司" }));
    const dialog = await screen.findByRole("alertdialog", { name: "删除企业" });
    expect(within(dialog).getByText(/该企业下没有用户/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "DELETE" && call.url === "/admin/api/v1/company/del/2")).toBe(true));
  });

  it("explains that a company with operators keeps them and shows who they are instead of deleting", async () => {
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/company/page": page([xinghe]),
      "GET /admin/api/v1/company/operators/1": ok([
        { id: 5, email: "wang@example.com", nickname: "小王", mobile: "13800001111" },
        { id: 6, email: "li@example.com", nickname: "小李", mobile: null },
      ]),
    });
    const { user } = await openCompanies();
    await user.click(await screen.findByRole("button", { name: "删除 星河传媒" }));
    const confirm = await screen.findByRole("alertdialog", { name: "暂不能删除企业" });
    expect(within(confirm).getByText(/还有 2 个用户.*账号、套餐和记录都不受影响/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "查看用户" }));
    const list = await screen.findByRole("dialog", { name: "企业用户：星河传媒" });
    expect(await within(list).findByRole("row", { name: /wang@example.com/ })).toBeInTheDocument();
    expect(within(list).getByRole("row", { name: /li@example.com/ })).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "企业用户：星河传媒" })).not.toBeInTheDocument());
  });

  it("shows a failure with a retry that loads again", async () => {
    let serverDown = true;
    mockApi(adminApi, { "POST /admin/api/v1/company/page": () => (serverDown ? fail(500, "服务器开小差了，请稍后再试") : page([xinghe])) });
    const { user } = await openCompanies();
    expect(await screen.findByText("企业列表加载失败")).toBeInTheDocument();
    serverDown = false;
    await user.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByRole("row", { name: /星河传媒/ })).toBeInTheDocument();
  });
});
