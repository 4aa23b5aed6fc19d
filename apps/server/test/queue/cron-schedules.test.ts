import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { runMigrations } from "../../src/db/migrate.ts";
import { defineJob, registerJob } from "../../src/queue/job-definition.ts";
import { JobQueue } from "../../src/queue/job-queue.ts";

/** A test whose clock is not the wall clock turns cron schedules off: an hourly job must not fire on its own mid-test. */
describe("cron schedules", () => {
  let database: Database;
  const hourly = defineJob({ name: "test-hourly", payload: z.object({}).passthrough(), cron: "47 * * * *" });
  const scheduled = async () =>
    ((await database.db.execute(sql`select name from pgboss.schedule`)) as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  const startQueue = async (cronSchedules?: boolean) => {
    const queue = new JobQueue({ database, work: true, onError: () => undefined, ...(cronSchedules === undefined ? {} : { cronSchedules }) });
    await queue.start([hourly], [registerJob(hourly, async () => undefined)]);
    await queue.stop(1000);
  };

  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite", dataDir: null });
    await runMigrations(database);
  }, 60_000);
  afterAll(async () => database?.close());

  it("are not written when a queue is told not to keep them", async () => {
    await startQueue(false);
    expect(await scheduled()).toEqual([]);
  });

  it("are written by a working queue by default", async () => {
    await startQueue();
    expect(await scheduled()).toEqual(["test-hourly"]);
  });
});
