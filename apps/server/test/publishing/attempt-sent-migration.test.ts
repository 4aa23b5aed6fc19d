import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { runMigrations } from "../../src/db/migrate.ts";
import { createEmptyTestDatabase, migrationsUpTo, testDrivers } from "../test-database.ts";

describe.each(testDrivers)("what earlier attempts sent (migration 0017) on %s", (driver) => {
  it("fills each existing attempt with its item's texts and its task's options", async () => {
    const testDatabase = await createEmptyTestDatabase(driver);
    const database = await openDatabase(testDatabase.config);
    const before = migrationsUpTo("0016_publish_verification");
    try {
      await runMigrations(database, before.folder);
      const { db } = database;
      await db.execute(sql`insert into users (id, email, password_hash) overriding system value values (1, 'a@example.com', 'x')`);
      await db.execute(sql`insert into platform_accounts (id, user_id, platform, external_id, name, linked_at) overriding system value values (1, 1, 'tiktok', 'open-1', 'A', now())`);
      await db.execute(sql`
        insert into publish_tasks (id, user_id, type, platform, name, title, options, send_type, start_at, created_at, operated_at) overriding system value
        values (1, 1, 'PUBLISH_TIKTOK', 'tiktok', 'task', 't', '{"privacy":"public","tags":["a"]}', 'accounts', now(), now(), now())`);
      await db.execute(sql`
        insert into publish_items (id, task_id, user_id, account_id, platform, kind, media_ids, title, description, scheduled_at, attempt, updated_at) overriding system value
        values (1, 1, 1, 1, 'tiktok', 'video', '{1}', '标题', '描述', now(), 2, now())`);
      await db.execute(sql`insert into publish_attempts (item_id, attempt, status, started_at) values (1, 1, 2, now()), (1, 2, 1, now())`);

      await runMigrations(database);
      const { rows } = (await db.execute(sql`select attempt, title, description, options from publish_attempts order by attempt`)) as unknown as { rows: unknown[] };
      expect(rows).toEqual([
        { attempt: 1, title: "标题", description: "描述", options: { privacy: "public", tags: ["a"] } },
        { attempt: 2, title: "标题", description: "描述", options: { privacy: "public", tags: ["a"] } },
      ]);
    } finally {
      before.remove();
      await database.close();
      await testDatabase.drop();
    }
  });
});
