import type { SurfaceClient } from "@cdp/api-client";
import type { ChannelAdmin } from "@cdp/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminApi, adminStorage } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";

const picture = "https://cdn.example.com/channel/1700000000000=-=spring.png";
const spring: ChannelAdmin = { id: 4, name: "春季推广", loginPicture: picture, operators: 12, createdAt: "2026-11-01T08:00:00.000Z" };
const page = (list: ChannelAdmin[]) => ok({ list, total: list.length });
const signature = { body: { code: 0, msg: "ok", data: { host: "https://cdn.example.com", accessid: "id", signature: "sig", policy: "policy", dir: "channel/" } } };

async function openChannels() {
  signIn();
  const rendered = renderApp("/admin/channels");
  await screen.findByRole("heading", { level: 1, name: "渠道管理" });
  return rendered;
}

describe("渠道管理", () => {
  it("lists channels with their login picture and a registration link to copy", async () => {
    mockApi(adminApi, { "POST /admin/api/v1/channel/page": page([spring]) });
    const { user } = await openChannels();
    const row = await within(await screen.findByRole("table", { name: "渠道" })).findByRole("row", { name: /春季推广/ });
    expect(within(row).getByRole("img", { name: "图片不见了" })).toHaveAttribute("src", picture);
    const link = `${window.location.origin}/register?channel=4`;
    expect(within(row).getByText(link)).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "复制注册链接 春季推广" }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(link));
    expect(await within(row).findByText("已复制")).toBeInTheDocument();
  });

  it("sorts by a column header from page 1: ascending, then descending", async () => {
    const api = mockApi(adminApi, { "POST /admin/api/v1/channel/page": ok({ list: [spring], total: 30 }) });
    const { user } = await openChannels();
    const table = await screen.findByRole("table", { name: "渠道" });
    await within(table).findByRole("row", { name: /春季推广/ });
    await user.click(screen.getByRole("button", { name: "下一页" }));
    const lastPage = () => api.calls.filter((call) => call.url === "/admin/api/v1/channel/page").at(-1)?.body;
    await waitFor(() => expect(lastPage()).toMatchObject({ page: 2 }));

    const name = within(table).getByRole("columnheader", { name: /渠道名称/ });
    await user.click(within(name).getByRole("button"));
    await waitFor(() => expect(lastPage()).toEqual({ page: 1, pageSize: 10, sortBy: "name", sortOrder: "asc" }));
    expect(name).toHaveAttribute("aria-sort", "ascending");
    await user.click(within(name).getByRole("button"));
    await waitFor(() => expect(lastPage()).toEqual({ page: 1, pageSize: 10, sortBy: "name", sortOrder: "desc" }));
    expect(name).toHaveAttribute("aria-sort", "descending");

    const created = within(table).getByRole("columnheader", { name: /创建时间/ });
    await user.click(within(created).getByRole("button"));
    await waitFor(() => expect(lastPage()).toMatchObject({ sortBy: "createdAt", sortOrder: "asc" }));
    expect(created).toHaveAttribute("aria-sort", "ascending");
    expect(name).not.toHaveAttribute("aria-sort");
  });

  it("creates a channel with an uploaded login picture, after checking the name", async () => {
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/channel/page": page([]),
      "GET /qscrm/userCenter/systemOss/systemOssByUrl_v2": signature,
      "POST /admin/api/v1/media/complete": ok({ id: 9 }),
      "POST /admin/api/v1/channel/add": ok({ id: 5 }, "保存成功"),
    });
    mockApi(adminStorage as SurfaceClient, { "POST https://cdn.example.com": { body: "" } });
    const { user } = await openChannels();
    expect(await screen.findByText("还没有渠道，点击“新建渠道”添加")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "新建渠道" }));
    const dialog = await screen.findByRole("dialog", { name: "新建渠道" });
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("请输入渠道名称")).toBeInTheDocument();

    await user.type(within(dialog).getByRole("textbox", { name: "渠道名称" }), "夏季推广");
    await user.upload(within(dialog).getByLabelText("上传图片", { selector: "input" }), new File(["png"], "summer.png", { type: "image/png" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent("上传成功！");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "新建渠道" })).not.toBeInTheDocument());
    const body = api.calls.find((call) => call.url === "/admin/api/v1/channel/add")?.body as { name: string; loginPicture: string };
    expect(body.name).toBe("夏季推广");
    expect(body.loginPicture).toMatch(/^https:\/\/cdn\.example\.com\/channel\/\d+=-=summer\.png$/);
  });

  it("edits a channel: the picture can be removed for the default background", async () => {
    const api = mockApi(adminApi, { "POST /admin/api/v1/channel/page": page([spring]), "POST /admin/api/v1/channel/update": ok(null, "保存成功") });
    const { user } = await openChannels();
    await user.click(await screen.findByRole("button", { name: "编辑 春季推广" }));
    const dialog = await screen.findByRole("dialog", { name: "编辑渠道" });
    expect(within(dialog).getByRole("textbox", { name: "渠道名称" })).toHaveValue("春季推广");
    await user.click(within(dialog).getByRole("button", { name: /删除.*spring\.png/ }));
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(api.calls.find((call) => call.url === "/admin/api/v1/channel/update")?.body).toEqual({ id: 4, name: "春季推广", loginPicture: null }));
  });

  it("says what deleting does to the channel's operators before deleting", async () => {
    const api = mockApi(adminApi, { "POST /admin/api/v1/channel/page": page([spring]), "DELETE /admin/api/v1/channel/del/4": ok(null, "删除成功") });
    const { user } = await openChannels();
    await user.click(await screen.findByRole("button", { name: "删除 春季推广" }));
    const dialog = await screen.findByRole("alertdialog", { name: "删除渠道" });
    expect(within(dialog).getByText(/12 个用户保留账号和数据/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "DELETE" && call.url === "/admin/api/v1/channel/del/4")).toBe(true));
  });

  it("shows a failure with a retry", async () => {
    mockApi(adminApi, { "POST /admin/api/v1/channel/page": fail(500, "服务器开小差了，请稍后再试") });
    await openChannels();
    expect(await screen.findByText("渠道列表加载失败")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "重试" })).toBeInTheDocument();
  });
});
