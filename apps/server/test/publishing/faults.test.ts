import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newOperator } from "../accounts/helpers.ts";
import { eventually, link, startPublishingWorld, TEST_CREATORS, upload, videoBytes, type PublishingWorld } from "./helpers.ts";

const ACCOUNTS = 20;
const TASKS = 5;

type Detail = { counts: { succeeded: number; failed: number; distributing: number }; items: { status: number; publishId: string; error: { code: string; reason: string } | null }[] };

/**
 * 100 items while a fifth of the sandbox's API requests fail (5xx, 429, dropped connections, added
 * latency): every item succeeds, none twice. A refusal that is not transient fails at once.
 */
describe("publishing through platform faults", () => {
  let world: PublishingWorld;
  beforeAll(async () => {
    world = await startPublishingWorld("pglite", { maxRetries: 12 }, { PLAN_FREE_MAX_ACCOUNTS: "50" });
    world.sandbox.tiktok.updateSettings({ processingDelayMs: 200, moderationDelayMs: 0 });
  }, 60_000);
  afterAll(async () => world?.dispose());

  it("publishes 100 items exactly once with 20% faults, and fails a permanent refusal fast with its reason", async () => {
    const operator = await newOperator(world.runtime, "faults");
    const accounts: number[] = [];
    for (const creator of TEST_CREATORS.slice(0, ACCOUNTS)) accounts.push(await link(world.runtime, operator, "tiktok", creator.openId));
    const videos: number[] = [];
    for (let index = 0; index < ACCOUNTS; index += 1) videos.push(await upload(world.runtime, operator, `f${index}.mp4`, videoBytes(60_000 + index, 40 + index)));

    // The items start 15 s after creation, when the faults are on.
    const startAt = new Date(world.clock.now().getTime() + 15_000).toISOString();
    const taskIds: number[] = [];
    for (let task = 0; task < TASKS; task += 1) {
      const response = await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: accounts, mediaIds: videos, title: `故障 ${task}`, startAt, options: { privacy: "public" } });
      expect(response.json().code).toBe(0);
      taskIds.push(response.json().data.tasks[0].id);
    }
    world.sandbox.faults.set({ serverErrorRate: 0.08, rateLimitRate: 0.06, dropRate: 0.06, latencyMs: 5 });
    // One cheap list request per round (the API's per-IP rate limit applies to tests too).
    await eventually(
      async () => {
        const page: { list: Detail[] } = (await operator.get("/api/v1/publish/tasks?pageSize=10")).json().data;
        return page.list.length === TASKS && page.list.every((task) => task.counts.distributing === 0);
      },
      { clock: world.clock, stepMs: 1000, timeoutMs: 240_000 },
    );
    const details: Detail[] = await Promise.all(taskIds.map(async (id) => (await operator.get(`/api/v1/publish/tasks/${id}`)).json().data));
    world.sandbox.faults.set({ serverErrorRate: 0, rateLimitRate: 0, dropRate: 0, latencyMs: 0 });
    const items = details.flatMap((detail) => detail.items);
    expect(items.filter((item) => item.status !== 1).map((item) => item.error)).toEqual([]);
    const posts = world.sandbox.tiktok.posts().filter((post) => post.upload?.receivedBytes === post.upload?.videoSize);
    expect(posts).toHaveLength(ACCOUNTS * TASKS);
    expect(new Set(posts.map((post) => post.publishId))).toEqual(new Set(items.map((item) => item.publishId)));

    // A refusal that is not transient (the creator may no longer post) fails at once, with its reason.
    const later = new Date(world.clock.now().getTime() + 5_000).toISOString();
    const banned = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [accounts[0]], mediaIds: [videos[0]], title: "封禁", startAt: later, options: { privacy: "public" } })).json();
    world.sandbox.tiktok.updateCreator(TEST_CREATORS[0]!.openId, { bannedFromPosting: true });
    const bannedAt = Date.now();
    const detail = await eventually(async () => {
      const task: Detail = (await operator.get(`/api/v1/publish/tasks/${banned.data.tasks[0].id}`)).json().data;
      return task.counts.failed === 1 ? task : null;
    }, { clock: world.clock, stepMs: 1000 });
    expect(detail.items[0]!.error).toMatchObject({ code: expect.not.stringMatching(/^(internal|network)$/), reason: expect.any(String) });
    expect(Date.now() - bannedAt).toBeLessThan(15_000);
  }, 300_000);
});
