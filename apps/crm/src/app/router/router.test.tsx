import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderApp, signIn } from "../../test/render-app.tsx";

/** [path, page heading, sidebar link marked current] for every shell route in the spec's table. */
const shellPages = [
  ["/CRM/homePage", "数据分析", "数据分析"],
  ["/CRM/dataSend/index", "视频发布", "视频发布"],
  ["/CRM/dataSend/batch", "图文发布", "图文发布"],
  ["/CRM/dataSend/record", "发布记录", "发布记录"],
  ["/CRM/dataSend/calendar", "发布日历", "发布日历"],
  ["/CRM/dataSend/media", "素材库", "素材库"],
  ["/CRM/permissionManage", "权限管理", "权限管理"],
  ["/CRM/accountManage/index", "账号管理", "账号管理"],
  ["/CRM/accountManage/group", "账号分组", "账号分组"],
] as const;

const publicPages = [
  ["/login", "登录"],
  ["/register", "注册"],
  ["/policies", "隐私政策"],
  ["/service", "用户服务协议"],
] as const;

function sidebar() {
  return screen.getByRole("navigation", { name: "主导航" });
}

describe("CRM routes", () => {
  beforeEach(() => signIn());

  it.each([["/"], ["/CRM"], ["/CRM/dataSend"]])("%s ends on /CRM/dataSend/index (视频发布)", async (path) => {
    renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: "视频发布" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/CRM/dataSend/index");
  });

  it("/CRM/accountManage redirects to the accounts page", async () => {
    renderApp("/CRM/accountManage");
    expect(await screen.findByRole("heading", { level: 1, name: "账号管理" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/CRM/accountManage/index");
  });

  it.each(shellPages)("%s shows %s inside the shell with its menu item current", async (path, heading, link) => {
    renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
    expect(within(sidebar()).getByRole("link", { name: link })).toHaveAttribute("aria-current", "page");
    const current = within(sidebar())
      .getAllByRole("link")
      .filter((element) => element.getAttribute("aria-current") === "page");
    expect(current).toHaveLength(1);
    expect(screen.getByRole("button", { name: /未登录/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${heading} - 多账号内容分发平台`));
  });

  it("renders a deep link to /CRM/dataSend/record directly", async () => {
    renderApp("/CRM/dataSend/record");
    expect(await screen.findByRole("heading", { level: 1, name: "发布记录" })).toBeInTheDocument();
    expect(screen.getByRole("search", { name: "筛选发布记录" })).toBeInTheDocument();
  });

  it.each(publicPages)("%s is a public page titled %s, outside the shell", async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "主导航" })).not.toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "English" })).toBeInTheDocument();
  });

  it("links login and register to each other", async () => {
    const { user } = renderApp("/login");
    await user.click(await screen.findByRole("link", { name: "立即注册" }));
    expect(await screen.findByRole("heading", { level: 1, name: "注册" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "立即登录" }));
    expect(await screen.findByRole("heading", { level: 1, name: "登录" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/login");
  });

  it("navigates through the sidebar without reloading", async () => {
    const { user } = renderApp("/CRM/dataSend/index");
    await user.click(within(await screen.findByRole("navigation", { name: "主导航" })).getByRole("link", { name: "账号分组" }));
    expect(await screen.findByRole("heading", { level: 1, name: "账号分组" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/CRM/accountManage/group");
  });

  it("sends a visitor without a token to /login", async () => {
    localStorage.clear();
    renderApp("/CRM/dataSend/record");
    expect(await screen.findByRole("heading", { level: 1, name: "登录" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/login");
  });

  it("shows a 404 page with a way home for unknown paths", async () => {
    const { user } = renderApp("/CRM/no-such-page");
    expect(await screen.findByRole("heading", { level: 1, name: "页面不存在" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "返回首页" }));
    expect(await screen.findByRole("heading", { level: 1, name: "视频发布" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/CRM/dataSend/index");
  });
});
