import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { runMigrations } from "../../src/db/migrate.ts";
import { defineJob, HOUSEKEEPING_POLLING_SECONDS, registerJob } from "../../src/queue/job-definition.ts";
import { JobQueue } from "../../src/queue/job-queue.ts";
import { eventually } from "../publishing/helpers.ts";

/**
 * Housekeeping queues are polled every half minute (each poll is a query, a few per second in all
 * when every queue is polled every 2 s); a job this process sends to one still runs at once, and a
 * job with a start time waits for a poll.
 */
describe("a worker that polls rarely", () => {
  let database: Database;
  let queue: JobQueue;
  const ran: number[] = [];
  const housekeeping = defineJob({ name: "test-housekeeping", payload: z.object({}), pollingIntervalSeconds: HOUSEKEEPING_POLLING_SECONDS });
  // Re-sends itself for a time already past, as a link poll does when the app's clock is behind.
  const resending = defineJob({ name: "test-resending", payload: z.object({ n: z.number() }), pollingIntervalSeconds: 0.5 });
  const resent: number[] = [];
  const RESENDS = 6;

  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite", dataDir: null });
    await runMigrations(database);
    // No polling override: the definition's interval applies.
    queue = new JobQueue({ database, work: true, onError: () => undefined });
    await queue.start(
      [housekeeping, resending],
      [
        registerJob(housekeeping, async () => void ran.push(Date.now())),
        registerJob(resending, async ({ n }) => {
          resent.push(n);
          if (n < RESENDS) await queue.send(resending, { n: n + 1 }, { startAfter: new Date(Date.now() - 60_000) });
        }),
      ],
    );
  }, 60_000);
  afterAll(async () => {
    await queue?.stop(1000);
    await database?.close();
  });

  it("runs a job this process sends at once, not at its next poll", async () => {
    // The worker's first look, at start, found nothing: its next one is half a minute away.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const sentAt = Date.now();
    await queue.send(housekeeping, {});
    const ranAt = await eventually(async () => ran[0], { timeoutMs: 10_000 });
    expect(ranAt - sentAt).toBeLessThan(HOUSEKEEPING_POLLING_SECONDS * 1000 - 15_000);
  });

  it("leaves a job that re-sends itself for a past time to its polls, so the process keeps answering", async () => {
    let resentWhenTimerFired = -1;
    setTimeout(() => (resentWhenTimerFired = resent.length), 100);
    await queue.send(resending, { n: 1 });
    await eventually(async () => resent.length === RESENDS, { timeoutMs: 20_000 });
    // Woken for each re-send, the chain ran back to back and the timer waited for all of it.
    expect(resentWhenTimerFired).toBeGreaterThanOrEqual(0);
    expect(resentWhenTimerFired).toBeLessThan(RESENDS);
  });
});
