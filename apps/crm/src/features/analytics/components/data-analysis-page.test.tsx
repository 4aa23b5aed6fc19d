import type { PlatformAccount, Ranking, TopPosts, Trend } from "@cdp/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { crmApi } from "../../../shared/api/index.ts";
import { fail, mockApi, ok, type MockReply } from "../../../test/mock-api.ts";
import { renderApp, signIn } from "../../../test/render-app.tsx";

const tiktokAccount = {
  id: 11,
  platform: "tiktok",
  externalId: "open-11",
  name: "小猫日常",
  username: "catdaily",
  remark: "",
  avatarUrl: null,
  stats: { fans: 560, likes: 4321, views: 98_765, videos: 40 },
  statsUpdatedAt: "2026-11-20T08:00:00.000Z",
  tokenHealth: "healthy",
  tokenHealthReason: null,
  groupIds: [],
  linkedAt: "2026-11-01T08:00:00.000Z",
  readOnly: false,
} satisfies PlatformAccount;
const accountPage = (list: PlatformAccount[]) => ok({ list, total: list.length, limit: { used: list.length, max: 5 } });

const point = (dateStr: string, num: number | null) => ({ dateStr, num, gapDays: 0 });
const trend = (sample: boolean): Trend => ({
  sample,
  views: [point("2026-10", 1200), point("2026-11", 3400)],
  likes: [point("2026-10", 80), point("2026-11", 95)],
  fans: [point("2026-10", 500), point("2026-11", 560)],
  summary: { views: { total: 98_765, change: 4600 }, likes: { total: 4321, change: 175 }, fans: { total: 560, change: 60 } },
  accounts: 1,
});
const ranking: Ranking = {
  sample: false,
  weekEnding: "2026-11-23",
  list: [{ rank: 1, previousRank: 3, movement: 2, accountId: 11, platform: "tiktok", name: "小猫日常", avatarUrl: null, views: 777, previousViews: 500, gapDays: 0 }],
};

const post = { accountId: 11, accountName: "小猫日常", publishedAt: "2026-11-02T08:00:00.000Z", figuresOn: "2026-11-23" };
const topPosts: TopPosts = {
  sample: false,
  list: [
    { ...post, itemId: 5, platform: "tiktok", videoId: "7311111111111111111", title: "猫咪开箱", postUrl: "https://www.tiktok.com/@catdaily/video/7311111111111111111", views: 45_678, likes: 3806, comments: 304, shares: 152 },
    { ...post, itemId: 6, platform: "youtube", videoId: "dQw4w9WgXcQ", title: "Cat unboxing", postUrl: null, views: 1234, likes: 82, comments: 10, shares: null },
  ],
};

function mockAnalytics(sample: boolean, accounts: PlatformAccount[] = [tiktokAccount], posts: MockReply | (() => MockReply) = ok({ sample, list: sample ? [] : topPosts.list })) {
  return mockApi(crmApi, {
    "GET /api/v1/accounts": accountPage(accounts),
    "GET /api/v1/account-groups": ok({ list: [] }),
    "GET /api/v1/analytics/trend": ok(trend(sample)),
    "GET /api/v1/analytics/ranking": ok({ ...ranking, sample }),
    "GET /api/v1/analytics/top-posts": posts,
  });
}

describe("data analysis page", () => {
  it("shows a member the summary cards and the weekly ranking with rank movement", async () => {
    mockAnalytics(false);
    signIn();
    renderApp("/CRM/homePage");
    expect(await screen.findByText("98,765")).toBeInTheDocument();
    expect(screen.getByText("粉丝总数")).toBeInTheDocument();
    const list = await screen.findByRole("region", { name: "账号流量周排行" });
    expect(within(list).getByText("小猫日常")).toBeInTheDocument();
    expect(within(list).getByText("上升 2 位")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /升级/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "导出趋势" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "导出热门作品" })).toBeInTheDocument();
  });

  it("exports the trend through the API client, with the operator's token and the chosen scope", async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:trend"), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = mockApi(crmApi, {
      "GET /api/v1/accounts": accountPage([tiktokAccount]),
      "GET /api/v1/account-groups": ok({ list: [] }),
      "GET /api/v1/analytics/trend": ok(trend(false)),
      "GET /api/v1/analytics/ranking": ok(ranking),
      "GET /api/v1/analytics/top-posts": ok(topPosts),
      "GET /api/v1/analytics/trend/export": { body: new Blob(["xlsx"]) },
    });
    signIn();
    const { user } = renderApp("/CRM/homePage");
    await user.click(await screen.findByRole("button", { name: "导出趋势" }));
    await waitFor(() => expect(saved).toEqual(["trend.xlsx"]));
    const exported = api.calls.find((call) => call.url === "/api/v1/analytics/trend/export");
    expect(exported?.params).toMatchObject({ months: 12 });
    expect(exported?.headers.authorization).toBe("Bearer test-token");
    click.mockRestore();
  });

  it("lists the top posts with their latest figures, and a platform without a share count says so", async () => {
    mockAnalytics(false);
    signIn();
    renderApp("/CRM/homePage");
    const section = await screen.findByRole("region", { name: "热门作品" });
    const rows = await within(section).findAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole("link", { name: "猫咪开箱" })).toHaveAttribute("href", "https://www.tiktok.com/@catdaily/video/7311111111111111111");
    expect(rows[0]).toHaveTextContent("播放45,678");
    expect(rows[0]).toHaveTextContent("分享152");
    expect(rows[0]).toHaveTextContent("数据日期 2026-11-23");
    expect(within(rows[1]!).queryByRole("link")).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("分享（平台不提供）—");
  });

  it("shows an account's own trend and posts when it is chosen in the ranking", async () => {
    mockAnalytics(false);
    signIn();
    const { user } = renderApp("/CRM/homePage");
    const list = await screen.findByRole("region", { name: "账号流量周排行" });
    const account = await within(list).findByRole("button", { name: "小猫日常" });
    expect(account).toHaveAttribute("aria-pressed", "false");
    await user.click(account);
    expect(account).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("combobox", { name: "账号" })).toHaveValue("11");
  });

  it("offers a retry when the top posts cannot be loaded", async () => {
    let broken = true;
    const api = mockAnalytics(false, [tiktokAccount], () => (broken ? fail(500, "服务器繁忙") : ok(topPosts)));
    signIn();
    const { user } = renderApp("/CRM/homePage");
    const section = await screen.findByRole("region", { name: "热门作品" });
    // The query is tried twice (the retry waits a second) before it shows the failure.
    const topPostCalls = () => api.calls.filter((call) => call.url === "/api/v1/analytics/top-posts");
    await waitFor(() => expect(topPostCalls()).toHaveLength(1));
    await waitFor(() => expect(topPostCalls()).toHaveLength(2));
    const retry = await within(section).findByRole("button", { name: "重试" });
    expect(within(section).getByText("服务器繁忙")).toBeInTheDocument();
    broken = false;
    await user.click(retry);
    expect(await within(section).findByRole("link", { name: "猫咪开箱" })).toBeInTheDocument();
  });

  it("marks sample figures for a free operator and leads to permission management", async () => {
    mockAnalytics(true);
    signIn();
    const { user } = renderApp("/CRM/homePage");
    const upgrade = await screen.findByRole("button", { name: /升级/ });
    expect(screen.queryByRole("button", { name: "导出趋势" })).not.toBeInTheDocument();
    await user.click(upgrade);
    expect(await screen.findByRole("heading", { level: 1, name: "权限管理" })).toBeInTheDocument();
  });

  it("draws neither the members' export buttons nor the demo-data banner before the plan is known", async () => {
    // The first answer fails, so the trend (which tells the plan) is still loading while the query waits to retry.
    let answers = 0;
    const api = mockApi(crmApi, {
      "GET /api/v1/accounts": accountPage([tiktokAccount]),
      "GET /api/v1/account-groups": ok({ list: [] }),
      "GET /api/v1/analytics/trend": () => (answers++ === 0 ? fail(500, "服务器繁忙") : ok(trend(true))),
      "GET /api/v1/analytics/ranking": ok({ ...ranking, sample: true }),
      "GET /api/v1/analytics/top-posts": ok({ sample: true, list: [] }),
    });
    signIn();
    renderApp("/CRM/homePage");
    await waitFor(() => expect(api.calls.filter((call) => call.url === "/api/v1/analytics/trend")).toHaveLength(1));
    await screen.findByRole("heading", { level: 1, name: "数据分析" });
    expect(screen.getByRole("figure", { name: "每月新增播放量" })).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByRole("button", { name: "导出趋势" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /升级/ })).not.toBeInTheDocument();
    // Once the plan is known (free), the banner comes and the export buttons never do.
    expect(await screen.findByRole("button", { name: /升级/ }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "导出趋势" })).not.toBeInTheDocument();
  });

  it("shows a figure the product does not have yet as missing, not 0, in the cards, the chart's table and the ranking", async () => {
    const fresh: Trend = {
      ...trend(false),
      views: [point("2026-10", null), point("2026-11", 2200)],
      likes: [point("2026-10", null), point("2026-11", null)],
      fans: [point("2026-10", null), point("2026-11", 8280)],
      summary: { views: { total: 30_000, change: null }, likes: { total: null, change: null }, fans: { total: 8280, change: null } },
    };
    mockApi(crmApi, {
      "GET /api/v1/accounts": accountPage([tiktokAccount]),
      "GET /api/v1/account-groups": ok({ list: [] }),
      "GET /api/v1/analytics/trend": ok(fresh),
      "GET /api/v1/analytics/ranking": ok({ ...ranking, list: [{ ...ranking.list[0]!, views: null, previousViews: null, previousRank: null, movement: null }] }),
      "GET /api/v1/analytics/top-posts": ok({ sample: false, list: [] }),
    });
    signIn();
    renderApp("/CRM/homePage");
    const fansCard = (await screen.findByText("粉丝总数")).parentElement!;
    await waitFor(() => expect(fansCard).toHaveTextContent("8,280"));
    const likesCard = screen.getByText("点赞总数").parentElement!;
    expect(likesCard).toHaveTextContent("暂无数据");
    expect(likesCard).toHaveTextContent("本期变化暂无数据");
    expect(likesCard).not.toHaveTextContent(/\b0\b/);
    expect(screen.getAllByText("本期变化暂无数据")).toHaveLength(3);
    const views = screen.getByRole("table", { name: "每月新增播放量" });
    expect(within(views).getAllByRole("row").map((row) => row.textContent)).toEqual(["日期播放量", "2026年10月—", "2026年11月2,200"]);
    expect(screen.getByRole("figure", { name: "每月新增点赞数" })).toHaveTextContent("暂无数据");
    expect(within(screen.getByRole("table", { name: "每月末粉丝数" })).getAllByRole("row")[2]).toHaveTextContent("2026年11月8,280");
    const list = await screen.findByRole("region", { name: "账号流量周排行" });
    expect(within(list).getByRole("listitem")).toHaveTextContent("暂无数据");
  });

  it("asks an operator without accounts to link one", async () => {
    mockAnalytics(false, []);
    signIn();
    renderApp("/CRM/homePage");
    expect(await screen.findByRole("heading", { name: "还没有可分析的账号" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "去绑定账号" })).toBeInTheDocument();
  });
});
