import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { runMigrations } from "../../src/db/migrate.ts";
import { createEmptyTestDatabase, migrationsUpTo, testDrivers } from "../test-database.ts";

describe.each(testDrivers)("numbering existing publish tasks (migration 0015) on %s", (driver) => {
  it("numbers each operator's tasks 1..N by creation, and new tasks go on from there", async () => {
    const testDatabase = await createEmptyTestDatabase(driver);
    const database = await openDatabase(testDatabase.config);
    const before = migrationsUpTo("0014_operator_invitations");
    try {
      await runMigrations(database, before.folder);
      const { db } = database;
      await db.execute(sql`insert into users (id, email, password_hash) overriding system value values (1, 'a@example.com', 'x'), (2, 'b@example.com', 'x')`);
      // Inserted out of creation order, the two operators interleaved.
      await db.execute(sql`
        insert into publish_tasks (user_id, type, platform, name, title, options, send_type, start_at, created_at, operated_at)
        select u, 'PUBLISH_TIKTOK', 'tiktok', 'task ' || u || '-' || n, 't', '{}', 'accounts', now(), timestamptz '2026-11-01' + ((n * 7) % 5) * interval '1 day', now()
        from generate_series(1, 5) n, generate_series(1, 2) u`);

      await runMigrations(database);
      await db.execute(sql`
        insert into publish_tasks (user_id, type, platform, name, title, options, send_type, start_at, created_at, operated_at)
        values (1, 'PUBLISH_TIKTOK', 'tiktok', 'newest', 't', '{}', 'accounts', now(), timestamptz '2026-11-20', now())`);
      const { rows } = (await db.execute(sql`
        select user_id, string_agg(list_position::text, ',' order by created_at, id) positions from publish_tasks group by user_id order by user_id`)) as unknown as {
        rows: { user_id: number; positions: string }[];
      };
      expect(rows).toEqual([
        { user_id: 1, positions: "1,2,3,4,5,6" },
        { user_id: 2, positions: "1,2,3,4,5" },
      ]);
    } finally {
      before.remove();
      await database.close();
      await testDatabase.drop();
    }
  });
});
