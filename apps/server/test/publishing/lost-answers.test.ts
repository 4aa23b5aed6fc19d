import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformUsage, publishItems } from "../../src/db/schema/index.ts";
import { publishItemJob } from "../../src/domains/publishing/publishing.jobs.ts";
import { newOperator, type Operator } from "../accounts/helpers.ts";
import { sample } from "../storage/samples.ts";
import { testDrivers } from "../test-database.ts";
import { eventually, link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "./helpers.ts";

type Call = { call: string; outcome: string; takeover: boolean; worker: string; errorClass: string | null };
type Item = { id: number; status: number; phase: string; phaseLabel: string | null; postId: string | null; postUrl: string | null; error: { code: string; reason: string } | null; calls?: Call[] };
type Detail = { status: number; counts: { failed: number; unverified: number; succeeded: number }; items: Item[] };

/**
 * The platform acts, and its answer never reaches the worker (the sandbox performs the call, then drops
 * the connection). The engine settles the outcome by reading the platform, never by posting again.
 */
describe.each(testDrivers)("publishing when the platform's answer is lost on %s", (driver) => {
  let world: PublishingWorld;
  beforeAll(async () => {
    world = await startPublishingWorld(driver, { verifyIntervalMs: 300, verifyForMs: 10 * 60_000 });
  }, 60_000);
  afterAll(async () => world?.dispose());

  const detail = async (operator: Operator, taskId: number, language: "zh-CN" | "en" = "zh-CN"): Promise<Detail> => (await operator.in(language).get(`/api/v1/publish/tasks/${taskId}`)).json().data;
  const plan = async (body: Record<string, unknown>) => {
    const response = await fetch(`${world.sandbox.url}/_control/faults/planned`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(response.status).toBe(200);
  };
  const settled = (operator: Operator, taskId: number) =>
    eventually(async () => {
      const found = await detail(operator, taskId);
      // The task's status and counts too: the detail reads the task, then its items, so an answer can
      // show an item's outcome before its task's roll-up (seen on PostgreSQL).
      return found.status !== 0 && found.items.every((item) => item.status !== 0) ? found : null;
    }, { clock: world.clock, stepMs: 1000, timeoutMs: 60_000 });
  const postsOf = (openId: string) => world.sandbox.tiktok.posts().filter((post) => post.openId === openId);
  const photoTask = async (operator: Operator, account: number, title: string, privacy: "public" | "private") => {
    const image = await upload(world.runtime, operator, `${title}.jpg`, sample.jpeg);
    const created = (await operator.post("/api/v1/publish/tasks/photo", { sendType: "accounts", accountIds: [account], imageMediaIds: [image], title, options: { privacy } })).json();
    expect(created.code).toBe(0);
    return created.data.tasks[0].id as number;
  };

  it("finds a public photo post TikTok made while the answer was lost: succeeded with its real post id, posted once", async () => {
    const operator = await newOperator(world.runtime, "lost-photo");
    const creator = nextCreator();
    const account = await link(world.runtime, operator, "tiktok", creator);
    await plan({ endpoint: "publish_init", creator, count: 1, mode: "act_then_drop" });
    const taskId = await photoTask(operator, account, "丢失的应答", "public");

    const done = await settled(operator, taskId);
    expect(postsOf(creator)).toHaveLength(1);
    expect(done.items[0]).toMatchObject({ status: 1, postId: postsOf(creator)[0]!.postId });
    // The call history shows the init that got no answer, then the look at the creator's posts.
    const calls = done.items[0]!.calls!;
    expect(calls).toEqual(expect.arrayContaining([expect.objectContaining({ call: "POST /v2/post/publish/content/init/", outcome: "unknown" }), expect.objectContaining({ call: "POST /v2/video/list/", outcome: "ok" })]));
    expect(calls.filter((call) => call.call === "POST /v2/post/publish/content/init/")).toHaveLength(1);
    // The daily cap counts the one post TikTok made.
    const [usage] = await world.runtime.database.db.select().from(platformUsage).where(eq(platformUsage.key, `tiktok:posts:${creator}`));
    expect(usage?.units).toBe(1);
  });

  it("cannot read a private photo post: the target is 需核实, counted apart, left out of the task's resend, resent alone only once confirmed", async () => {
    const operator = await newOperator(world.runtime, "lost-private");
    const creator = nextCreator();
    const account = await link(world.runtime, operator, "tiktok", creator);
    await plan({ endpoint: "publish_init", creator, count: 1, mode: "act_then_drop" });
    const taskId = await photoTask(operator, account, "私密帖子", "private");

    const done = await settled(operator, taskId);
    expect(postsOf(creator)).toHaveLength(1);
    expect(done).toMatchObject({ status: 3, counts: { failed: 0, unverified: 1, succeeded: 0 } });
    expect(done.items[0]).toMatchObject({ status: 3, phase: "unverified", error: { code: "unverifiable", reason: expect.stringContaining("请到平台核实") } });
    expect((await detail(operator, taskId, "en")).items[0]!.error!.reason).toContain("Check on the platform");

    const taskResend = (await operator.post(`/api/v1/publish/tasks/${taskId}/resend`, {})).json();
    expect(taskResend).toMatchObject({ code: expect.any(Number), msg: "没有可重发的失败记录" });
    expect(taskResend.code).not.toBe(0);
    const itemId = done.items[0]!.id;
    const unconfirmed = (await operator.post(`/api/v1/publish/tasks/${taskId}/items/${itemId}/resend`, {})).json();
    expect(unconfirmed.msg).toBe("该记录需核实：请先到平台确认帖子不存在，再确认重发");
    expect(postsOf(creator)).toHaveLength(1);

    // Another operator cannot resend it, confirmed or not.
    const stranger = await newOperator(world.runtime, "lost-stranger");
    expect((await stranger.post(`/api/v1/publish/tasks/${taskId}/items/${itemId}/resend`, { confirmNotPosted: true })).json().code).not.toBe(0);

    expect((await operator.post(`/api/v1/publish/tasks/${taskId}/items/${itemId}/resend`, { confirmNotPosted: true })).json()).toMatchObject({ code: 0, data: { resent: 1 } });
    const again = await settled(operator, taskId);
    expect(again.items[0]).toMatchObject({ status: 1 });
    expect(postsOf(creator)).toHaveLength(2);
  });

  it("a mark with nothing behind it (the worker died before the call left): not found for the look's budget, so posted again, once", async () => {
    const operator = await newOperator(world.runtime, "lost-nothing");
    const creator = nextCreator();
    const account = await link(world.runtime, operator, "tiktok", creator);
    const image = await upload(world.runtime, operator, "nothing.jpg", sample.jpeg);
    const startAt = new Date(world.clock.now().getTime() + 3_000).toISOString();
    const taskId = (await operator.post("/api/v1/publish/tasks/photo", { sendType: "accounts", accountIds: [account], imageMediaIds: [image], title: "未发出", startAt, options: { privacy: "public" } })).json().data.tasks[0].id;
    await world.runtime.database.db.update(publishItems).set({ phase: "uploading", resumeState: { photoInitAt: world.clock.now().toISOString() } }).where(eq(publishItems.taskId, taskId));

    const verifying = await eventually(async () => {
      const item = (await detail(operator, taskId)).items[0]!;
      return item.phase === "verifying" ? item : null;
    }, { clock: world.clock, stepMs: 1000 });
    expect(verifying).toMatchObject({ status: 0, phaseLabel: "正在平台上核对发布结果" });
    expect(postsOf(creator)).toHaveLength(0);
    world.clock.advance(11 * 60_000);
    const done = await settled(operator, taskId);
    expect(done.items[0]).toMatchObject({ status: 1, postId: postsOf(creator)[0]?.postId });
    expect(postsOf(creator)).toHaveLength(1);
    const calls = done.items[0]!.calls!.map((call) => call.call);
    expect(calls.indexOf("POST /v2/video/list/")).toBeLessThan(calls.indexOf("POST /v2/post/publish/content/init/"));
  });

  it("resumes a TikTok video whose last chunk was taken but not answered, and a YouTube upload whose last chunk was: one post each", async () => {
    const operator = await newOperator(world.runtime, "lost-chunks");
    const creator = nextCreator();
    const tiktok = await link(world.runtime, operator, "tiktok", creator);
    const youtube = await link(world.runtime, operator, "youtube", "google-demo-2");
    const videos = [await upload(world.runtime, operator, "lc1.mp4", videoBytes(80_000, 31)), await upload(world.runtime, operator, "lc2.mp4", videoBytes(90_000, 32))];
    await plan({ endpoint: "upload_last_chunk", creator, count: 1, mode: "act_then_drop" });
    await plan({ endpoint: "youtube_last_chunk", creator: "google-demo-2", count: 1, mode: "act_then_drop" });
    const created = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [tiktok, youtube], mediaIds: videos, title: "最后一块", options: { privacy: "public" } })).json();
    expect(created.code).toBe(0);
    const tasks = created.data.tasks as { id: number; platform: string }[];
    for (const task of tasks) expect((await settled(operator, task.id)).items[0]).toMatchObject({ status: 1 });
    expect(postsOf(creator)).toHaveLength(1);
    expect(world.sandbox.youtube.uploads().filter((video) => video.title === "最后一块")).toHaveLength(1);
  });

  it("gives an init TikTok refused back to the daily cap, and a status check that keeps failing never fails a post TikTok has", async () => {
    const operator = await newOperator(world.runtime, "lost-budgets");
    const creator = nextCreator();
    const account = await link(world.runtime, operator, "tiktok", creator);
    await plan({ endpoint: "publish_init", creator, count: 1, mode: "refuse", error: "internal_error", status: 500 });
    const video = await upload(world.runtime, operator, "b.mp4", videoBytes(40_000, 33));
    const taskId = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "预算", options: { privacy: "public" } })).json().data.tasks[0].id;
    await eventually(async () => (await detail(operator, taskId)).items[0]!.phase === "processing", { clock: world.clock, stepMs: 500 });
    const [usage] = await world.runtime.database.db.select().from(platformUsage).where(eq(platformUsage.key, `tiktok:posts:${creator}`));
    expect(usage?.units).toBe(1);

    // The upload's retries are used up; failed status checks count against a budget of their own.
    await world.runtime.database.db.update(publishItems).set({ retries: 8 }).where(eq(publishItems.taskId, taskId));
    const faults = (body: object) => fetch(`${world.sandbox.url}/_control/faults`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    await faults({ serverErrorRate: 1 });
    const failing = await eventually(async () => {
      const [row] = await world.runtime.database.db.select().from(publishItems).where(eq(publishItems.taskId, taskId));
      return row && row.pollFailures >= 2 ? row : null;
    }, { clock: world.clock, stepMs: 500 });
    expect(failing).toMatchObject({ status: 0, phase: "processing", retries: 8 });
    await faults({ serverErrorRate: 0 });
    const done = await settled(operator, taskId);
    expect(done.items[0]).toMatchObject({ status: 1, postId: postsOf(creator)[0]!.postId });
    expect(postsOf(creator)).toHaveLength(1);
  });

  it("records a takeover of a stopped worker's lease in the target's call history", async () => {
    const operator = await newOperator(world.runtime, "lost-takeover");
    const account = await link(world.runtime, operator, "tiktok", nextCreator());
    const video = await upload(world.runtime, operator, "t.mp4", videoBytes(30_000, 34));
    const startAt = new Date(world.clock.now().getTime() + 5_000).toISOString();
    const taskId = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "接管", startAt, options: { privacy: "public" } })).json().data.tasks[0].id;
    // A worker that claimed the item and died: its lease is still named on the row, expired.
    await world.runtime.database.db.update(publishItems).set({ leaseOwner: "dead-worker:1", leaseUntil: world.clock.now() }).where(eq(publishItems.taskId, taskId));
    const done = await settled(operator, taskId);
    expect(done.items[0]!.status).toBe(1);
    expect(done.items[0]!.calls![0]).toMatchObject({ call: "lease", outcome: "takeover", takeover: true });
  });

  it("creates a task while TikTok answers creator_info with 429s (the worker checks again before posting)", async () => {
    const operator = await newOperator(world.runtime, "busy-create");
    const creator = nextCreator();
    const account = await link(world.runtime, operator, "tiktok", creator);
    const video = await upload(world.runtime, operator, "busy.mp4", videoBytes(30_000, 35));
    const faults = (body: object) => fetch(`${world.sandbox.url}/_control/faults`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    await faults({ rateLimitRate: 1 });
    const created = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "忙碌", options: { privacy: "public" } })).json();
    await faults({ rateLimitRate: 0 });
    expect(created.code).toBe(0);
    expect((await settled(operator, created.data.tasks[0].id)).items[0]).toMatchObject({ status: 1 });
    expect(postsOf(creator)).toHaveLength(1);
  });

  it("writes a job in the transaction of the rows it works on: rolled back together", async () => {
    const { db } = world.runtime.database;
    const marker = 2_000_000_000;
    await db
      .transaction(async (tx) => {
        await world.runtime.queue.send(publishItemJob, { itemId: marker }, { singletonKey: `rollback-${marker}`, within: tx as never });
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await world.runtime.queue.send(publishItemJob, { itemId: marker + 1 }, { singletonKey: `commit-${marker}`, within: tx as never });
    });
    const { rows } = (await db.execute(sql`select data->>'itemId' as id from pgboss.job where name = ${publishItemJob.name} and (data->>'itemId')::bigint >= ${marker}`)) as unknown as { rows: { id: string }[] };
    expect(rows.map((row) => row.id)).toEqual([String(marker + 1)]);
  });
});
