import { RouteErrorPage } from "@cdp/app-kit";
import { renderRouteError } from "@cdp/app-kit/testing";
import { screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { appMessages } from "../../shared/i18n/index.ts";

it("a page that throws is replaced by the error page: reload advice, a reload button and the way home", async () => {
  const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined); // the thrown error is logged; expected
  renderRouteError(<RouteErrorPage />, appMessages);
  await screen.findByRole("heading", { level: 1, name: "页面出错了" });
  expect(screen.getByText("页面加载失败，请刷新重试。")).toBeInTheDocument();
  expect(screen.getAllByRole("link", { name: "返回首页" })[0]).toHaveAttribute("href", "/");
  expect(screen.getByRole("button", { name: "刷新页面" })).toBeEnabled();
  quiet.mockRestore();
});
