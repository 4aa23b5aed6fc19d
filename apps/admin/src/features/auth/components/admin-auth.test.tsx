import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { pickMenuItem } from "../../../../../../tools/test/pick-menu-item.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";

const session = {
  tokenValue: "adm-token",
  allToken: "adm-token",
  loginDeptType: "admin",
  channelId: 1,
  adminId: 4,
  adminAccount: "admin@example.com",
  allSessionId: "8c7f5a1e-0000-4000-8000-000000000001",
  clientConfig: { importMaxRows: 300, uploadFileLimit: 99, fileDialogMaxMb: 20, codeResendSeconds: 60, selfRegistration: false },
};

const REG_CONFIG = "GET /admin/api/v1/user/regConfig";
const registrationOpen = { [REG_CONFIG]: ok({ selfRegistration: true }) };
const registrationClosed = { [REG_CONFIG]: ok({ selfRegistration: false }) };
const CLOSED_MESSAGE = "管理员注册未开放，请联系现有管理员为您开通账号";

async function openLogin(path = "/admin/login") {
  const rendered = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "管理员登录" });
  return rendered;
}

describe("admin sign-in", () => {
  it("checks the fields before calling the server", async () => {
    const api = mockApi(adminApi);
    const { user } = await openLogin();
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText("请输入账号或邮箱")).toBeInTheDocument();
    expect(screen.getByText("请输入密码或邮箱验证码")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("signs in with email and password and keeps the spec's session values", async () => {
    const api = mockApi(adminApi, { "POST /admin/api/v1/user/login": ok(session, "登录成功!") });
    const { user } = renderApp("/admin/tasks");
    await screen.findByRole("heading", { level: 1, name: "管理员登录" });
    await user.type(screen.getByLabelText("邮箱"), "admin@example.com");
    await user.type(screen.getByLabelText("密码"), "Admin1234");
    await user.click(screen.getByRole("button", { name: "登录" }));

    expect(await screen.findByRole("heading", { level: 1, name: "任务管理" })).toBeInTheDocument();
    expect(screen.getByText("登录成功!")).toBeInTheDocument();
    const loginCall = api.calls.find((call) => call.url === "/admin/api/v1/user/login");
    expect(loginCall).toMatchObject({ body: { account: "admin@example.com", password: "Admin1234" } });
    expect(loginCall?.headers.opPart).toBe(encodeURIComponent("管理员登录"));
    expect(Object.fromEntries(["allToken", "loginDeptType", "channelId", "adminId", "adminAccount", "allSessionId"].map((key) => [key, sessionStorage.getItem(key)]))).toEqual({
      allToken: "adm-token",
      loginDeptType: "admin",
      channelId: "1",
      adminId: "4",
      adminAccount: "admin@example.com",
      allSessionId: session.allSessionId,
    });
    expect(JSON.parse(sessionStorage.getItem("clientConfig") ?? "{}")).toEqual(session.clientConfig);
    expect(screen.getByRole("button", { name: /admin@example.com/ })).toBeInTheDocument();
  });

  it("keeps the administrator signed in in a new tab or after the browser restarts", async () => {
    const api = mockApi(adminApi, { "POST /admin/api/v1/user/login": ok(session, "登录成功!"), "GET /admin/api/v1/user/logout": ok() });
    const { user, unmount } = await openLogin();
    await user.type(screen.getByLabelText("邮箱"), "admin@example.com");
    await user.type(screen.getByLabelText("密码"), "Admin1234");
    await user.click(screen.getByRole("button", { name: "登录" }));
    await screen.findByRole("heading", { level: 1, name: "用户管理" });
    unmount();

    sessionStorage.clear(); // what a new tab (or a restarted browser) starts with
    const next = renderApp("/admin/files");
    expect(await screen.findByRole("heading", { level: 1, name: "文件管理" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /admin@example.com/ })).toBeInTheDocument();
    expect(sessionStorage.getItem("allToken")).toBe("adm-token");

    await next.user.click(screen.getByRole("button", { name: /admin@example.com/ }));
    await waitFor(() => expect(screen.getByRole("menu")).toHaveFocus());
    await pickMenuItem(next.user, "退出登录");
    await screen.findByRole("heading", { level: 1, name: "管理员登录" });
    expect(api.calls.find((call) => call.url === "/admin/api/v1/user/logout")?.headers.allToken).toBe("adm-token");
    expect(localStorage.getItem("adminSession")).toBeNull();
  });

  it("signs in with an emailed code", async () => {
    const api = mockApi(adminApi, {
      "POST /admin/api/v1/user/sendLoginEmailCode": ok(null, "验证码已发送"),
      "POST /admin/api/v1/user/login": ok(session, "登录成功!"),
    });
    const { user } = await openLogin();
    await user.click(screen.getByRole("tab", { name: "验证码登录" }));
    await user.click(await screen.findByRole("button", { name: "获取验证码" }));
    expect(await screen.findByText("请输入正确的邮箱地址")).toBeInTheDocument();
    await user.type(screen.getByLabelText("邮箱"), "admin@example.com");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByRole("button", { name: "60s 后重新获取" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText("请输入验证码")).toBeInTheDocument();
    await user.type(screen.getByLabelText("验证码"), "123456");
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByRole("heading", { level: 1, name: "用户管理" })).toBeInTheDocument();
    const loginCall = api.calls.findLast((call) => call.url === "/admin/api/v1/user/login");
    expect(loginCall?.body).toEqual({ email: "admin@example.com", code: "123456" });
  });

  it("shows the server's msg when sign-in fails", async () => {
    mockApi(adminApi, { "POST /admin/api/v1/user/login": fail(400, "账号或密码错误") });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText("邮箱"), "admin@example.com");
    await user.type(screen.getByLabelText("密码"), "nope");
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("账号或密码错误");
    expect(sessionStorage.getItem("allToken")).toBeNull();
  });

  it("shows the lock message after too many wrong passwords and leaves the code tab to use", async () => {
    const locked = "密码错误次数过多，请15分钟后再试或使用验证码登录";
    mockApi(adminApi, { "POST /admin/api/v1/user/login": fail(429, locked) });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText("邮箱"), "admin@example.com");
    await user.type(screen.getByLabelText("密码"), "Admin1234");
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(locked);
    expect(sessionStorage.getItem("allToken")).toBeNull();
    expect(screen.getByRole("tab", { name: "验证码登录" })).toBeEnabled();
  });

  it("signs out on a 401 from the admin API", async () => {
    signIn();
    mockApi(adminApi, { "GET /admin/api/v1/user/logout": { status: 401, body: { code: 401, msg: "登录已失效，请重新登录", data: null } } });
    const { user } = renderApp("/admin/users");
    await user.click(await screen.findByRole("button", { name: /admin@example.com/ }));
    // The menu selects the highlighted item on release: wait until it has focus, as a person would.
    await waitFor(() => expect(screen.getByRole("menu")).toHaveFocus());
    await pickMenuItem(user, "退出登录");
    expect(await screen.findByRole("heading", { level: 1, name: "管理员登录" })).toBeInTheDocument();
    expect(sessionStorage.getItem("allToken")).toBeNull();
  });
});

describe("admin registration", () => {
  it("offers the register link on the login page only while self-registration is open", async () => {
    mockApi(adminApi, registrationOpen);
    const { user, unmount } = await openLogin();
    await user.click(await screen.findByRole("link", { name: "注册管理员账号" }));
    expect(await screen.findByRole("heading", { level: 1, name: "管理员注册" })).toBeInTheDocument();
    expect(await screen.findByLabelText("邮箱")).toBeInTheDocument();
    unmount();

    mockApi(adminApi, registrationClosed);
    await openLogin();
    expect(await screen.findByText("没有管理员账号？请联系现有管理员为您开通。")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "注册管理员账号" })).toBeNull();
  });

  it("shows the closed notice with a way back to login instead of the form", async () => {
    const api = mockApi(adminApi, registrationClosed);
    const { user } = renderApp("/admin/register");
    await screen.findByRole("heading", { level: 1, name: "管理员注册" });
    expect(await screen.findByText(CLOSED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByLabelText("邮箱")).toBeNull();
    expect(screen.queryByRole("button", { name: "注册" })).toBeNull();
    await user.click(screen.getByRole("link", { name: "返回登录" }));
    expect(await screen.findByRole("heading", { level: 1, name: "管理员登录" })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("still shows the server's refusal if registration closed after the page opened", async () => {
    mockApi(adminApi, { ...registrationOpen, "POST /admin/api/v1/user/sendRegEmailCode": fail(403, CLOSED_MESSAGE) });
    const { user } = renderApp("/admin/register");
    await user.type(await screen.findByLabelText("邮箱"), "new@example.com");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("管理员注册未开放");
  });

  it("registers and goes to the login page", async () => {
    const api = mockApi(adminApi, { ...registrationOpen, "POST /admin/api/v1/user/reg": ok(null, "注册成功，请登录") });
    const { user } = renderApp("/admin/register");
    await screen.findByRole("heading", { level: 1, name: "管理员注册" });
    await user.type(await screen.findByLabelText("邮箱"), "new@example.com");
    await user.type(screen.getByLabelText("验证码"), "123456");
    await user.type(screen.getByLabelText("密码"), "weak");
    await user.click(screen.getByRole("button", { name: "注册" }));
    expect(await screen.findByText("密码至少8位，且须同时包含字母和数字")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("密码"));
    await user.type(screen.getByLabelText("密码"), "Adminpass1");
    await user.click(screen.getByRole("button", { name: "注册" }));
    expect(await screen.findByRole("heading", { level: 1, name: "管理员登录" })).toBeInTheDocument();
    expect(within(document.body).getByText("注册成功，请登录")).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === "/admin/api/v1/user/reg")?.body).toEqual({
      email: "new@example.com",
      code: "123456",
      password: "Adminpass1",
    });
  });
});
