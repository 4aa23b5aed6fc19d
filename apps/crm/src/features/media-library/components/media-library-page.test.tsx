import type { MediaLibraryItem } from "@cdp/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { crmApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";

const LIST = "GET /api/v1/media/list";
const PLAN = "GET /api/v1/plan";
const file = (over: Partial<MediaLibraryItem> = {}): MediaLibraryItem => ({
  id: 1,
  fileName: "开箱 vlog.mp4",
  key: "u/1/1=-=开箱 vlog.mp4",
  url: "/storage/files/u/1/1=-=开箱%20vlog.mp4",
  type: "video",
  mime: "video/mp4",
  fileSize: 12_500_000,
  width: null,
  height: null,
  durationSeconds: 75,
  createdAt: "2026-11-20T08:00:00.000Z",
  usedBy: 0,
  activeUses: 0,
  ...over,
});

async function openLibrary(routes: Parameters<typeof mockApi>[1]) {
  const api = mockApi(crmApi, { [PLAN]: fail(500, "x"), ...routes });
  signIn();
  const rendered = renderApp("/CRM/dataSend/media");
  await screen.findByRole("heading", { level: 1, name: "素材库" });
  return { ...rendered, api, listCalls: () => api.calls.filter((call) => call.url === "/api/v1/media/list") };
}

const table = async () => within(await screen.findByRole("table", { name: "素材库" }));

describe("素材库 page", () => {
  it("lists the files with their cover, type, size and length, upload time and use counts, newest first from the server", async () => {
    const { listCalls } = await openLibrary({
      [LIST]: ok({
        list: [
          file({ usedBy: 3, activeUses: 1 }),
          file({ id: 2, fileName: "海报.png", type: "image", mime: "image/png", fileSize: 2048, durationSeconds: null, url: "/f/海报.png" }),
        ],
        total: 2,
      }),
    });
    const rows = await table();
    const video = within(await rows.findByRole("row", { name: /开箱 vlog\.mp4/ }));
    expect(video.getByText("视频")).toBeInTheDocument();
    expect(video.getByText("11.9 MB · 1:15")).toBeInTheDocument();
    expect(video.getByText("3 个发布")).toBeInTheDocument();
    expect(video.getByText("1 个待发布")).toBeInTheDocument();
    const image = within(rows.getByRole("row", { name: /海报\.png/ }));
    expect(image.getByRole("img", { name: "海报.png" })).toHaveAttribute("src", "/f/海报.png");
    expect(image.getByText("未使用")).toBeInTheDocument();
    expect(listCalls()[0]?.params).toMatchObject({ page: 1, pageSize: 10 });
  });

  it("searches by name and filters by type on the server, from page 1", async () => {
    const { user, listCalls } = await openLibrary({ [LIST]: ok({ list: [file()], total: 30 }) });
    await (await table()).findByRole("row", { name: /开箱/ });
    await user.click(screen.getAllByRole("button", { name: "第 2 页" })[0]!);
    await waitFor(() => expect(listCalls().at(-1)?.params).toMatchObject({ page: 2 }));
    await user.type(screen.getByRole("searchbox", { name: "按文件名搜索" }), "100%_{Enter}");
    await waitFor(() => expect(listCalls().at(-1)?.params).toMatchObject({ page: 1, keyword: "100%_" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "类型" }), "图片");
    await waitFor(() => expect(listCalls().at(-1)?.params).toMatchObject({ page: 1, keyword: "100%_", type: "image" }));
  });

  it("says when the library is empty, and when nothing matches", async () => {
    const { user } = await openLibrary({ [LIST]: ok({ list: [], total: 0 }) });
    expect((await screen.findAllByText("素材库还是空的")).length).toBeGreaterThan(0);
    await user.type(screen.getByRole("searchbox", { name: "按文件名搜索" }), "旅行{Enter}");
    expect((await screen.findAllByText("没有符合条件的素材")).length).toBeGreaterThan(0);
  });

  it("shows a load failure with 重试", async () => {
    await openLibrary({ [LIST]: fail(500, "服务器开小差了") });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("素材库加载失败");
    expect(within(alert).getByRole("button", { name: "重试" })).toBeInTheDocument();
  });

  it("deletes after a confirm that says finished posts keep their copies", async () => {
    let list = [file({ usedBy: 2 })];
    const { user, api } = await openLibrary({ [LIST]: () => ok({ list, total: list.length }), "DELETE /api/v1/media/1": () => ((list = []), ok(null)) });
    await user.click(within(await (await table()).findByRole("row", { name: /开箱/ })).getByRole("button", { name: "删除 开箱 vlog.mp4" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "删除素材" }));
    expect(dialog.getByText(/已用于 2 个已完成的发布。删除不影响已发布的作品/)).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "删除" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "DELETE" && call.url === "/api/v1/media/1")).toBe(true));
    expect((await screen.findAllByText("素材库还是空的")).length).toBeGreaterThan(0);
  });

  it("shows the server's refusal while a waiting post needs the file", async () => {
    const { user } = await openLibrary({
      [LIST]: ok({ list: [file({ usedBy: 1, activeUses: 1 })], total: 1 }),
      "DELETE /api/v1/media/1": fail(409, "该素材正被 1 个等待或分发中的发布使用，无法删除"),
    });
    await user.click(within(await (await table()).findByRole("row", { name: /开箱/ })).getByRole("button", { name: "删除 开箱 vlog.mp4" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "删除素材" }));
    expect(dialog.getByText(/正被 1 个等待或分发中的发布使用，这些发布完成前无法删除/)).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "删除" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("该素材正被 1 个等待或分发中的发布使用，无法删除");
  });
});
