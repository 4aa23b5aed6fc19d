import * as XLSX from "@e965/xlsx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkTiktok, operatorApi, startAccountsWorld, type AccountsWorld, type Operator } from "../accounts/helpers.ts";
import { loginOperator, registerOperator, uniqueEmail } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { linkYoutube, makePaid, storeDays } from "./helpers.ts";

/** 10 January 2027, noon UTC: no hourly collection runs in these tests, only what linking does. */
const NOW = Date.UTC(2027, 0, 10, 12);

type Point = { dateStr: string; num: number | null; gapDays: number };
type Stats = { fans: number; likes: number; views: number };

describe.each(testDrivers)("an account's first figures on %s", (driver) => {
  let world: AccountsWorld;
  beforeAll(async () => {
    world = await startAccountsWorld(driver);
    world.clock.advance(NOW - world.clock.now().getTime());
  });
  afterAll(async () => world?.dispose());

  /** A free operator, as someone who links accounts first and upgrades later. */
  async function freeOperator(label: string): Promise<{ operator: Operator; email: string }> {
    const email = uniqueEmail(label);
    await registerOperator(world.runtime, email);
    return { operator: operatorApi(world.runtime, await loginOperator(world.runtime, email, "Passw0rd")), email };
  }

  const statsOf = async (operator: Operator, id: number): Promise<Stats> =>
    (await operator.get("/api/v1/accounts")).json().data.list.find((account: { id: number }) => account.id === id).stats;

  it("shows a TikTok account linked before upgrading with 账号管理's totals at once, and its unknown gains as missing, not 0", async () => {
    const { operator, email } = await freeOperator("first-figures");
    const id = await linkTiktok(world.runtime, operator);
    await makePaid(world.runtime, email);
    const stats = await statsOf(operator, id);
    expect(stats.fans).toBeGreaterThan(0);

    const trend = (await operator.get(`/api/v1/analytics/trend?accountId=${id}&months=6`)).json().data;
    expect(trend.sample).toBe(false);
    expect(trend.summary).toEqual({
      fans: { total: stats.fans, change: null },
      views: { total: stats.views, change: null },
      likes: { total: stats.likes, change: null },
    });
    // January holds the link-time totals: fans at the month's end are known, the month's gains are not yet.
    expect(trend.fans.at(-1)).toEqual({ dateStr: "2027-01", num: stats.fans, gapDays: 0 });
    expect(trend.views.at(-1)).toEqual({ dateStr: "2027-01", num: null, gapDays: 0 });
    expect(trend.likes.at(-1)).toMatchObject({ num: null });
    expect(trend.views.slice(0, -1).every((point: Point) => point.num === null)).toBe(true);

    const [entry] = (await operator.get(`/api/v1/analytics/ranking?accountId=${id}`)).json().data.list;
    expect(entry).toMatchObject({ accountId: id, views: null, previousViews: null, previousRank: null });

    const trendSheet = XLSX.read((await operator.in("en").get(`/api/v1/analytics/trend/export?accountId=${id}&months=6`)).rawPayload).Sheets["Monthly trend"]!;
    const trendRows = XLSX.utils.sheet_to_json<unknown[]>(trendSheet, { header: 1 });
    // Empty cells, never 0: the last row has only the month, the fans and the missing days.
    expect(trendRows.at(-1)).toEqual(["2027-01", undefined, undefined, stats.fans, 0]);
    expect(trendRows[1]).toEqual(["2026-08", undefined, undefined, undefined, 0]);

    const rankingSheet = XLSX.read((await operator.in("en").get(`/api/v1/analytics/ranking/export?accountId=${id}`)).rawPayload).Sheets["Weekly ranking"]!;
    expect(XLSX.utils.sheet_to_json<unknown[]>(rankingSheet, { header: 1 })[1]).toEqual([1, expect.any(String), "TikTok"]);
  });

  it("backfills a YouTube channel when it is linked, so its history is there before the hourly collection", async () => {
    const { operator, email } = await freeOperator("first-figures-yt");
    await makePaid(world.runtime, email);
    const id = await linkYoutube(world.runtime, operator);
    const stats = await statsOf(operator, id);
    const trend = (await operator.get(`/api/v1/analytics/trend?accountId=${id}&months=6`)).json().data;
    expect(trend.summary.fans.total).toBe(stats.fans);
    expect(trend.summary.views.total).toBe(stats.views);
    expect(trend.summary.views.change).toEqual(expect.any(Number));
    expect(trend.views.slice(0, -1).every((point: Point) => typeof point.num === "number")).toBe(true);
  });

  it("keeps a scope with no figure at all missing in the summary, and ranks an account without this week's figure last", async () => {
    const { operator, email } = await freeOperator("first-figures-none");
    await makePaid(world.runtime, email);
    const [quiet, busy] = [await linkTiktok(world.runtime, operator), await linkTiktok(world.runtime, operator)];
    await storeDays(world.runtime, busy!, [{ day: "2027-01-09", views: 40 }, { day: "2027-01-10", views: 60 }]);

    const before = (await operator.get(`/api/v1/analytics/trend?accountId=${quiet}&from=2026-01&to=2026-06`)).json().data;
    expect(before.summary).toEqual({ fans: { total: null, change: null }, views: { total: null, change: null }, likes: { total: null, change: null } });

    const ranking = (await operator.get("/api/v1/analytics/ranking")).json().data.list;
    expect(ranking.map((entry: { accountId: number; views: number | null }) => [entry.accountId, entry.views])).toEqual([
      [busy, 100],
      [quiet, null],
    ]);
  });
});
