import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { adminApi } from "../../shared/api/index.ts";
import { mockApi, ok } from "../../test/mock-api.ts";
import { getCurrentRouteName } from "../../shared/current-route-name.ts";
import { pickMenuItem } from "../../../../../tools/test/pick-menu-item.ts";
import { renderApp, signIn } from "../../test/render-app.tsx";

describe("admin shell", () => {
  beforeEach(() => signIn());

  it("switches to English, remembers it, and keeps opPart in the source language", async () => {
    const { user, unmount } = renderApp("/admin/user-groups");
    await screen.findByRole("heading", { level: 1, name: "用户组" });

    await user.click(screen.getByRole("radio", { name: "English" }));

    expect(await screen.findByRole("heading", { level: 1, name: "User groups" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Shared files" })).toBeInTheDocument();
    expect(localStorage.getItem("language_type")).toBe("en");
    expect(getCurrentRouteName()).toBe("用户组");

    unmount();
    renderApp("/admin/tasks");
    expect(await screen.findByRole("heading", { level: 1, name: "Tasks" })).toBeInTheDocument();
  });

  it("logs out: revokes the token on the server, clears the session but keeps the language, then lands on /admin/login", async () => {
    const api = mockApi(adminApi, { "GET /admin/api/v1/user/logout": ok() });
    localStorage.setItem("language_type", "zh-CN");
    localStorage.setItem("clientConfig", "{}");
    sessionStorage.setItem("adminAccount", "admin@example.com");
    sessionStorage.setItem("allToken", "t");
    const { user } = renderApp("/admin/files");

    await user.click(await screen.findByRole("button", { name: /admin@example.com/ }));
    await waitFor(() => expect(screen.getByRole("menu")).toHaveFocus());
    await pickMenuItem(user, "退出登录");

    expect(await screen.findByRole("heading", { level: 1, name: "管理员登录" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/admin/login");
    expect(sessionStorage.length).toBe(0);
    // The pages' own requests aside (the login page asks for regConfig), the shell makes exactly one: the logout.
    const shellCalls = api.calls.filter((call) => call.url.startsWith("/admin/api/v1/user/") && !call.url.endsWith("/regConfig"));
    expect(shellCalls).toEqual([expect.objectContaining({ method: "GET", url: "/admin/api/v1/user/logout" })]);
    expect(shellCalls[0]?.headers).toMatchObject({ authorization: "t", allToken: "t" });
    expect(localStorage.getItem("clientConfig")).toBeNull();
    expect(localStorage.getItem("language_type")).toBe("zh-CN");
    expect(within(document.body).queryByRole("button", { name: /admin@example.com/ })).not.toBeInTheDocument();
  });
});
