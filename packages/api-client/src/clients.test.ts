import { isCancel } from "axios";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAdminClient } from "./admin-client.ts";
import { ApiError, NETWORK_ERROR_CODE } from "./api-error.ts";
import { createCrmClient } from "./crm-client.ts";
import { startScriptedServer } from "./test-server.ts";

const routes = {
  "/api/v1/ok": { status: 200, body: { code: 0, msg: "ok", data: { id: 7 } } },
  "/api/v1/expired": { status: 401, body: { code: 401, msg: "登录已失效，请重新登录", data: null } },
  "/api/v1/envelope-401": { status: 200, body: { code: 401, msg: "expired", data: null } },
  "/api/v1/slow": { status: 200, body: { code: 0, msg: "ok", data: null }, delayMs: 5_000 },
  "/api/v1/file-refused": { status: 403, body: { code: 403, msg: "无权下载该文件", data: null } },
  "/api/v1/invalid": {
    status: 400,
    body: { code: 400, msg: "请输入正确的邮箱地址", data: null, requestId: "req-1", errors: [{ field: "body.email", message: "请输入正确的邮箱地址" }] },
  },
  "/admin/api/v1/user/getUserInfo": { status: 200, body: { code: 1, msg: "成功", data: { adminId: 1 } } },
  "/admin/api/v1/user/refused": { status: 200, body: { code: 0, msg: "账号或密码错误", data: null } },
};

let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeEach(async () => {
  server = await startScriptedServer(routes);
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(async () => {
  await server.close();
});

function signedInBrowser() {
  localStorage.setItem("language_type", "en");
  localStorage.setItem("allToken", "tok-123");
  sessionStorage.setItem("userInfo", JSON.stringify({ code: 0 }));
  document.cookie = "sid=abc; path=/";
}

describe("CRM client", () => {
  const make = (onUnauthorized = vi.fn()) =>
    createCrmClient({ baseURL: server.baseURL, getLocale: () => "en", getToken: () => "tok-123", loginPath: "/login", onUnauthorized });

  it("returns data of a code-0 envelope and sends the token and language", async () => {
    const client = make();
    await expect(client.request({ url: "/api/v1/ok" })).resolves.toEqual({ id: 7 });
    const sent = server.received[0]!;
    expect(sent.headers.authorization).toBe("Bearer tok-123");
    expect(sent.headers["accept-language"]).toBe("en");
  });

  it("turns a failed envelope into an ApiError with field messages", async () => {
    const error = await make().request({ url: "/api/v1/invalid", method: "POST" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, status: 400, message: "请输入正确的邮箱地址", requestId: "req-1" });
    expect((error as ApiError).fieldMessage("email")).toBe("请输入正确的邮箱地址");
  });

  it.each(["/api/v1/expired", "/api/v1/envelope-401"])("signs the browser out on a 401 (%s), keeping the language", async (url) => {
    signedInBrowser();
    const onUnauthorized = vi.fn();
    await expect(make(onUnauthorized).request({ url })).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem("allToken")).toBeNull();
    expect(localStorage.getItem("language_type")).toBe("en");
    expect(document.cookie).not.toContain("sid=abc");
  });

  it("stops a call in flight when its signal fires: axios' cancellation, not an error to show, no sign-out", async () => {
    const onUnauthorized = vi.fn();
    const controller = new AbortController();
    const call = make(onUnauthorized).request({ url: "/api/v1/slow", signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(server.received).toHaveLength(1));
    controller.abort();
    const error = await call;
    expect(isCancel(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("returns a file as it is, and reads the server's message from a refused file", async () => {
    const client = make();
    const file = await client.send<Blob>({ url: "/api/v1/ok", responseType: "blob" });
    expect(JSON.parse(await file.data.text())).toEqual({ code: 0, msg: "ok", data: { id: 7 } });
    const error = await client.send({ url: "/api/v1/file-refused", responseType: "blob" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 403, status: 403, message: "无权下载该文件" });
  });

  it("reports an unreachable server as a network error in the user's language", async () => {
    await server.close();
    const client = createCrmClient({ baseURL: server.baseURL, getLocale: () => "zh-CN", getToken: () => null, loginPath: "/login" });
    const error = await client.request({ url: "/api/v1/ok" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: NETWORK_ERROR_CODE, message: "服务暂不可用，请稍后再试" });
    server = await startScriptedServer(routes);
  });
});

describe("admin client", () => {
  const make = (onUnauthorized = vi.fn()) =>
    createAdminClient({
      baseURL: server.baseURL,
      getLocale: () => "zh-CN",
      getToken: () => "adm-tok",
      getRouteName: () => "用户管理",
      getLoginType: () => "2",
      loginPath: "/admin/login",
      onUnauthorized,
    });

  it("sends opPart, loginType and the token in authorization and allToken", async () => {
    await expect(make().request({ url: "/admin/api/v1/user/getUserInfo" })).resolves.toEqual({ adminId: 1 });
    const headers = server.received[0]!.headers;
    expect(decodeURIComponent(String(headers.oppart))).toBe("用户管理");
    expect(headers.logintype).toBe("2");
    expect(headers.authorization).toBe("adm-tok");
    expect(headers.alltoken).toBe("adm-tok");
    expect(headers["language_type"]).toBe("zh-CN");
  });

  it("treats any code but 1 as a failure carrying the server's msg", async () => {
    await expect(make().request({ url: "/admin/api/v1/user/refused" })).rejects.toMatchObject({ code: 0, message: "账号或密码错误" });
  });

  it("signs out on a 401 from the admin API too", async () => {
    signedInBrowser();
    const onUnauthorized = vi.fn();
    await expect(make(onUnauthorized).request({ url: "/api/v1/expired" })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(localStorage.getItem("allToken")).toBeNull();
  });
});
