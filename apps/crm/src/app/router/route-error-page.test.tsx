import { renderRouteError } from "@cdp/app-kit/testing";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { appMessages } from "../../shared/i18n/index.ts";
import { RouteErrorPage } from "./route-error-page.tsx";

describe("route error page", () => {
  it("replaces a page that throws, tells operators to contact their administrator, and offers reload and home", async () => {
    // React and the router report the thrown error on the console; expected here.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderRouteError(<RouteErrorPage />, appMessages);
    expect(await screen.findByRole("heading", { level: 1, name: "页面出错了" })).toBeInTheDocument();
    expect(screen.getByText("页面加载失败，请刷新重试。如果问题持续存在，请联系管理员。")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "刷新页面" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/");
    quiet.mockRestore();
  });
});
