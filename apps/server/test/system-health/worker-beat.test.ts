import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { workerHeartbeats } from "../../src/db/schema/index.ts";
import { startWorkerBeat } from "../../src/domains/system/worker-beat.ts";
import { createWorkerHeartbeatsData } from "../../src/domains/system/worker-heartbeats.data.ts";
import { openMigratedTestDatabase, testDrivers } from "../test-database.ts";

const DAY_MS = 24 * 60 * 60_000;

describe.each(testDrivers)("a worker's own heartbeat on %s", (driver) => {
  let database: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ database, close } = await openMigratedTestDatabase(driver));
  });
  afterAll(async () => close?.());

  it("beats at once and then on its interval, forgets week-old workers, and leaves on a graceful stop", async () => {
    const data = createWorkerHeartbeatsData(database.db);
    const ago = (ms: number) => new Date(Date.now() - ms);
    const silent = { host: "old-host", pid: 1, runMode: "worker" as const, version: "0.0.1" };
    await database.db.insert(workerHeartbeats).values([
      { ...silent, id: "killed-two-days-ago", startedAt: ago(3 * DAY_MS), lastBeatAt: ago(2 * DAY_MS) },
      { ...silent, id: "killed-last-week", startedAt: ago(9 * DAY_MS), lastBeatAt: ago(8 * DAY_MS) },
    ]);

    const errors: unknown[] = [];
    const beat = startWorkerBeat(data, { runMode: "all", version: "1.2.3" }, (error) => errors.push(error), 50);
    await beat.ready;
    const [first] = await data.beatSince(ago(60_000));
    expect(first).toMatchObject({ pid: process.pid, runMode: "all", version: "1.2.3" });
    expect((await database.db.select({ id: workerHeartbeats.id }).from(workerHeartbeats)).map((row) => row.id).sort()).toEqual([first!.id, "killed-two-days-ago"].sort());

    const deadline = Date.now() + 10_000;
    let later = first!.lastBeatAt;
    while (later.getTime() === first!.lastBeatAt.getTime() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      later = (await data.beatSince(ago(60_000)))[0]!.lastBeatAt;
    }
    expect(later.getTime()).toBeGreaterThan(first!.lastBeatAt.getTime());

    await beat.stop();
    expect(await data.beatSince(ago(60_000))).toEqual([]);
    expect((await data.beatSince(ago(3 * DAY_MS))).map((row) => row.id)).toEqual(["killed-two-days-ago"]);
    expect(errors).toEqual([]);
  });
});
