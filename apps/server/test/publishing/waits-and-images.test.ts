import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformUsage } from "../../src/db/schema/index.ts";
import { newOperator, type Operator } from "../accounts/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { eventually, link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "./helpers.ts";

type Item = { status: number; phase: string; phaseLabel: string | null; postId: string | null; postUrl: string | null; linkPending: boolean; error: { code: string; reason: string } | null };

describe.each(testDrivers)("publishing waits and image conversion on %s", (driver) => {
  let world: PublishingWorld;
  beforeAll(async () => {
    world = await startPublishingWorld(driver);
  }, 60_000);
  afterAll(async () => world?.dispose());

  const firstItem = async (operator: Operator, taskId: number): Promise<Item> => (await operator.get(`/api/v1/publish/tasks/${taskId}`)).json().data.items[0];

  it("converts a large PNG to a 1080p JPEG that TikTok pulls by a signed URL", async () => {
    const operator = await newOperator(world.runtime, "img-convert");
    const creator = nextCreator();
    const account = await link(world.runtime, operator, "tiktok", creator);
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 4, background: "#3366ff" } }).png().toBuffer();
    const image = await upload(world.runtime, operator, "big.png", png);
    const taskId = (await operator.post("/api/v1/publish/tasks/photo", { sendType: "accounts", accountIds: [account], imageMediaIds: [image], title: "大图", options: { privacy: "public" } })).json().data.tasks[0].id;
    await eventually(async () => (await firstItem(operator, taskId)).status !== 0, { clock: world.clock, stepMs: 2000 });
    const post = world.sandbox.tiktok.posts().find((candidate) => candidate.openId === creator)!;
    const url = post.photoUrls[0]!;
    expect(url).toMatch(/\/publish-images\/\d+\/[\w-]+\.jpg$/);
    // The platform pulls it without any session (the app is not listening in tests: the same request by inject).
    const pulled = await world.runtime.app.inject({ method: "GET", url: new URL(url).pathname });
    expect(pulled.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(pulled.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 1620, height: 1080 });
    expect((await world.runtime.app.inject({ method: "GET", url: new URL(url).pathname.replace(/\/[\w-]+\.jpg$/, "/forged.jpg") })).statusCode).toBe(404);
  });

  it("keeps polling a public TikTok post while it is moderated, succeeds as link pending when the budget ends, and fills the link later", async () => {
    const operator = await newOperator(world.runtime, "link-pending");
    const account = await link(world.runtime, operator, "tiktok", nextCreator());
    const video = await upload(world.runtime, operator, "m.mp4", videoBytes(60_000, 11));
    world.sandbox.tiktok.updateSettings({ moderationDelayMs: 3_600_000 });
    const taskId = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "审核中", options: { privacy: "public" } })).json().data.tasks[0].id;
    await eventually(async () => (await firstItem(operator, taskId)).phase === "processing", { clock: world.clock, stepMs: 2000 });
    world.clock.advance(11 * 60_000);
    const pending = await eventually(async () => {
      const item = await firstItem(operator, taskId);
      return item.status === 1 ? item : null;
    });
    expect(pending).toMatchObject({ status: 1, linkPending: true, postId: null, phaseLabel: "链接生成中（平台审核中）" });

    world.sandbox.tiktok.updateSettings({ moderationDelayMs: 0 });
    const linked = await eventually(async () => {
      const item = await firstItem(operator, taskId);
      return item.postId ? item : null;
    });
    expect(linked).toMatchObject({ status: 1, linkPending: false, phaseLabel: null });
    expect(linked.postUrl).toContain(`/video/${linked.postId}`);
    world.sandbox.tiktok.updateSettings({ moderationDelayMs: 5000 });
  });

  it("waits for the next window when the creator's daily posts are used up, shown as waiting for quota", async () => {
    const operator = await newOperator(world.runtime, "quota");
    const creator = nextCreator();
    const account = await link(world.runtime, operator, "tiktok", creator);
    const video = await upload(world.runtime, operator, "q.mp4", videoBytes(30_000, 12));
    await world.runtime.database.db.insert(platformUsage).values({ key: `tiktok:posts:${creator}`, period: world.clock.now().toISOString().slice(0, 10), units: 15 });
    const taskId = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "额度", options: { privacy: "public" } })).json().data.tasks[0].id;
    const waiting = await eventually(async () => {
      const item = await firstItem(operator, taskId);
      return item.phase === "waiting_quota" ? item : null;
    });
    expect(waiting).toMatchObject({ status: 0, phaseLabel: expect.stringMatching(/^等待平台额度恢复，预计 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 继续$/) });
    const detail = (await operator.in("en").get(`/api/v1/publish/tasks/${taskId}`)).json().data;
    expect(detail.items[0].phaseLabel).toMatch(/^Waiting for the platform's quota, expected to go on at \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(new Date(detail.items[0].scheduledAt).getTime()).toBeGreaterThan(world.clock.now().getTime());
    expect(world.sandbox.tiktok.posts().filter((post) => post.openId === creator)).toHaveLength(0);
  });

  it("says when a scheduled target will go, in the task's time zone, and in the progress poll too", async () => {
    const operator = await newOperator(world.runtime, "scheduled-label");
    const account = await link(world.runtime, operator, "tiktok", nextCreator());
    const video = await upload(world.runtime, operator, "s.mp4", videoBytes(30_000, 13));
    const taskId = (
      await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "定时", startAt: "2099-03-01T09:30:00+08:00", timeZone: "Asia/Shanghai", options: { privacy: "public" } })
    ).json().data.tasks[0].id;
    expect((await firstItem(operator, taskId)).phaseLabel).toBe("定时发布：2099-03-01 09:30");
    expect((await operator.in("en").get(`/api/v1/publish/tasks/${taskId}/progress`)).json().data.items[0].phaseLabel).toBe("Scheduled for 2099-03-01 09:30");
  });
});
