import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { planSubscriptions } from "../../src/db/schema/index.ts";
import { runMigrations } from "../../src/db/migrate.ts";
import { createEmptyTestDatabase, migrationsUpTo, testDrivers } from "../test-database.ts";

describe.each(testDrivers)("moving the back-office's plan end dates to the plans domain on %s", (driver) => {
  it("keeps every existing end date as a cycle, the newer of the two when both exist", async () => {
    const testDatabase = await createEmptyTestDatabase(driver);
    const database = await openDatabase(testDatabase.config);
    const before = migrationsUpTo("0009_analytics_and_plans");
    try {
      await runMigrations(database, before.folder);
      const { db } = database;
      await db.execute(sql`
        insert into users (id, email, password_hash, plan, plan_ends_at, updated_at) overriding system value values
          (1, 'only-admin@example.com', 'x', 'pro', '2027-03-01T00:00:00Z', '2027-01-01T00:00:00Z'),
          (2, 'admin-later@example.com', 'x', 'pro', '2027-04-01T00:00:00Z', '2027-01-01T00:00:00Z'),
          (3, 'cycle-later@example.com', 'x', 'pro', '2027-05-01T00:00:00Z', '2027-01-01T00:00:00Z'),
          (4, 'free@example.com', 'x', 'free', '2027-06-01T00:00:00Z', '2027-01-01T00:00:00Z')`);
      await db.execute(sql`insert into user_plan_overrides (user_id, set_at) values (2, '2027-02-01T00:00:00Z'), (3, '2027-02-01T00:00:00Z')`);
      await db.execute(sql`
        insert into plan_subscriptions (user_id, plan, cycle_ends_at, next_plan, updated_at) values
          (2, 'pro', '2027-09-01T00:00:00Z', 'free', '2027-01-15T00:00:00Z'),
          (3, 'pro', '2027-10-01T00:00:00Z', null, '2027-02-15T00:00:00Z')`);

      await runMigrations(database);
      const cycles = await db.select().from(planSubscriptions).orderBy(planSubscriptions.userId);
      expect(cycles.map((row) => [row.userId, row.cycleEndsAt.toISOString(), row.nextPlan])).toEqual([
        [1, "2027-03-01T00:00:00.000Z", null],
        [2, "2027-04-01T00:00:00.000Z", null],
        [3, "2027-10-01T00:00:00.000Z", null],
      ]);
      // Both drivers answer raw queries with `rows`.
      const columns = (await db.execute(sql`select 1 from information_schema.columns where table_name = 'users' and column_name = 'plan_ends_at'`)) as unknown as { rows: unknown[] };
      expect(columns.rows).toEqual([]);
    } finally {
      before.remove();
      await database.close();
      await testDatabase.drop();
    }
  });
});
