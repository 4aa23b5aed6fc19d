import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "../../src/db/client.ts";
import { defineJob, registerJob } from "../../src/queue/job-definition.ts";
import { JobQueue } from "../../src/queue/job-queue.ts";
import { openMigratedTestDatabase, testDrivers } from "../test-database.ts";

const upload = defineJob({ name: "test.upload", payload: z.object({ n: z.number() }) });
const mail = defineJob({ name: "test.mail", payload: z.object({ n: z.number() }) });

describe.each(testDrivers)("the job queue's counts by job name and state on %s", (driver) => {
  let database: Database;
  let close: () => Promise<void>;
  let queue: JobQueue;
  beforeAll(async () => {
    ({ database, close } = await openMigratedTestDatabase(driver));
    // Not a worker: nothing takes the jobs, so their states are the ones set here.
    queue = new JobQueue({ database, work: false, onError: () => undefined });
    await queue.start([upload, mail], [registerJob(upload, async () => undefined), registerJob(mail, async () => undefined)]);
  });
  afterAll(async () => {
    await queue?.stop(1000);
    await close?.();
  });

  const setState = async (id: string | null, state: "active" | "retry" | "failed" | "completed") => {
    await database.db.execute(sql`update pgboss.job set state = ${state}::pgboss.job_state where id = ${id}::uuid`);
  };

  it("counts every defined job name, with zeros for the quiet ones", async () => {
    expect(await queue.countsByName()).toEqual([
      { name: "test.mail", waiting: 0, scheduled: 0, active: 0, retrying: 0, failed: 0 },
      { name: "test.upload", waiting: 0, scheduled: 0, active: 0, retrying: 0, failed: 0 },
    ]);
  });

  it("tells waiting, scheduled, active, retrying and failed jobs apart, and leaves finished ones out", async () => {
    const later = new Date(Date.now() + 24 * 60 * 60_000);
    const ids = [];
    for (let n = 0; n < 9; n += 1) ids.push(await queue.send(upload, { n }, n < 3 ? {} : { startAfter: later }));
    // 0–2 waiting; 3–4 scheduled; 5 active; 6 retrying; 7 failed; 8 completed.
    await setState(ids[5]!, "active");
    await setState(ids[6]!, "retry");
    await setState(ids[7]!, "failed");
    await setState(ids[8]!, "completed");
    await queue.send(mail, { n: 1 });

    expect(await queue.countsByName()).toEqual([
      { name: "test.mail", waiting: 1, scheduled: 0, active: 0, retrying: 0, failed: 0 },
      { name: "test.upload", waiting: 3, scheduled: 2, active: 1, retrying: 1, failed: 1 },
    ]);
  });
});
