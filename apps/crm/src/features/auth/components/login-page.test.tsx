import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { crmApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";

const userInfo = { id: 7, email: "ops@example.com", phone: null, name: "ops", nickName: "", plan: "free", channelId: 1, personPosition: [], createdAt: "2026-11-20T00:00:00.000Z", lastLoginAt: null };

async function openLogin(path = "/login") {
  const rendered = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "登录" });
  return rendered;
}

describe("login page", () => {
  it("asks for the account, the password and the policy tick before calling the server", async () => {
    const api = mockApi(crmApi);
    const { user } = await openLogin();
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText("请输入账号或邮箱")).toBeInTheDocument();
    expect(screen.getByText("请输入密码")).toBeInTheDocument();
    expect(screen.getByText("请勾选隐私政策")).toBeInTheDocument();

    await user.type(screen.getByLabelText("账号"), "ops@example.com");
    await user.type(screen.getByLabelText("密码"), "Passw0rd");
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("请勾选隐私政策");
    expect(screen.queryByText("请输入账号或邮箱")).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("links the policy and the agreement, opening in a new tab", async () => {
    await openLogin();
    const consent = screen.getByRole("checkbox", { name: /我已阅读并同意/ });
    expect(consent).not.toBeChecked();
    expect(screen.getByRole("link", { name: "《隐私政策》" })).toHaveAttribute("href", "/policies");
    expect(screen.getByRole("link", { name: "《用户服务协议》" })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "《用户服务协议》" })).toHaveAttribute("href", "/service");
  });

  it("uses the spec's messages on the phone tab", async () => {
    const api = mockApi(crmApi);
    const { user } = await openLogin();
    await user.click(screen.getByRole("tab", { name: "手机登录" }));
    await user.click(await screen.findByRole("button", { name: "获取验证码" }));
    expect(await screen.findByText("请输入手机号")).toBeInTheDocument();

    await user.type(screen.getByLabelText("手机号"), "12812345678");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByText("请输入正确的手机号")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("手机号"));
    await user.type(screen.getByLabelText("手机号"), "13812345678");
    await user.click(screen.getByRole("checkbox", { name: /我已阅读并同意/ }));
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText("请输入手机验证码")).toBeInTheDocument();
    expect(screen.queryByText("请输入正确的手机号")).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("signs in by SMS code with the countdown on the code button", async () => {
    const api = mockApi(crmApi, {
      "POST /api/v1/user/sendLoginSmsCode": ok(null, "验证码已发送"),
      "POST /api/v1/user/smsLogin": ok({ tokenValue: "sms-token" }),
      "GET /api/v1/user/getUserInfo": ok({ ...userInfo, plan: "pro" }),
    });
    const { user } = await openLogin();
    await user.click(screen.getByRole("tab", { name: "手机登录" }));
    await user.type(await screen.findByLabelText("手机号"), "13800138000");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByRole("button", { name: /60s 后重新获取/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText("验证码"), "123456");
    await user.click(screen.getByRole("checkbox", { name: /我已阅读并同意/ }));
    await user.click(screen.getByRole("button", { name: "登录" }));

    expect(await screen.findByRole("heading", { level: 1, name: "视频发布" })).toBeInTheDocument();
    expect(localStorage.getItem("tokenValue")).toBe("sms-token");
    expect(api.calls.map((call) => call.body)).toContainEqual({ phone: "13800138000", code: "123456" });
  });

  it("signs in: toast, token, user info in session storage, then offers a free-plan user the upgrade", async () => {
    const api = mockApi(crmApi, {
      "POST /api/v1/user/login": ok({ tokenValue: "tok-1" }, "登录成功!"),
      "GET /api/v1/user/getUserInfo": ok(userInfo),
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText("账号"), "ops@example.com");
    await user.type(screen.getByLabelText("密码"), "Passw0rd");
    await user.click(screen.getByRole("checkbox", { name: /我已阅读并同意/ }));
    await user.click(screen.getByRole("button", { name: "登录" }));

    expect(await screen.findByText("登录成功!")).toBeInTheDocument();
    expect(localStorage.getItem("tokenValue")).toBe("tok-1");
    expect(JSON.parse(sessionStorage.getItem("userInfo") ?? "{}")).toMatchObject({ email: "ops@example.com", personPosition: [] });
    expect(api.calls[0]).toMatchObject({ method: "POST", url: "/api/v1/user/login", body: { account: "ops@example.com", password: "Passw0rd" } });
    expect(api.calls[1]?.headers.authorization).toBe("Bearer tok-1");

    const offer = await screen.findByRole("alertdialog", { name: "升级套餐" });
    await user.click(within(offer).getByRole("button", { name: "去升级" }));
    expect(await screen.findByRole("heading", { level: 1, name: "权限管理" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/CRM/permissionManage");
  });

  it("returns to the page the visitor wanted when the upgrade is declined", async () => {
    mockApi(crmApi, { "POST /api/v1/user/login": ok({ tokenValue: "tok-2" }), "GET /api/v1/user/getUserInfo": ok(userInfo) });
    const { user } = renderApp("/CRM/dataSend/record");
    await screen.findByRole("heading", { level: 1, name: "登录" });
    await user.type(screen.getByLabelText("账号"), "ops@example.com");
    await user.type(screen.getByLabelText("密码"), "Passw0rd");
    await user.click(screen.getByRole("checkbox", { name: /我已阅读并同意/ }));
    await user.click(screen.getByRole("button", { name: "登录" }));
    const offer = await screen.findByRole("alertdialog", { name: "升级套餐" });
    await user.click(within(offer).getByRole("button", { name: "暂不升级" }));
    expect(await screen.findByRole("heading", { level: 1, name: "发布记录" })).toBeInTheDocument();
  });

  it("shows the server's msg when sign-in fails", async () => {
    mockApi(crmApi, { "POST /api/v1/user/login": fail(400, "账号或密码错误") });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText("账号"), "ops@example.com");
    await user.type(screen.getByLabelText("密码"), "wrong");
    await user.click(screen.getByRole("checkbox", { name: /我已阅读并同意/ }));
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("账号或密码错误");
    expect(localStorage.getItem("tokenValue")).toBeNull();
  });

  it("resets a forgotten password by emailed code", async () => {
    const api = mockApi(crmApi, {
      "POST /api/v1/user/sendResetPasswordEmailCode": ok(),
      "POST /api/v1/user/resetPassword": (body) =>
        (body as { code: string }).code === "654321" ? ok() : fail(400, "验证码错误"),
    });
    const { user } = await openLogin();
    await user.click(screen.getByRole("button", { name: "忘记密码？" }));
    const dialog = await screen.findByRole("dialog", { name: "找回密码" });
    await user.click(within(dialog).getByRole("button", { name: "获取验证码" }));
    expect(await within(dialog).findByText("请输入正确的邮箱地址")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("邮箱"), "ops@example.com");
    await user.click(within(dialog).getByRole("button", { name: "获取验证码" }));
    await user.type(within(dialog).getByLabelText("验证码"), "111111");
    await user.type(within(dialog).getByLabelText("新密码"), "short");
    await user.click(within(dialog).getByRole("button", { name: "重置密码" }));
    expect(await within(dialog).findByText("密码至少8位，且须同时包含字母和数字")).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText("新密码"));
    await user.type(within(dialog).getByLabelText("新密码"), "Newpassw0rd");
    await user.click(within(dialog).getByRole("button", { name: "重置密码" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("验证码错误");

    await user.clear(within(dialog).getByLabelText("验证码"));
    await user.type(within(dialog).getByLabelText("验证码"), "654321");
    await user.click(within(dialog).getByRole("button", { name: "重置密码" }));
    expect(await screen.findByText("密码已重置，请使用新密码登录")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "找回密码" })).not.toBeInTheDocument());
    expect(screen.getByLabelText("账号")).toHaveValue("ops@example.com");
    expect(api.calls.at(-1)?.body).toEqual({ email: "ops@example.com", code: "654321", password: "Newpassw0rd" });
  });

  it("uses the channel's login picture as background", async () => {
    mockApi(crmApi, { "GET /api/v1/channel/3": ok({ id: 3, name: "合作渠道", loginPicture: "/channel-pictures/partner.png" }) });
    await openLogin("/login?channel=3");
    await waitFor(() => expect(screen.getByTestId("auth-screen")).toHaveAttribute("data-background", "/channel-pictures/partner.png"));
    expect(screen.getByRole("link", { name: "立即注册" })).toHaveAttribute("href", "/register?channel=3");
  });

  it("promotes the product with the carousel and the figures", async () => {
    await openLogin();
    const carousel = screen.getByRole("region", { name: "产品亮点" });
    expect(within(carousel).getByText("一键多视频分发")).toBeInTheDocument();
    expect(screen.getByText("6300000+")).toBeInTheDocument();
    expect(screen.getByText("81+")).toBeInTheDocument();
    expect(screen.getByText("7*24")).toBeInTheDocument();
  });

  it("speaks English after the language switch, messages included", async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole("radio", { name: "English" }));
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Please enter your account or email")).toBeInTheDocument();
  });
});
