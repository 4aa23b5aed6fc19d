import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { runMigrations } from "../../src/db/migrate.ts";
import { createEmptyTestDatabase, migrationsUpTo, testDrivers } from "../test-database.ts";

describe.each(testDrivers)("unknown monthly gains (migration 0020) on %s", (driver) => {
  it("turns the 0 gains of a month holding only an account's first snapshot into missing ones, and keeps known gains", async () => {
    const testDatabase = await createEmptyTestDatabase(driver);
    const database = await openDatabase(testDatabase.config);
    const before = migrationsUpTo("0019_publish_cancelled_count");
    try {
      await runMigrations(database, before.folder);
      const { db } = database;
      await db.execute(sql`insert into users (id, email, password_hash) overriding system value values (1, 'a@example.com', 'x')`);
      await db.execute(sql`
        insert into platform_accounts (id, user_id, platform, external_id, name, linked_at) overriding system value
        values (1, 1, 'tiktok', 'open-1', 'cat', now())`);
      // December: the first snapshot only (a baseline). January: a later snapshot with a known gain.
      await db.execute(sql`
        insert into analytics_account_days (account_id, day, views, likes, fans, videos, views_gained, likes_gained, fans_gained, gained_over_days, source) values
        (1, '2026-12-30', 3000, 200, 8280, 5, 0, 0, 0, 0, 'snapshot'),
        (1, '2027-01-02', 3500, 210, 8300, 5, 500, 10, 20, 3, 'snapshot')`);
      await db.execute(sql`
        insert into analytics_account_months (account_id, month, views_gained, likes_gained, fans_gained, fans, views, likes, days_recorded, first_day, last_day, history_start) values
        (1, '2026-12-01', 0, 0, 0, 8280, 3000, 200, 1, '2026-12-30', '2026-12-30', '2026-12-30'),
        (1, '2027-01-01', 500, 10, 20, 8300, 3500, 210, 1, '2027-01-02', '2027-01-02', '2026-12-30')`);

      await runMigrations(database);
      const { rows } = (await db.execute(sql`select month::text, views_gained, likes_gained, fans_gained, fans from analytics_account_months order by month`)) as unknown as {
        rows: { month: string; views_gained: unknown; likes_gained: unknown; fans_gained: unknown; fans: unknown }[];
      };
      expect(rows.map((row) => [row.month, row.views_gained, row.likes_gained, row.fans_gained, Number(row.fans)])).toEqual([
        ["2026-12-01", null, null, null, 8280],
        ["2027-01-01", expect.anything(), expect.anything(), expect.anything(), 8300],
      ]);
      expect(Number(rows[1]!.views_gained)).toBe(500);
    } finally {
      before.remove();
      await database.close();
      await testDatabase.drop();
    }
  });
});
