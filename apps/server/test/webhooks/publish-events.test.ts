import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newOperator } from "../accounts/helpers.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../kits/webhook-receiver.kit.ts";
import { eventually, link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "../publishing/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { ALL_EVENTS, readmeRecipe, registerEndpoint } from "./helpers.ts";

describe.each(testDrivers)("events written by publishing and accounts on %s", (driver) => {
  let world: PublishingWorld;
  let hook: WebhookReceiver;
  beforeAll(async () => {
    world = await startPublishingWorld(driver, {}, { WEBHOOK_RELAY_INTERVAL_MS: "100", WEBHOOK_TIMEOUT_SECONDS: "2" });
    hook = await startWebhookReceiver();
  }, 60_000);
  afterAll(async () => {
    await hook?.close();
    await world?.dispose();
  });

  const eventsOf = (type: string, taskId?: number) => hook.events().filter((event) => event.type === type && (taskId === undefined || event.data.taskId === taskId));

  it("a published target arrives as target.succeeded with its link and video id, then task.finished with the counts", async () => {
    const verify = await readmeRecipe();
    const operator = await newOperator(world.runtime, "wh-publish");
    const { secret } = await registerEndpoint(operator, hook.url);
    const account = await link(world.runtime, operator, "youtube", "google-demo-1");
    const video = await upload(world.runtime, operator, "wh.mp4", videoBytes(200_000, 7));
    const created = await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "Webhook 视频", options: { privacy: "private" } });
    const taskId = created.json().data.tasks[0].id as number;

    await eventually(async () => eventsOf("task.finished", taskId).length > 0 && eventsOf("target.succeeded", taskId).length > 0, { clock: world.clock, stepMs: 2000 });
    const uploaded = world.sandbox.youtube.uploads().find((candidate) => candidate.title === "Webhook 视频")!;
    const [succeeded] = eventsOf("target.succeeded", taskId);
    expect(succeeded?.data).toMatchObject({
      taskId,
      platform: "youtube",
      attempt: 1,
      account: { id: account },
      platformVideoId: uploaded.videoId,
      postId: uploaded.videoId,
      postUrl: `https://www.youtube.com/watch?v=${uploaded.videoId}`,
    });
    expect(eventsOf("task.finished", taskId)[0]?.data).toMatchObject({ taskId, status: 1, counts: { total: 1, succeeded: 1, failed: 0, unverified: 0, cancelled: 0 } });
    for (const entry of hook.received) expect(verify(secret, entry.headers["x-cdp-signature"] as string, entry.body)).toBe(true);
  });

  it("a TikTok post's target.succeeded waits for its link (moderation), then carries it with the publish id", async () => {
    const operator = await newOperator(world.runtime, "wh-tiktok");
    await registerEndpoint(operator, hook.url, { events: ["target.succeeded"] });
    const creator = nextCreator();
    const account = await link(world.runtime, operator, "tiktok", creator);
    const video = await upload(world.runtime, operator, "tt.mp4", videoBytes(120_000, 9));
    const created = await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "TikTok Webhook", options: { privacy: "public", allowComment: true, allowDuet: false, allowStitch: false } });
    const taskId = created.json().data.tasks[0].id as number;
    await eventually(async () => eventsOf("target.succeeded", taskId).length > 0, { clock: world.clock, stepMs: 2000 });
    const post = world.sandbox.tiktok.posts().find((candidate) => candidate.openId === creator)!;
    const [event] = eventsOf("target.succeeded", taskId);
    expect(event?.data).toMatchObject({ platform: "tiktok", platformVideoId: post.publishId, postId: post.postId });
    expect(event?.data.postUrl).toMatch(new RegExp(`/video/${post.postId}$`));
    expect(eventsOf("target.succeeded", taskId)).toHaveLength(1);
  });

  it("cancelled targets arrive as target.failed with their reason in both languages and whether a resend makes sense", async () => {
    const operator = await newOperator(world.runtime, "wh-cancel");
    await registerEndpoint(operator, hook.url, { events: ["target.failed", "task.finished"] });
    const account = await link(world.runtime, operator, "tiktok", nextCreator());
    const video = await upload(world.runtime, operator, "later.mp4", videoBytes(50_000, 8));
    const startAt = `${new Date(world.clock.now().getTime() + 3_600_000).toISOString().slice(0, 19)}+00:00`;
    const task = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "稍后", startAt, options: { privacy: "public", allowComment: true, allowDuet: false, allowStitch: false } })).json().data.tasks[0];
    await operator.post(`/api/v1/publish/tasks/${task.id}/cancel`);
    // Deliveries are independent: they may arrive in either order.
    await eventually(async () => eventsOf("task.finished", task.id).length > 0 && eventsOf("target.failed", task.id).length > 0);
    expect(eventsOf("target.failed", task.id)[0]?.data).toMatchObject({
      taskId: task.id,
      platform: "tiktok",
      cancelled: true,
      resendable: true,
      accountNeedsReauthorization: false,
      reason: { code: "cancelled", message: { "zh-CN": "已取消", en: expect.any(String) } },
    });
    expect(eventsOf("task.finished", task.id)[0]?.data).toMatchObject({ status: 2, counts: { total: 1, failed: 1, cancelled: 1 } });
    // Not subscribed: no target.succeeded for this operator's endpoint, and none of another operator's events.
    expect(hook.events().filter((event) => event.data.taskId === task.id).map((event) => event.type).sort()).toEqual(["target.failed", "task.finished"]);
  });

  it("an account that needs authorising again arrives as account.reauthorization_required", async () => {
    const operator = await newOperator(world.runtime, "wh-reauth");
    await registerEndpoint(operator, hook.url, { events: ALL_EVENTS });
    const openId = nextCreator();
    const account = await link(world.runtime, operator, "tiktok", openId);
    // The platform revokes the grant; the next refresh is refused and the account is marked for re-authorisation.
    world.sandbox.tiktok.revokeAll(openId);
    world.clock.advance(25 * 3_600_000);
    expect((await operator.post(`/api/v1/accounts/${account}/refresh`)).statusCode).toBe(502);
    await eventually(async () => hook.events().some((event) => event.type === "account.reauthorization_required" && (event.data.account as { id: number }).id === account));
    const event = hook.events().find((candidate) => candidate.type === "account.reauthorization_required" && (candidate.data.account as { id: number }).id === account)!;
    expect(event.data).toMatchObject({ account: { id: account, platform: "tiktok" }, reason: { key: expect.any(String), message: { "zh-CN": expect.any(String), en: expect.any(String) } } });
  });
});
