import * as XLSX from "@e965/xlsx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshCreator, linkTiktok, newOperator, startAccountsWorld, storedAccount, type AccountsWorld, type Operator } from "../accounts/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { collectUntil, DAY_MS, linkYoutube, paidOperator, storeDays } from "./helpers.ts";

/** A fixed "now" for every test of this file: 10 January 2027, noon UTC. */
const NOW = Date.UTC(2027, 0, 10, 12);
const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.each(testDrivers)("analytics on %s", (driver) => {
  let world: AccountsWorld;
  beforeAll(async () => {
    world = await startAccountsWorld(driver);
    world.clock.advance(NOW - world.clock.now().getTime());
  });
  afterAll(async () => world?.dispose());

  it("backfills a linked YouTube channel by day and answers the monthly trend with the platform's own figures", async () => {
    const operator = await paidOperator(world.runtime, "yt-backfill");
    const id = await linkYoutube(world.runtime, operator);
    // The sandbox reports up to two days back (Pacific time): the newest stored day is 7 or 8 January.
    const days = await collectUntil(world, id, "2027-01-07");
    expect(days[0]!.day).toBe(dayAt(NOW - 730 * DAY_MS));
    expect(days.every((day) => day.source === "platform_daily" && day.gainedOverDays === 1)).toBe(true);

    // December 2026 from the platform directly, as the reference figure.
    const { accessToken } = await storedAccount(world, id);
    const reportUrl = `${world.sandbox.url}/v2/reports?ids=channel%3D%3DMINE&startDate=2026-12-01&endDate=2026-12-31&metrics=views,likes`;
    const report = (await (await fetch(reportUrl, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { rows: number[][] };
    const [decemberViews, decemberLikes] = report.rows[0]!;

    const trend = (await operator.get("/api/v1/analytics/trend?months=24")).json().data;
    expect(trend.sample).toBe(false);
    expect(trend.views).toHaveLength(24);
    expect(trend.views.at(-2)).toEqual({ dateStr: "2026-12", num: decemberViews, gapDays: 0 });
    expect(trend.likes.at(-2)).toMatchObject({ dateStr: "2026-12", num: decemberLikes });
    const account = (await operator.get("/api/v1/accounts?platform=youtube")).json().data.list[0];
    expect(trend.summary.fans.total).toBe(account.stats.fans);
    expect(trend.summary.views.total).toBe(account.stats.views);
  });

  it("snapshots TikTok totals daily; missed days become gaps that the next run spans, never zeros", async () => {
    const operator = await paidOperator(world.runtime, "tt-gaps");
    const id = await linkTiktok(world.runtime, operator, freshCreator());
    const firstDay = dayAt(world.clock.now().getTime());
    const [baseline] = await collectUntil(world, id, firstDay);
    expect(baseline).toMatchObject({ day: firstDay, gainedOverDays: 0, source: "snapshot" });

    // Two days pass without a run; the third day's run catches up.
    world.clock.advance(3 * DAY_MS);
    const thirdDay = dayAt(world.clock.now().getTime());
    try {
      await expectCaughtUp(operator, id, baseline!, thirdDay);
    } finally {
      world.clock.advance(-3 * DAY_MS);
    }
  });

  async function expectCaughtUp(operator: Operator, id: number, baseline: { day: string; views: number }, thirdDay: string) {
    const firstDay = baseline.day;
    const days = await collectUntil(world, id, thirdDay);
    expect(days.map((day) => day.day)).toEqual([firstDay, thirdDay]);
    expect(days[1]).toMatchObject({ gainedOverDays: 3, viewsGained: days[1]!.views - baseline.views });
    const account = (await operator.post(`/api/v1/accounts/${id}/refresh`)).json().data;
    expect(days[1]).toMatchObject({ views: account.stats.views, fans: account.stats.fans, likes: account.stats.likes });

    const trend = (await operator.get(`/api/v1/analytics/trend?accountId=${id}&months=6`)).json().data;
    expect(trend.views.at(-1)).toEqual({ dateStr: thirdDay.slice(0, 7), num: days[1]!.viewsGained, gapDays: 2 });
    // Months before the account's history are gaps (null), not zeros.
    expect(trend.views[0]).toEqual({ dateStr: "2026-08", num: null, gapDays: 0 });
  }

  it("ranks accounts by views gained in the last 7 days, with the rank they held the week before", async () => {
    const operator = await paidOperator(world.runtime, "ranking");
    const [first, second, third] = [await linkTiktok(world.runtime, operator), await linkTiktok(world.runtime, operator), await linkTiktok(world.runtime, operator)];
    const today = dayAt(world.clock.now().getTime());
    const fortnight = (perDayLastWeek: number, perDayThisWeek: number) =>
      Array.from({ length: 14 }, (_, index) => ({ day: dayAt(NOW - (13 - index) * DAY_MS), views: index < 7 ? perDayLastWeek : perDayThisWeek }));
    await storeDays(world.runtime, first!, fortnight(100, 10));
    await storeDays(world.runtime, second!, fortnight(50, 40).filter((_, index) => index !== 12));
    await storeDays(world.runtime, third!, fortnight(0, 20));

    const ranking = (await operator.get("/api/v1/analytics/ranking")).json().data;
    expect(ranking).toMatchObject({ sample: false, weekEnding: today });
    expect(ranking.list.map((entry: { accountId: number; views: number; previousViews: number; rank: number; previousRank: number | null; movement: number | null; gapDays: number }) => [entry.accountId, entry.views, entry.previousViews, entry.rank, entry.previousRank, entry.movement, entry.gapDays])).toEqual([
      [second, 240, 350, 1, 2, 1, 1],
      [third, 140, 0, 2, null, null, 0],
      [first, 70, 700, 3, 1, -2, 0],
    ]);

    const exported = await operator.in("en").get("/api/v1/analytics/ranking/export");
    expect(exported.headers["content-type"]).toContain("spreadsheetml");
    const sheet = XLSX.read(exported.rawPayload).Sheets["Weekly ranking"]!;
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ["Rank", "Account", "Platform", "Views, last 7 days", "Views, week before", "Rank change"],
      [1, expect.any(String), "TikTok", 240, 350, 1],
      [2, expect.any(String), "TikTok", 140, 0],
      [3, expect.any(String), "TikTok", 70, 700, -2],
    ]);
  });

  it("narrows the trend to a group or a chosen range, and exports it", async () => {
    const operator = await paidOperator(world.runtime, "scope");
    const [inGroup, outside] = [await linkTiktok(world.runtime, operator), await linkTiktok(world.runtime, operator)];
    await storeDays(world.runtime, inGroup!, [{ day: "2026-10-05", views: 7 }, { day: "2026-11-05", views: 11 }]);
    await storeDays(world.runtime, outside!, [{ day: "2026-11-06", views: 1000 }]);
    const group = (await operator.post("/api/v1/account-groups", { name: "主推" })).json().data;

    await operator.post(`/api/v1/account-groups/${group.id}/members`, { accountIds: [inGroup] });
    const all = (await operator.get("/api/v1/analytics/trend?from=2026-10&to=2026-11")).json().data;
    expect(all.views.map((point: { num: number | null }) => point.num)).toEqual([7, 1011]);
    const grouped = (await operator.get(`/api/v1/analytics/trend?from=2026-10&to=2026-11&groupId=${group.id}`)).json().data;
    expect(grouped.views.map((point: { num: number | null }) => point.num)).toEqual([7, 11]);

    const exported = await operator.get(`/api/v1/analytics/trend/export?from=2026-10&to=2026-11&groupId=${group.id}`);
    const sheet = XLSX.read(exported.rawPayload).Sheets["月度趋势"]!;
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1 }).slice(0, 2)).toEqual([
      ["月份", "播放量", "点赞数", "粉丝数", "缺失天数"],
      ["2026-10", 7, 0, 0, expect.any(Number)],
    ]);
  });

  it("shows a free operator clearly marked sample figures and keeps the export to members", async () => {
    const operator = await newOperator(world.runtime, "free");
    await linkTiktok(world.runtime, operator);
    const trend = (await operator.get("/api/v1/analytics/trend?months=6")).json().data;
    expect(trend.sample).toBe(true);
    expect(trend.views).toHaveLength(6);
    expect((await operator.get("/api/v1/analytics/ranking")).json().data.sample).toBe(true);
    expect((await operator.get("/api/v1/analytics/top-posts")).json().data).toEqual({ sample: true, list: [] });
    const refused = await operator.in("en").get("/api/v1/analytics/trend/export");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe("You are on the free plan. Upgrade to use this feature.");
  });

  it("has no top posts before anything was published", async () => {
    const operator = await paidOperator(world.runtime, "top-posts");
    await linkTiktok(world.runtime, operator);
    expect((await operator.get("/api/v1/analytics/top-posts")).json().data).toEqual({ sample: false, list: [] });
  });

  it("never shows one operator another operator's accounts, groups or figures", async () => {
    const owner = await paidOperator(world.runtime, "owner");
    const stranger = await paidOperator(world.runtime, "stranger");
    const account = await linkTiktok(world.runtime, owner);
    await storeDays(world.runtime, account, [{ day: "2027-01-09", views: 500 }]);
    const group = (await owner.post("/api/v1/account-groups", { name: "私有" })).json().data;

    for (const url of [`/api/v1/analytics/trend?accountId=${account}`, `/api/v1/analytics/ranking?accountId=${account}`, `/api/v1/analytics/top-posts?groupId=${group.id}`, `/api/v1/analytics/trend/export?groupId=${group.id}`]) {
      const answer = await stranger.in("en").get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().msg).toMatch(/does not exist/);
    }
    const theirs = (await stranger.get("/api/v1/analytics/trend?months=6")).json().data;
    expect(theirs.views.every((point: { num: number | null }) => point.num === null)).toBe(true);
    expect((await stranger.get("/api/v1/analytics/ranking")).json().data.list).toEqual([]);
  });

  it("refuses a malformed range with a translated field message", async () => {
    const operator = await paidOperator(world.runtime, "invalid");
    const cases: [string, string][] = [
      ["months=7", "Choose the last 6, 12 or 24 months."],
      ["from=2026-13&to=2027-01", "Choose a valid month."],
      ["from=2026-01", "Choose a start and an end month, at most 36 months apart."],
      ["from=2020-01&to=2027-01", "Choose a start and an end month, at most 36 months apart."],
      ["accountId=abc", ""],
    ];
    for (const [query, message] of cases) {
      const answer = await operator.in("en").get(`/api/v1/analytics/trend?${query}`);
      expect(answer.statusCode, query).toBe(400);
      if (message) expect(answer.json().msg, query).toContain(message);
    }
    expect((await operator.get("/api/v1/analytics/trend")).statusCode).toBe(200);
    const anonymous = await world.runtime.app.inject({ method: "GET", url: "/api/v1/analytics/trend" });
    expect(anonymous.statusCode).toBe(401);
  });
});
