import { isCancel } from "axios";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAdminClient } from "./admin-client.ts";
import { ApiError } from "./api-error.ts";
import { createCrmClient } from "./crm-client.ts";
import { startScriptedServer, startUploadServer, type Reply } from "./test-server.ts";
import { createUploader, UPLOAD_SIGNATURE_PATH } from "./upload.ts";

let server: Awaited<ReturnType<typeof startScriptedServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(upload?: Reply, fields?: Record<string, string>) {
  const started = await startUploadServer(UPLOAD_SIGNATURE_PATH, upload, fields);
  server = started;
  return started;
}

const crm = (baseURL: string) => createCrmClient({ baseURL, getLocale: () => "zh-CN", getToken: () => "tok-1", loginPath: "/login", onUnauthorized: vi.fn() });

/** The multipart body's parts, in order: name and value (file parts by file name and content). */
function formParts(body: string): Array<[string, string]> {
  return [...body.matchAll(/name="([^"]+)"(?:; filename="[^"]*")?\r\n(?:Content-Type: [^\r]*\r\n)?\r\n([\s\S]*?)\r\n--/g)].map((m) => [m[1]!, m[2]!]);
}

describe("direct upload", () => {
  it("signs for the file's name through the surface client, then posts the form (each field once, file last) and returns the file item", async () => {
    const { baseURL, received } = await start(undefined, { "x-amz-meta-a": "b", success_action_status: "200", "Content-Type": "video/mp4" });
    const upload = createUploader(crm(baseURL), { getLocale: () => "zh-CN", getOrigin: () => "https://cdp.example.com", now: () => 1700000000000 });
    const progress = vi.fn();
    const file = new File(["hello video"], "clip.mp4", { type: "video/mp4" });

    const item = await upload(file, progress, new AbortController().signal);

    const [signing, posting] = received;
    const signingUrl = new URL(signing!.url, baseURL);
    expect(signingUrl.pathname).toBe(UPLOAD_SIGNATURE_PATH);
    expect(signingUrl.searchParams.get("url")).toBe("https://cdp.example.com");
    expect(signingUrl.searchParams.get("fileName")).toBe("clip.mp4");
    expect(signing?.headers.authorization).toBe("Bearer tok-1");
    expect(posting?.method).toBe("POST");
    expect(posting?.headers.authorization).toBeUndefined();
    const key = "user/7/1700000000000=-=clip.mp4";
    expect(formParts(posting!.body)).toEqual([
      ["OSSAccessKeyId", "id-1"],
      ["policy", "pol-1"],
      ["signature", "sig-1"],
      ["key", key],
      ["success_action_status", "200"],
      ["x-amz-meta-a", "b"],
      ["Content-Type", "video/mp4"],
      ["file", "hello video"],
    ]);
    const url = `${baseURL}/storage/upload/${key}`;
    expect(item).toEqual({ fileName: "clip.mp4", exportFile: url, type: "video", address: url, fileSize: 11 });
    expect(progress).toHaveBeenLastCalledWith(100);
  });

  // jsdom reports an upload's progress once its answer has come; upload.browser.test.ts sees it as it goes.
  it("reports the form's upload progress in whole percents that only grow, ending at 100", async () => {
    const { baseURL } = await start();
    const progress = vi.fn();
    await createUploader(crm(baseURL), { getLocale: () => "en" })(new File([new Uint8Array(4 * 1024 * 1024)], "big.mp4"), progress, new AbortController().signal);
    const reported = progress.mock.calls.map(([percent]) => percent as number);
    expect(reported.length).toBeGreaterThan(1);
    expect(reported.every((percent, index) => Number.isInteger(percent) && percent >= (reported[index - 1] ?? 0))).toBe(true);
    expect(reported.at(-1)).toBe(100);
  });

  it("gives images their imgUrl and is authenticated on the admin surface too", async () => {
    const { baseURL, received } = await start();
    const admin = createAdminClient({ baseURL, getLocale: () => "en", getToken: () => "adm-1", loginPath: "/admin/login", getRouteName: () => "文件共享", getLoginType: () => null, onUnauthorized: vi.fn() });
    const item = await createUploader(admin, { getLocale: () => "en", now: () => 1 })(new File(["x"], "a.png"), vi.fn(), new AbortController().signal);
    expect(received[0]?.headers.authorization).toBe("adm-1");
    expect(item).toMatchObject({ type: "image", imgUrl: item.exportFile, exportFile: `${baseURL}/storage/upload/user/7/1=-=a.png` });
  });

  it("asks the API to record the stored file when a completion path is given, and fails with its refusal", async () => {
    const { baseURL, routes, received } = await start();
    routes["/api/v1/media/complete"] = { status: 200, body: { code: 0, msg: "成功", data: { id: 41 } } };
    const upload = createUploader(crm(baseURL), { getLocale: () => "zh-CN", now: () => 5, completePath: "/api/v1/media/complete" });

    const uploaded = await upload(new File(["x"], "a.mp4"), vi.fn(), new AbortController().signal);
    expect(uploaded.mediaId).toBe(41);
    const completing = received.at(-1)!;
    expect(completing).toMatchObject({ method: "POST", url: "/api/v1/media/complete" });
    expect(completing.headers.authorization).toBe("Bearer tok-1");
    expect(JSON.parse(completing.body)).toEqual({ key: "user/7/5=-=a.mp4" });

    routes["/api/v1/media/complete"] = { status: 200, body: { code: 413, msg: "文件超过大小限制", data: null } };
    const error = await upload(new File(["x"], "b.mp4"), vi.fn(), new AbortController().signal).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 413, message: "文件超过大小限制" });
  });

  it("turns a refused upload into an ApiError with the storage's message", async () => {
    const { baseURL } = await start({ status: 403, body: { code: 403, msg: "签名无效", data: null } });
    const error = await createUploader(crm(baseURL), { getLocale: () => "zh-CN" })(new File(["x"], "a.png"), vi.fn(), new AbortController().signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: "签名无效" });
  });

  it("turns a refused signature into an ApiError and posts nothing", async () => {
    server = await startScriptedServer({ [UPLOAD_SIGNATURE_PATH]: { status: 200, body: { code: 500, msg: "服务器错误", data: null } } });
    const error = await createUploader(crm(server.baseURL), { getLocale: () => "zh-CN" })(new File(["x"], "a.png"), vi.fn(), new AbortController().signal).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 500, message: "服务器错误" });
    expect(server.received).toHaveLength(1);
  });

  it("stops the form's upload in flight when the signal fires, and records nothing", async () => {
    // The storage host answers late, so the abort lands while the request waits for its answer.
    const { baseURL, routes, received } = await start({ status: 200, body: "", delayMs: 10_000 });
    routes["/api/v1/media/complete"] = { status: 200, body: { code: 0, msg: "成功", data: { id: 41 } } };
    const controller = new AbortController();
    const progress = vi.fn();
    const upload = createUploader(crm(baseURL), { getLocale: () => "en", completePath: "/api/v1/media/complete" });

    const uploading = upload(new File(["hello video"], "clip.mp4"), progress, controller.signal).catch((e: unknown) => e);
    await vi.waitFor(() => expect(received.map((request) => request.url)).toContain("/storage/upload"));
    controller.abort();
    const error = await uploading;

    expect(isCancel(error)).toBe(true);
    expect(progress).not.toHaveBeenCalledWith(100);
    expect(received.map((request) => request.url)).not.toContain("/api/v1/media/complete");
  });

  it("stops when aborted", async () => {
    const { baseURL } = await start();
    const controller = new AbortController();
    controller.abort();
    await expect(createUploader(crm(baseURL), { getLocale: () => "en" })(new File(["x"], "a.png"), vi.fn(), controller.signal)).rejects.not.toBeInstanceOf(ApiError);
  });
});
