import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAnalyticsData } from "../../src/domains/analytics/analytics.data.ts";
import { fillTiktokHistory } from "../../src/domains/demo/demo-workspace.ts";
import { linkTiktok, startAccountsWorld, type AccountsWorld } from "../accounts/helpers.ts";
import { collectUntil, paidOperator } from "../analytics/helpers.ts";

/** The first of a month, when the month holds only today's first snapshot. */
const FIRST_OF_MONTH = Date.UTC(2026, 11, 1, 8);

describe("the demo's 6 months of TikTok figures", () => {
  let world: AccountsWorld;
  beforeAll(async () => {
    world = await startAccountsWorld("pglite");
    world.clock.advance(FIRST_OF_MONTH - world.clock.now().getTime());
  });
  afterAll(async () => world?.dispose());

  it("on the first of a month, the new month already has a gain on the trend chart", async () => {
    const operator = await paidOperator(world.runtime, "demo-figures");
    const accountId = await linkTiktok(world.runtime, operator);
    const [today] = await collectUntil(world, accountId, "2026-12-01");
    expect(today).toMatchObject({ day: "2026-12-01", gainedOverDays: 0 });

    await fillTiktokHistory({ clock: world.clock.now, analytics: { data: createAnalyticsData(world.runtime.database.db) } as never }, accountId);

    const trend = (await operator.get("/api/v1/analytics/trend?months=6")).json().data;
    expect(trend.views.map((point: { dateStr: string }) => point.dateStr)).toEqual(["2026-07", "2026-08", "2026-09", "2026-10", "2026-11", "2026-12"]);
    expect(trend.views.every((point: { num: number | null }) => point.num !== null && point.num > 0)).toBe(true);
    // Today keeps the platform's totals: the history is worked back from them.
    expect(trend.summary.views.total).toBe(today!.views);
  });
});
