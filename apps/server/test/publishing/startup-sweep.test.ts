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

  const sweep = async (payload: { workerStartedAt?: string }) => {
    const id = await world.runtime.queue.send(sweepPublishingJob, payload);
    await eventually(async () => (await world.runtime.queue.stateOf(id!)) === "completed");
  };

  it("sends on at once the due targets untouched since the worker started, which the minute's sweep leaves for its grace; each posts once", async () => {
    const operator = await newOperator(world.runtime, "startup-sweep");
    const creators = [nextCreator(), nextCreator(), nextCreator()];
    const accountIds: number[] = [];
    const mediaIds: number[] = [];
    for (const [index, creator] of creators.entries()) {
      accountIds.push(await link(world.runtime, operator, "tiktok", creator));
      mediaIds.push(await upload(world.runtime, operator, `${index}.mp4`, videoBytes(30_000 + index, 21 + index)));
    }
    /** A task starting in ten minutes of the app's clock: its jobs wait for the database's time, ten real minutes. */
    const createTask = async (title: string, accounts: number[], media: number[]) => {
      const startAt = new Date(world.clock.now().getTime() + 10 * 60_000).toISOString();
      const created = await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: accounts, mediaIds: media, title, options: { privacy: "public" }, startAt });
      expect(created.json().code).toBe(0);
      const taskId = created.json().data.tasks[0].id as number;
      return async (): Promise<Item[]> => (await operator.get(`/api/v1/publish/tasks/${taskId}`)).json().data.items;
    };
    const shapes = (items: Item[]) => items.map(({ status, phase }) => ({ status, phase }));

    // The app's clock passes the start; the queue will not run the jobs for ten minutes: as if the
    // worker that fetched them had died with them.
    const orphaned = await createTask("接手", accountIds.slice(0, 2), mediaIds.slice(0, 2));
    world.clock.advance(60 * 60_000);
    await sweep({});
    expect(shapes(await orphaned())).toEqual([{ status: 0, phase: "waiting" }, { status: 0, phase: "waiting" }]);

    // A worker starts; a target created after that has a job of its own: its sweep leaves it alone.
    const workerStartedAt = world.clock.now().toISOString();
    world.clock.advance(1000);
    const queued = await createTask("排队", accountIds.slice(2), mediaIds.slice(2));
    world.clock.advance(11 * 60_000);
    await sweep({ workerStartedAt });
    await eventually(async () => (await orphaned()).every((item) => item.status === 1), { clock: world.clock, stepMs: 2000 });
    expect(creators.map((creator) => world.sandbox.tiktok.posts().filter((post) => post.openId === creator && post.mediaReadyAt !== null).length)).toEqual([1, 1, 0]);
    expect(shapes(await queued())).toEqual([{ status: 0, phase: "waiting" }]);
  });
});
