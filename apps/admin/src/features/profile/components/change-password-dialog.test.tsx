import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { adminApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";
import { pickMenuItem } from "../../../../../../tools/test/pick-menu-item.ts";

const CHANGE_PASSWORD = "POST /admin/api/v1/user/changePassword";

/** Opens the header's user menu on a signed-in page and picks 修改密码. */
async function openDialog() {
  const rendered = renderApp("/admin/files");
  await rendered.user.click(await screen.findByRole("button", { name: /admin@example.com/ }));
  await waitFor(() => expect(screen.getByRole("menu")).toHaveFocus());
  await pickMenuItem(rendered.user, "修改密码");
  return { ...rendered, dialog: await screen.findByRole("dialog", { name: "修改密码" }) };
}

async function fillIn(user: Awaited<ReturnType<typeof openDialog>>["user"], dialog: HTMLElement, values: [string, string, string]) {
  const [oldPassword, newPassword, confirmPassword] = values;
  await user.type(within(dialog).getByLabelText("原密码"), oldPassword);
  await user.type(within(dialog).getByLabelText("新密码"), newPassword);
  await user.type(within(dialog).getByLabelText("确认新密码"), confirmPassword);
  await user.click(within(dialog).getByRole("button", { name: "确认修改" }));
}

describe("administrator change password dialog", () => {
  beforeEach(() => signIn());

  it("checks the fields with the shared rules before calling the server", async () => {
    const api = mockApi(adminApi);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "确认修改" }));
    expect(await within(dialog).findAllByText("请输入密码")).toHaveLength(2);
    expect(within(dialog).getByText("请再次输入新密码")).toBeInTheDocument();

    await fillIn(user, dialog, ["Oldpassw0rd", "short", "short"]);
    expect(await within(dialog).findByText("密码至少8位，且须同时包含字母和数字")).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText("新密码"));
    await user.type(within(dialog).getByLabelText("新密码"), "Newpassw0rd");
    await user.click(within(dialog).getByRole("button", { name: "确认修改" }));
    expect(await within(dialog).findByText("两次输入的新密码不一致")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url.endsWith("/changePassword"))).toEqual([]);
  });

  it("shows the server's message when the current password is wrong, and stays signed in", async () => {
    mockApi(adminApi, { [CHANGE_PASSWORD]: fail(400, "原密码错误") });
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog, ["Wrongpassw0rd", "Newpassw0rd", "Newpassw0rd"]);

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("原密码错误");
    expect(sessionStorage.getItem("allToken")).toBe("test-token");
    expect(window.location.pathname).toBe("/admin/files");
  });

  it("changes the password, says so, forgets the ended session and lands on /admin/login", async () => {
    const api = mockApi(adminApi, { [CHANGE_PASSWORD]: ok(null, "密码已修改，请重新登录") });
    const { user, dialog } = await openDialog();
    await fillIn(user, dialog, ["Oldpassw0rd", "Newpassw0rd", "Newpassw0rd"]);

    expect(await screen.findByRole("heading", { level: 1, name: "管理员登录" })).toBeInTheDocument();
    expect(screen.getByText("密码已修改，请重新登录")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/admin/login");
    expect(sessionStorage.getItem("allToken")).toBeNull();
    // The server already ended the session: no logout call follows.
    const userCalls = api.calls.filter((call) => call.url.startsWith("/admin/api/v1/user/") && !call.url.endsWith("/regConfig"));
    expect(userCalls).toEqual([
      expect.objectContaining({
        method: "POST",
        url: "/admin/api/v1/user/changePassword",
        body: { oldPassword: "Oldpassw0rd", newPassword: "Newpassw0rd" },
        headers: expect.objectContaining({ allToken: "test-token" }),
      }),
    ]);
  });
});
