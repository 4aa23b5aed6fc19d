import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { runMigrations } from "../../src/db/migrate.ts";
import { defineJob, registerJob } from "../../src/queue/job-definition.ts";
import { JobQueue } from "../../src/queue/job-queue.ts";

/**
 * What `SendOptions.singletonKey` does on this app's queues: it is kept on the job and drops nothing.
 * Code that may send a job twice must make the second run harmless itself; this pins that down, so
 * nobody comes to rely on the key to deduplicate.
 */
describe("a job's singleton key", () => {
  let database: Database;
  let queue: JobQueue;
  const job = defineJob({ name: "test-keyed", payload: z.object({ n: z.number() }) });

  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite", dataDir: null });
    await runMigrations(database);
    // Not a worker: the jobs stay queued where the test can count them.
    queue = new JobQueue({ database, work: false, onError: () => undefined });
    await queue.start([job], [registerJob(job, async () => undefined)]);
  }, 60_000);
  afterAll(async () => {
    await queue?.stop(1000);
    await database?.close();
  });

  it("keeps a second job sent with the same key while the first is still queued", async () => {
    const first = await queue.send(job, { n: 1 }, { singletonKey: "same" });
    const second = await queue.send(job, { n: 2 }, { singletonKey: "same" });
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    const rows = (await database.db.execute(sql`select data->>'n' as n from pgboss.job where name = 'test-keyed' and singleton_key = 'same' order by data->>'n'`)) as unknown as { rows: { n: string }[] };
    expect(rows.rows.map((row) => row.n)).toEqual(["1", "2"]);
  });
});
