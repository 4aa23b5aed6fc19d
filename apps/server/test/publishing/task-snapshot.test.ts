import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { createPublishingData, type NewItem } from "../../src/domains/publishing/publishing.data.ts";
import { openMigratedTestDatabase } from "../test-database.ts";

// A task's detail and live progress show its kept counts beside its items' rows. The worker changes
// items between the reads' statements (on PostgreSQL from other connections, on the embedded database
// between two awaits); read apart, a target finishing in between showed counts its rows disagreed
// with. Holding a read at a chosen moment needs a second connection, so this runs on PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)("a task's reads in one snapshot (PostgreSQL)", () => {
  let opened: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let database: Database;
  const at = new Date("2026-11-20T08:00:00Z");

  beforeAll(async () => {
    opened = await openMigratedTestDatabase("postgres");
    database = opened.database;
    await database.db.execute(sql`insert into users (email, password_hash) values ('a@example.com', 'x')`);
    await database.db.execute(sql`
      insert into platform_accounts (user_id, platform, external_id, name, linked_at)
      values (1, 'tiktok', 'a-1', 'A one', now()), (1, 'tiktok', 'a-2', 'A two', now())`);
  });
  afterAll(async () => {
    await opened?.close();
  });

  const item = (accountId: number): NewItem => ({ userId: 1, accountId, platform: "tiktok", kind: "video", mediaIds: [1], title: "t", scheduledAt: at, updatedAt: at });
  const task = { userId: 1, type: "PUBLISH_TIKTOK" as const, platform: "tiktok" as const, name: "task", title: "t", options: {}, sendType: "accounts" as const, startAt: at, createdAt: at, operatedAt: at };

  it("counts agree with the items when a target fails between reading the task and its items", async () => {
    const data = createPublishingData(database.db);
    const created = await data.insertTask(task, [item(1), item(2)], at);
    if (database.native.driver !== "postgres") throw new Error("a PostgreSQL database was expected");
    const other = await database.native.pool.connect();
    try {
      // The items' read joins the accounts: holding their table makes it wait after the task is read.
      await other.query("begin");
      await other.query("lock table platform_accounts in access exclusive mode");
      const reading = data.snapshot(async (reads) => ({ task: (await reads.findTask(created.task.id))!, items: await reads.itemsOfTask(created.task.id) }));
      // Asked on a connection of its own: inside `other`'s transaction pg_stat_activity would stay as first read.
      const pool = database.native.pool;
      const waiting = async () => (await pool.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%publish_items%'")).rows[0]!.n;
      await expect.poll(waiting).toBe(1);
      // The worker's write while the detail is being read: one target fails (the trigger moves the task's counts).
      await other.query("update publish_items set status = 2 where id = $1", [created.items[0]!.id]);
      await other.query("commit");

      const read = await reading;
      expect(read.task.counts.failed).toBe(read.items.filter((row) => row.status === 2).length);
      expect(read.task.counts.distributing).toBe(read.items.filter((row) => row.status === 0).length);
    } finally {
      other.release();
    }
    // The next read sees the failed target in both.
    const after = await data.snapshot(async (reads) => ({ task: (await reads.findTask(created.task.id))!, items: await reads.itemsOfTask(created.task.id) }));
    expect(after.task.counts).toMatchObject({ distributing: 1, failed: 1 });
    expect(after.items.map((row) => row.status).sort()).toEqual([0, 2]);
  });
});
