import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { crmApi, TOKEN_STORAGE_KEY } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";

const TOKEN = "a".repeat(40) + "-_Z";
const userInfo = { id: 9, email: "invited@example.com", phone: null, name: "invited", nickName: "", plan: "pro", channelId: null, personPosition: [], createdAt: "2026-11-20T00:00:00.000Z", lastLoginAt: null };

async function openInvite(path = `/invite?token=${TOKEN}`) {
  const rendered = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "设置密码" });
  return rendered;
}

describe("invitation page", () => {
  it("checks the password with the registration rule before calling the server", async () => {
    const api = mockApi(crmApi);
    const { user } = await openInvite();
    await user.click(screen.getByRole("button", { name: "设置密码并登录" }));
    expect(await screen.findByText("请输入密码")).toBeInTheDocument();
    await user.type(screen.getByLabelText("新密码"), "password");
    await user.click(screen.getByRole("button", { name: "设置密码并登录" }));
    expect(await screen.findByText("密码至少8位，且须同时包含字母和数字")).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("sets the password, signs in and opens the app", async () => {
    const api = mockApi(crmApi, {
      "POST /api/v1/user/acceptInvitation": ok({ tokenValue: "tok-invited" }, "密码设置成功，欢迎使用"),
      "GET /api/v1/user/getUserInfo": ok(userInfo),
    });
    const { user } = await openInvite();
    await user.type(screen.getByLabelText("新密码"), "Chosen123");
    await user.click(screen.getByRole("button", { name: "设置密码并登录" }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/CRM/));
    expect(api.calls[0]).toMatchObject({ url: "/api/v1/user/acceptInvitation", body: { token: TOKEN, password: "Chosen123" } });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("tok-invited");
    expect(await screen.findByText("登录成功!")).toBeInTheDocument();
  });

  it("shows the server's reason when the link was used, expired or replaced", async () => {
    const reason = "邀请链接无效或已失效（已使用、已过期或已有更新的邀请），请联系管理员重新发送邀请";
    mockApi(crmApi, { "POST /api/v1/user/acceptInvitation": fail(400, reason) });
    const { user } = await openInvite();
    await user.type(screen.getByLabelText("新密码"), "Chosen123");
    await user.click(screen.getByRole("button", { name: "设置密码并登录" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(reason);
    expect(window.location.pathname).toBe("/invite");
    expect(screen.getByRole("link", { name: "直接登录" })).toHaveAttribute("href", "/login");
  });

  it("says at once when the link is cut off, and sends nothing", async () => {
    const api = mockApi(crmApi);
    await openInvite("/invite?token=abc");
    expect(screen.getByRole("alert")).toHaveTextContent("邀请链接不完整，请从邀请邮件中重新打开");
    expect(screen.getByRole("button", { name: "设置密码并登录" })).toBeDisabled();
    expect(api.calls).toEqual([]);
  });
});
