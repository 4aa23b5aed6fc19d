import type { SurfaceClient } from "@cdp/api-client";
import type { FileShare } from "@cdp/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminApi, adminStorage } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";

const SIGNATURE = "GET /qscrm/userCenter/systemOss/systemOssByUrl_v2";
const HOST = "https://files.example.com/storage/files";

const poster: FileShare = {
  id: 7,
  name: "活动海报",
  fileUrl: `${HOST}/a/1/1700000000000=-=poster.png`,
  fileName: "poster.png",
  fileType: "image",
  fileSize: 2048,
  createdAt: "2026-11-20T08:00:00.000Z",
  updatedAt: "2026-11-20T08:00:00.000Z",
};

const page = (list: FileShare[]) => ok({ list, total: list.length });
const signature = { body: { code: 0, msg: "ok", data: { host: HOST, accessid: "local", signature: "sig", policy: "pol", dir: "a/1/" } } };

/** The storage host's transport: a 200 with an empty body, like OSS. */
function mockStorage() {
  return mockApi(adminStorage as SurfaceClient, { [`POST ${HOST}`]: { body: "" } });
}

async function openFiles() {
  signIn();
  const rendered = renderApp("/admin/files");
  await screen.findByRole("heading", { level: 1, name: "文件管理" });
  return rendered;
}

describe("shared files", () => {
  it("lists the shared files with their link, type and size", async () => {
    const api = mockApi(adminApi, { "POST /admin/api/v1/file/page": page([poster]) });
    await openFiles();
    const table = await screen.findByRole("table", { name: "共享文件" });
    const row = await within(table).findByRole("row", { name: /活动海报/ });
    expect(within(row).getByRole("link", { name: "poster.png" })).toHaveAttribute("href", poster.fileUrl);
    expect(within(row).getByRole("cell", { name: "图片" })).toBeInTheDocument();
    expect(within(row).getByRole("cell", { name: "2 KB" })).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: "POST", url: "/admin/api/v1/file/page", body: { page: 1, pageSize: 10 } });
  });

  it("sorts by a column header from page 1: ascending, descending, then back to newest first", async () => {
    const api = mockApi(adminApi, { "POST /admin/api/v1/file/page": ok({ list: [poster], total: 30 }) });
    const { user } = await openFiles();
    const table = await screen.findByRole("table", { name: "共享文件" });
    await within(table).findByRole("row", { name: /活动海报/ });
    await user.click(screen.getByRole("button", { name: "下一页" }));
    const lastPage = () => api.calls.filter((call) => call.url === "/admin/api/v1/file/page").at(-1)?.body;
    await waitFor(() => expect(lastPage()).toMatchObject({ page: 2 }));

    const size = within(table).getByRole("columnheader", { name: /大小/ });
    await user.click(within(size).getByRole("button"));
    await waitFor(() => expect(lastPage()).toEqual({ page: 1, pageSize: 10, sortBy: "fileSize", sortOrder: "asc" }));
    expect(size).toHaveAttribute("aria-sort", "ascending");
    await user.click(within(size).getByRole("button"));
    await waitFor(() => expect(lastPage()).toEqual({ page: 1, pageSize: 10, sortBy: "fileSize", sortOrder: "desc" }));
    expect(size).toHaveAttribute("aria-sort", "descending");

    const name = within(table).getByRole("columnheader", { name: /文件名称/ });
    await user.click(within(name).getByRole("button"));
    await waitFor(() => expect(lastPage()).toMatchObject({ sortBy: "name", sortOrder: "asc" }));
    expect(name).toHaveAttribute("aria-sort", "ascending");
    expect(size).not.toHaveAttribute("aria-sort");
    await user.click(within(name).getByRole("button"));
    await user.click(within(name).getByRole("button"));
    await waitFor(() => expect(lastPage()).toEqual({ page: 1, pageSize: 10 }));
    expect(name).not.toHaveAttribute("aria-sort");
    expect(within(table).queryByRole("button", { name: /类型/ })).not.toBeInTheDocument();
  });

  it("says so when there are none", async () => {
    mockApi(adminApi, { "POST /admin/api/v1/file/page": page([]) });
    await openFiles();
    expect(await screen.findByText("还没有共享文件，点击“上传文件”添加")).toBeInTheDocument();
  });

  it("shows a failure with a retry", async () => {
    mockApi(adminApi, { "POST /admin/api/v1/file/page": fail(500, "服务器开小差了，请稍后再试") });
    await openFiles();
    expect(await screen.findByText("文件列表加载失败")).toBeInTheDocument();
    expect(screen.getByText("服务器开小差了，请稍后再试")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "重试" })).toBeInTheDocument();
  });

  it("uploads a file straight to storage and shares it, then refreshes the list", async () => {
    let shared: FileShare[] = [];
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/file/page": () => page(shared),
      [SIGNATURE]: signature,
      "POST /admin/api/v1/media/complete": ok({ id: 3 }),
      "POST /admin/api/v1/file/upload": (body) => {
        const input = body as { name: string; fileUrl: string };
        shared = [{ ...poster, id: 8, name: input.name, fileUrl: input.fileUrl, fileName: "brochure.pdf", fileType: "other", fileSize: null }];
        return ok(shared[0], "保存成功");
      },
    });
    const storage = mockStorage();
    const { user } = await openFiles();
    await screen.findByText("还没有共享文件，点击“上传文件”添加");

    await user.click(screen.getByRole("button", { name: "上传文件" }));
    const dialog = within(await screen.findByRole("dialog", { name: "上传文件" }));
    await user.type(dialog.getByRole("textbox", { name: "文件名称" }), "产品手册");
    await user.upload(dialog.getByLabelText("上传文件", { selector: "input" }), new File(["%PDF"], "brochure.pdf", { type: "application/pdf" }));
    expect(await dialog.findByRole("status")).toHaveTextContent("上传成功！");
    await user.click(dialog.getByRole("button", { name: "保存" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("保存成功")).toBeInTheDocument();
    expect(await screen.findByRole("row", { name: /产品手册/ })).toBeInTheDocument();

    const form = storage.calls[0]?.body as FormData;
    const key = form.get("key") as string;
    expect(key).toMatch(/^a\/1\/\d+=-=brochure\.pdf$/);
    expect([...form.keys()]).toEqual(["OSSAccessKeyId", "policy", "signature", "key", "success_action_status", "file"]);
    expect(storage.calls[0]?.headers.authorization).toBeUndefined();
    expect(api.calls.find((call) => call.url === "/admin/api/v1/media/complete")?.body).toEqual({ key });
    expect(api.calls.find((call) => call.url === "/admin/api/v1/file/upload")?.body).toEqual({ name: "产品手册", fileUrl: `${HOST}/${key}` });
  });

  it("edits a shared file in the dialog's edit mode", async () => {
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/file/page": page([poster]),
      "POST /admin/api/v1/file/update": (body) => ok({ ...poster, ...(body as object) }, "保存成功"),
    });
    const { user } = await openFiles();
    await user.click(await screen.findByRole("button", { name: "编辑 活动海报" }));
    const dialog = within(await screen.findByRole("dialog", { name: "编辑文件" }));
    await user.click(dialog.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.url === "/admin/api/v1/file/update")?.body).toEqual({ id: 7, name: "活动海报", fileUrl: poster.fileUrl });
  });

  it("deletes a shared file after confirming", async () => {
    let shared = [poster];
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/file/page": () => page(shared),
      "DELETE /admin/api/v1/file/del/7": () => {
        shared = [];
        return ok(null);
      },
    });
    const { user } = await openFiles();
    await user.click(await screen.findByRole("button", { name: "删除 活动海报" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "删除文件" }));
    await user.click(confirm.getByRole("button", { name: "删除" }));
    expect(await screen.findByText("还没有共享文件，点击“上传文件”添加")).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === "DELETE" && call.url === "/admin/api/v1/file/del/7")).toBe(true);
  });
});
