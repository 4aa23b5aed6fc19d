import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { crmApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";

async function openRegister(path = "/register") {
  const rendered = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "注册" });
  return rendered;
}

describe("register page", () => {
  it("checks the email before asking for a code", async () => {
    const api = mockApi(crmApi);
    const { user } = await openRegister();
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByText("请输入正确的邮箱地址")).toBeInTheDocument();
    await user.type(screen.getByLabelText("邮箱"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByText("请输入正确的邮箱地址")).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("sends the code and counts down 60 seconds", async () => {
    const api = mockApi(crmApi, { "POST /api/v1/user/sendRegEmailCode": ok(null, "验证码已发送") });
    const { user } = await openRegister();
    await user.type(screen.getByLabelText("邮箱"), "new@example.com");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByRole("button", { name: "60s 后重新获取" })).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ url: "/api/v1/user/sendRegEmailCode", body: { email: "new@example.com" } });
    expect(await screen.findByText("验证码已发送，请查收邮件")).toBeInTheDocument();
  });

  it("shows the server's msg when the code cannot be sent", async () => {
    mockApi(crmApi, { "POST /api/v1/user/sendRegEmailCode": fail(409, "该邮箱已注册，请直接登录") });
    const { user } = await openRegister();
    await user.type(screen.getByLabelText("邮箱"), "demo@example.com");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("该邮箱已注册，请直接登录");
    expect(screen.getByRole("button", { name: "获取验证码" })).toBeInTheDocument();
  });

  it("shows the password as plain text, with a toggle to hide it", async () => {
    const { user } = await openRegister();
    const password = screen.getByLabelText("密码");
    expect(password).toHaveAttribute("type", "text");
    const toggle = screen.getByRole("button", { name: "显示密码" });
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    await user.click(toggle);
    expect(password).toHaveAttribute("type", "password");
  });

  it("names each problem of the form", async () => {
    const api = mockApi(crmApi);
    const { user } = await openRegister();
    await user.type(screen.getByLabelText("邮箱"), "new@example.com");
    await user.type(screen.getByLabelText("验证码"), "12");
    await user.type(screen.getByLabelText("密码"), "password");
    await user.click(screen.getByRole("button", { name: "注册" }));
    expect(await screen.findByText("验证码为6位数字")).toBeInTheDocument();
    expect(screen.getByText("密码至少8位，且须同时包含字母和数字")).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("registers and goes to /login with the email filled in", async () => {
    const api = mockApi(crmApi, { "POST /api/v1/user/reg": ok(null, "注册成功，请登录") });
    const { user } = await openRegister();
    await user.type(screen.getByLabelText("邮箱"), "new@example.com");
    await user.type(screen.getByLabelText("验证码"), "123456");
    await user.type(screen.getByLabelText("密码"), "Passw0rd");
    await user.click(screen.getByRole("button", { name: "注册" }));
    expect(await screen.findByRole("heading", { level: 1, name: "登录" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/login");
    expect(screen.getByLabelText("账号")).toHaveValue("new@example.com");
    expect(api.calls[0]?.body).toEqual({ email: "new@example.com", code: "123456", password: "Passw0rd" });
  });

  it("keeps the channel it came from", async () => {
    const api = mockApi(crmApi, { "POST /api/v1/user/reg": ok() });
    const { user } = await openRegister("/register?channel=2");
    await user.type(screen.getByLabelText("邮箱"), "new@example.com");
    await user.type(screen.getByLabelText("验证码"), "123456");
    await user.type(screen.getByLabelText("密码"), "Passw0rd");
    await user.click(screen.getByRole("button", { name: "注册" }));
    await screen.findByRole("heading", { level: 1, name: "登录" });
    expect(api.calls.find((call) => call.url === "/api/v1/user/reg")?.body).toMatchObject({ channelId: 2 });
    expect(window.location.search).toBe("?channel=2");
  });

  it("shows the server's msg when registration fails", async () => {
    mockApi(crmApi, { "POST /api/v1/user/reg": fail(400, "验证码错误") });
    const { user } = await openRegister();
    await user.type(screen.getByLabelText("邮箱"), "new@example.com");
    await user.type(screen.getByLabelText("验证码"), "123456");
    await user.type(screen.getByLabelText("密码"), "Passw0rd");
    await user.click(screen.getByRole("button", { name: "注册" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("验证码错误");
    expect(window.location.pathname).toBe("/register");
  });
});
