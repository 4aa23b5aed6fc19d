import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { crmApi } from "../../shared/api/index.ts";
import { mockApi, ok } from "../../test/mock-api.ts";
import { userInfoFixture } from "../../features/profile/test/open-profile-dialog.ts";
import { renderApp, signIn } from "../../test/render-app.tsx";
import { pickMenuItem } from "../../../../../tools/test/pick-menu-item.ts";

describe("CRM shell", () => {
  beforeEach(() => signIn());

  it("switches the whole app to English and remembers it", async () => {
    const { user, unmount } = renderApp("/CRM/dataSend/index");
    await screen.findByRole("heading", { level: 1, name: "视频发布" });

    await user.click(screen.getByRole("radio", { name: "English" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Video publish" })).toBeInTheDocument();
    const nav = await screen.findByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Video publish" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Accounts" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Data analysis" })).toBeInTheDocument();
    expect(localStorage.getItem("language_type")).toBe("en");
    await waitFor(() => expect(document.title).toBe("Video publish - Multi-Account Content Distribution Platform"));
    expect(document.documentElement.lang).toBe("en");

    unmount();
    renderApp("/CRM/homePage");
    expect(await screen.findByRole("heading", { level: 1, name: "Data analysis" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Not signed in/ })).toBeInTheDocument();
  });

  it("shows the signed-in user's name from session storage", async () => {
    sessionStorage.setItem("userInfo", JSON.stringify({ name: "运营小王", personPosition: [] }));
    renderApp("/CRM/homePage");
    expect(await screen.findByRole("button", { name: /运营小王/ })).toBeInTheDocument();
  });

  it("loads the signed-in user when only the token is there (a new tab, a restarted browser)", async () => {
    const api = mockApi(crmApi, {
      "GET /api/v1/user/getUserInfo": ok(userInfoFixture(null)),
    });
    renderApp("/CRM/homePage");
    expect(await screen.findByRole("button", { name: /运营小王/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /未登录/ })).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem("userInfo") ?? "null")).toMatchObject({ name: "运营小王", personPosition: [] });
    expect(api.calls.filter((call) => call.url === "/api/v1/user/getUserInfo")).toHaveLength(1);
  });

  it("logs out: revokes the token on the server, clears the session but keeps the language, then lands on /login", async () => {
    const api = mockApi(crmApi, { "POST /api/v1/user/logout": ok() });
    localStorage.setItem("language_type", "zh-CN");
    localStorage.setItem("token", "abc");
    sessionStorage.setItem("userInfo", JSON.stringify(userInfoFixture(null)));
    document.cookie = "satoken=abc; path=/";
    const { user } = renderApp("/CRM/dataSend/record");

    await user.click(await screen.findByRole("button", { name: /运营小王/ }));
    await waitFor(() => expect(screen.getByRole("menu")).toHaveFocus());
    await pickMenuItem(user, "退出登录");

    expect(await screen.findByRole("heading", { level: 1, name: "登录" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/login");
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("tokenValue")).toBeNull();
    // The page behind the shell loads its own data; the only write is the logout.
    const writes = api.calls.filter((call) => call.method !== "GET");
    expect(writes).toEqual([expect.objectContaining({ method: "POST", url: "/api/v1/user/logout" })]);
    expect(writes[0]?.headers.authorization).toBe("Bearer test-token");
    expect(localStorage.getItem("language_type")).toBe("zh-CN");
    expect(document.cookie).not.toContain("satoken");
  });
});
