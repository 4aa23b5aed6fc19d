import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { getCurrentRouteName } from "../../shared/current-route-name.ts";
import { renderApp, signIn } from "../../test/render-app.tsx";

const shellPages = [
  ["/admin/users", "用户管理"],
  ["/admin/user-groups", "用户组"],
  ["/admin/plans", "套餐管理"],
  ["/admin/companies", "企业管理"],
  ["/admin/channels", "渠道管理"],
  ["/admin/tasks", "任务管理"],
  ["/admin/files", "文件管理"],
  ["/admin/system-health", "系统状态"],
] as const;

function sidebar() {
  return screen.getByRole("navigation", { name: "主导航" });
}

describe("admin routes", () => {
  beforeEach(() => signIn());

  it.each([["/admin/"], ["/admin"]])("%s redirects to the users page", async (path) => {
    renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: "用户管理" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/admin/users");
  });

  it.each(shellPages)("%s shows %s inside the shell with its menu item current", async (path, name) => {
    renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name })).toBeInTheDocument();
    const link = within(sidebar()).getByRole("link", { name });
    expect(link).toHaveAttribute("aria-current", "page");
    expect(link).toHaveAttribute("href", path);
    expect(getCurrentRouteName()).toBe(name);
    await waitFor(() => expect(document.title).toBe(`${name} - 管理后台`));
  });

  it("shows the login page outside the shell", async () => {
    renderApp("/admin/login");
    expect(await screen.findByRole("heading", { level: 1, name: "管理员登录" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "主导航" })).not.toBeInTheDocument();
  });

  it("shows the register page outside the shell", async () => {
    renderApp("/admin/register");
    expect(await screen.findByRole("heading", { level: 1, name: "管理员注册" })).toBeInTheDocument();
    expect(getCurrentRouteName()).toBe("管理员注册");
  });

  it("sends a visitor without a token to /admin/login", async () => {
    sessionStorage.clear();
    renderApp("/admin/tasks");
    expect(await screen.findByRole("heading", { level: 1, name: "管理员登录" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/admin/login");
  });

  it("getCurrentRouteName follows navigation", async () => {
    const { user } = renderApp("/admin/users");
    await screen.findByRole("heading", { level: 1, name: "用户管理" });
    expect(getCurrentRouteName()).toBe("用户管理");

    await user.click(within(sidebar()).getByRole("link", { name: "任务管理" }));
    expect(await screen.findByRole("heading", { level: 1, name: "任务管理" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/admin/tasks");
    expect(getCurrentRouteName()).toBe("任务管理");

    await user.click(within(sidebar()).getByRole("link", { name: "文件管理" }));
    await screen.findByRole("heading", { level: 1, name: "文件管理" });
    expect(getCurrentRouteName()).toBe("文件管理");
  });

  it("shows a 404 page with a way home for unknown paths", async () => {
    const { user } = renderApp("/admin/nowhere");
    expect(await screen.findByRole("heading", { level: 1, name: "页面不存在" })).toBeInTheDocument();
    expect(getCurrentRouteName()).toBe("页面不存在");
    await user.click(screen.getByRole("link", { name: "返回首页" }));
    expect(await screen.findByRole("heading", { level: 1, name: "用户管理" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/admin/users");
  });
});
