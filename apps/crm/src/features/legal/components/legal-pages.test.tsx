import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, signIn } from "../../../test/render-app.tsx";

describe("legal pages", () => {
  it("/policies: the privacy policy in sections 1 to 9 with a table of contents", async () => {
    renderApp("/policies");
    await screen.findByRole("heading", { level: 1, name: "隐私政策" });
    const toc = screen.getByRole("navigation", { name: "目录" });
    const entries = within(toc).getAllByRole("link");
    expect(entries).toHaveLength(9);
    expect(entries[0]).toHaveTextContent(/^一、/);
    expect(entries[8]).toHaveTextContent(/^九、/);
    expect(entries[2]).toHaveAttribute("href", "#cookies");
    const text = document.body.textContent ?? "";
    for (const point of ["Cookie", "第三方合作伙伴", "未满十八周岁", "中华人民共和国境内", "十五个工作日", "YouTube 服务条款"]) {
      expect(text).toContain(point);
    }
    expect(screen.getByRole("link", { name: "https://www.youtube.com/t/terms" })).toHaveAttribute("target", "_blank");
  });

  it("/service: the user service agreement covers the spec's points", async () => {
    renderApp("/service");
    await screen.findByRole("heading", { level: 1, name: "用户服务协议" });
    const text = document.body.textContent ?? "";
    for (const point of ["账号注册与使用规则", "禁止内容", "未满十八周岁", "知识产权", "升级", "降级", "费用调整", "取消", "不予退还", "连续两个月未登录"]) {
      expect(text).toContain(point);
    }
    expect(screen.getByRole("heading", { level: 2, name: "九、账号回收" })).toBeInTheDocument();
  });

  it("offers the way back to login when signed out, and back into the app when signed in", async () => {
    const { unmount } = renderApp("/policies");
    expect(await screen.findByRole("link", { name: "返回登录" })).toHaveAttribute("href", "/login");
    unmount();

    signIn();
    const { user } = renderApp("/service");
    const back = await screen.findByRole("link", { name: "返回平台" });
    expect(screen.queryByRole("link", { name: "返回登录" })).not.toBeInTheDocument();
    await user.click(back);
    expect(await screen.findByRole("heading", { level: 1, name: "视频发布" })).toBeInTheDocument();
  });

  it("switches both texts to English", async () => {
    const { user } = renderApp("/service");
    await screen.findByRole("heading", { level: 1, name: "用户服务协议" });
    await user.click(screen.getByRole("radio", { name: "English" }));
    expect(await screen.findByRole("heading", { level: 1, name: "User service agreement" })).toBeInTheDocument();
    expect(document.body.textContent).toContain("two consecutive months");
    expect(screen.getByRole("navigation", { name: "Contents" })).toBeInTheDocument();
  });
});
