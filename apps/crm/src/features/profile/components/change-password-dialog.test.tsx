import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { crmApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { openProfileDialog, storeSignedInUser } from "../test/open-profile-dialog.ts";

/** The home page behind the dialog loads its own figures: only the profile's calls count here. */
const isProfileCall = (call: { url: string }) => call.url.startsWith("/api/v1/user/");

async function openDialog() {
  const rendered = renderApp("/CRM/homePage");
  const dialog = await openProfileDialog(rendered.user, "修改密码");
  return { ...rendered, dialog };
}

describe("change password dialog", () => {
  beforeEach(() => storeSignedInUser());

  it("checks the fields with the shared rules before calling the server", async () => {
    const api = mockApi(crmApi);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "确认修改" }));
    expect(await within(dialog).findAllByText("请输入密码")).toHaveLength(2);
    expect(within(dialog).getByText("请再次输入新密码")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("原密码"), "Oldpassw0rd");
    await user.type(within(dialog).getByLabelText("新密码"), "short");
    await user.type(within(dialog).getByLabelText("确认新密码"), "short");
    await user.click(within(dialog).getByRole("button", { name: "确认修改" }));
    expect(await within(dialog).findByText("密码至少8位，且须同时包含字母和数字")).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText("新密码"));
    await user.type(within(dialog).getByLabelText("新密码"), "Newpassw0rd");
    await user.click(within(dialog).getByRole("button", { name: "确认修改" }));
    expect(await within(dialog).findByText("两次输入的新密码不一致")).toBeInTheDocument();
    expect(api.calls.filter(isProfileCall)).toEqual([]);
  });

  it("shows the server's message when the current password is wrong, and stays signed in", async () => {
    mockApi(crmApi, { "POST /api/v1/user/changePassword": fail(400, "原密码错误") });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText("原密码"), "Wrongpassw0rd");
    await user.type(within(dialog).getByLabelText("新密码"), "Newpassw0rd");
    await user.type(within(dialog).getByLabelText("确认新密码"), "Newpassw0rd");
    await user.click(within(dialog).getByRole("button", { name: "确认修改" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("原密码错误");
    expect(localStorage.getItem("tokenValue")).toBe("test-token");
    expect(window.location.pathname).toBe("/CRM/homePage");
  });

  it("changes the password, says so, forgets the ended session and lands on /login", async () => {
    const api = mockApi(crmApi, { "POST /api/v1/user/changePassword": ok(null, "密码已修改，请重新登录") });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText("原密码"), "Oldpassw0rd");
    await user.type(within(dialog).getByLabelText("新密码"), "Newpassw0rd");
    await user.type(within(dialog).getByLabelText("确认新密码"), "Newpassw0rd");
    await user.click(within(dialog).getByRole("button", { name: "确认修改" }));

    expect(await screen.findByRole("heading", { level: 1, name: "登录" })).toBeInTheDocument();
    expect(screen.getByText("密码已修改，请重新登录")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/login");
    expect(localStorage.getItem("tokenValue")).toBeNull();
    expect(sessionStorage.getItem("userInfo")).toBeNull();
    // The server already ended the session: no logout call follows.
    expect(api.calls.filter(isProfileCall)).toEqual([
      expect.objectContaining({
        method: "POST",
        url: "/api/v1/user/changePassword",
        body: { oldPassword: "Oldpassw0rd", newPassword: "Newpassw0rd" },
      }),
    ]);
  });
});
