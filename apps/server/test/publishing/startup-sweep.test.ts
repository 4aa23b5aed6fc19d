import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepPublishingJob } from "../../src/domains/publishing/publishing.jobs.ts";
import { newOperator } from "../accounts/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { eventually, link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "./helpers.ts";

type Item = { status: number; phase: string };

/**
 * A worker that dies takes with it the jobs it had fetched but not begun: the queue keeps them as
 * taken, and their items wait with no lease. The minute's sweep leaves such items alone for its grace
 * (their jobs may simply be queued); a starting worker's sweep sends them on at once.
 */
describe.each(testDrivers)("a starting worker's sweep on %s", (driver) => {
  let world: PublishingWorld;
  beforeAll(async () => {
    // A grace far longer than the test: whatever sends these targets on, it is not the minute's sweep.
    world = await startPublishingWorld(driver, { sweepGraceMs: 24 * 60 * 60_000 });
  }, 60_000);
  afterAll(async () => world?.dispose());

  const sweep = async (payload: { afterStart?: boolean }) => {
    const id = await world.runtime.queue.send(sweepPublishingJob, payload);
    await eventually(async () => (await world.runtime.queue.stateOf(id!)) === "completed");
  };

  it("sends on at once the due targets no worker is on, which the minute's sweep leaves for its grace; each posts once", async () => {
    const operator = await newOperator(world.runtime, "startup-sweep");
    const creators = [nextCreator(), nextCreator()];
    const accountIds = [await link(world.runtime, operator, "tiktok", creators[0]!), await link(world.runtime, operator, "tiktok", creators[1]!)];
    const mediaIds = [await upload(world.runtime, operator, "a.mp4", videoBytes(30_000, 21)), await upload(world.runtime, operator, "b.mp4", videoBytes(31_000, 22))];
    const startAt = new Date(world.clock.now().getTime() + 10 * 60_000).toISOString();
    const created = await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds, mediaIds, title: "接手", startAt, options: { privacy: "public" } });
    expect(created.json().code).toBe(0);
    const taskId = created.json().data.tasks[0].id as number;
    const items = async (): Promise<Item[]> => (await operator.get(`/api/v1/publish/tasks/${taskId}`)).json().data.items;

    // The app's clock passes the start; the queue's jobs still wait for the database's, an hour away:
    // no worker will run them soon, as when the worker that fetched them died.
    world.clock.advance(60 * 60_000);
    await sweep({});
    expect((await items()).map(({ status, phase }) => ({ status, phase }))).toEqual([
      { status: 0, phase: "waiting" },
      { status: 0, phase: "waiting" },
    ]);

    await sweep({ afterStart: true });
    await eventually(async () => (await items()).every((item) => item.status === 1), { clock: world.clock, stepMs: 2000 });
    expect(creators.map((creator) => world.sandbox.tiktok.posts().filter((post) => post.openId === creator && post.mediaReadyAt !== null).length)).toEqual([1, 1]);
  });
});
