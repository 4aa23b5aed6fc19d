import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newOperator, type Operator } from "../accounts/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { eventually, link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "./helpers.ts";

const publicVideo = { privacy: "public", allowComment: true, allowDuet: false, allowStitch: false };
type Attempt = { attempt: number; status: number; title?: string; description?: string; options?: { privacy?: string; tags?: string[] } };
type Item = { id: number; status: number; title: string; description?: string; attempts: Attempt[] };
type Detail = { status: number; options: Record<string, unknown>; counts: { failed: number; distributing: number }; items: Item[] };

/** Fix and resend: a failed target's title, description and options are edited, checked like a new task, and kept per attempt. */
describe.each(testDrivers)("resending with edits on %s", (driver) => {
  let world: PublishingWorld;
  let operator: Operator;
  let stranger: Operator;
  let creator: string;
  let tiktok: number;
  let youtube: number;
  let video: number;
  beforeAll(async () => {
    world = await startPublishingWorld(driver);
    operator = await newOperator(world.runtime, "resend-edit");
    stranger = await newOperator(world.runtime, "resend-stranger");
    creator = nextCreator();
    // This creator may not post privately (creator_info), so a resend asking for it is refused.
    world.sandbox.tiktok.updateCreator(creator, { privacyLevelOptions: ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS"] });
    tiktok = await link(world.runtime, operator, "tiktok", creator);
    youtube = await link(world.runtime, operator, "youtube", "google-demo-1");
    video = await upload(world.runtime, operator, "edit.mp4", videoBytes(60_000, 71));
  }, 60_000);
  afterAll(async () => world?.dispose());

  const detail = async (id: number): Promise<Detail> => (await operator.get(`/api/v1/publish/tasks/${id}`)).json().data;
  const settled = (id: number) =>
    eventually(async () => {
      const task = await detail(id);
      return task.status !== 0 ? task : null;
    }, { clock: world.clock, stepMs: 2000 });

  /** A task for an hour from now, cancelled at once: its targets are failed (已取消) and resendable. */
  async function cancelledTask(accountId: number, body: Record<string, unknown> = {}): Promise<Detail & { id: number }> {
    const startAt = new Date(world.clock.now().getTime() + 3_600_000).toISOString();
    const created = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [accountId], mediaIds: [video], title: "原标题", description: "原描述", startAt, options: publicVideo, ...body })).json();
    expect(created.code).toBe(0);
    const id = created.data.tasks[0].id as number;
    expect((await operator.post(`/api/v1/publish/tasks/${id}/cancel`)).json().code).toBe(0);
    return { id, ...(await detail(id)) };
  }

  it.each([
    ["a YouTube title with < or >", "youtube", { title: "新品 <限时>" }, "YouTube 标题须为1-100个字符，且不能包含 < 或 >", "A YouTube title needs 1 to 100 characters, without < or >"],
    ["YouTube tags over 500 characters", "youtube", { options: { ...publicVideo, tags: Array.from({ length: 30 }, (_, index) => `标签${index}`.padEnd(20, "x")) } }, "YouTube 标签合计最多500个字符，且不能包含 < 或 >", "YouTube tags can have at most 500 characters in all, without < or >"],
    ["a TikTok caption over 2,200 characters", "tiktok", { title: "t".repeat(100), description: "d".repeat(2000), options: { ...publicVideo, tags: Array.from({ length: 30 }, (_, index) => `topic${String(index).padStart(5, "0")}`) } }, "TikTok 标题、描述和话题合计最多2200个字符", "A TikTok caption (title, description and hashtags) can have at most 2200 characters"],
    ["a privacy the creator does not allow", "tiktok", { options: { ...publicVideo, privacy: "private" } }, "不允许该可见范围", "does not allow this visibility"],
    ["an empty title", "tiktok", { title: "  " }, "请输入标题", "Please enter a title"],
    ["branded content set private", "tiktok", { options: { ...publicVideo, privacy: "private", brandedContent: true } }, "品牌内容不能设为仅自己可见", "Branded content cannot be private"],
  ])("refuses %s on both routes, in both languages, changing nothing", async (_name, platform, edits, zh, en) => {
    const task = await cancelledTask(platform === "youtube" ? youtube : tiktok);
    const itemId = task.items[0]!.id;
    const routes = [`/api/v1/publish/tasks/${task.id}/resend`, `/api/v1/publish/tasks/${task.id}/items/${itemId}/resend`];
    for (const route of routes) {
      const zhAnswer = await operator.post(route, edits);
      expect(zhAnswer.statusCode).toBeGreaterThanOrEqual(400);
      expect(zhAnswer.statusCode).toBeLessThan(500);
      expect(zhAnswer.json().msg).toContain(zh);
      const enAnswer = await operator.in("en").post(route, edits);
      expect(enAnswer.statusCode).toBeLessThan(500);
      expect(enAnswer.json().msg).toContain(en);
    }
    const after = await detail(task.id);
    expect(after.items[0]).toMatchObject({ status: 2, title: "原标题", description: "原描述", attempts: [{ attempt: 1 }] });
    expect(after.options).toEqual(task.options);
  });

  it("resends one target with a new title and options: the post carries them, and each attempt keeps what it sent", async () => {
    const task = await cancelledTask(tiktok);
    const itemId = task.items[0]!.id;
    const edits = { title: "修改后的标题", description: "修改后的描述", options: { ...publicVideo, privacy: "friends", tags: ["新品"] } };
    expect((await operator.post(`/api/v1/publish/tasks/${task.id}/items/${itemId}/resend`, edits)).json()).toMatchObject({ code: 0, data: { resent: 1 } });
    const done = await settled(task.id);
    expect(done.items[0]).toMatchObject({ status: 1, title: "修改后的标题", description: "修改后的描述" });
    expect(done.options).toMatchObject({ privacy: "friends", tags: ["新品"] });
    expect(done.items[0]!.attempts).toMatchObject([
      { attempt: 1, status: 2, title: "原标题", description: "原描述", options: { privacy: "public", tags: [] } },
      { attempt: 2, status: 1, title: "修改后的标题", description: "修改后的描述", options: { privacy: "friends", tags: ["新品"] } },
    ]);
    const posts = world.sandbox.tiktok.posts().filter((post) => post.openId === creator);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.title).toContain("修改后的标题");
    expect(posts[0]!.privacyLevel).toBe("MUTUAL_FOLLOW_FRIENDS");
  });

  it("resends every failed target of a task with one new title (重发任务); a resend without edits sends what failed", async () => {
    const task = await cancelledTask(youtube);
    expect((await operator.post(`/api/v1/publish/tasks/${task.id}/resend`, { title: "YouTube 新标题" })).json()).toMatchObject({ code: 0, data: { resent: 1 } });
    const done = await settled(task.id);
    expect(done.items[0]).toMatchObject({ status: 1, title: "YouTube 新标题", description: "原描述" });
    expect(done.items[0]!.attempts.map((attempt) => attempt.title)).toEqual(["原标题", "YouTube 新标题"]);

    const plain = await cancelledTask(tiktok);
    expect((await operator.post(`/api/v1/publish/tasks/${plain.id}/resend`)).json()).toMatchObject({ code: 0, data: { resent: 1 } });
    expect((await settled(plain.id)).items[0]!.attempts.map((attempt) => attempt.title)).toEqual(["原标题", "原标题"]);
  });

  it("keeps the options of a task while another of its targets is distributing; texts may still change", async () => {
    const failing = nextCreator();
    const other = nextCreator();
    const accounts = [await link(world.runtime, operator, "tiktok", failing), await link(world.runtime, operator, "tiktok", other)];
    const videos = [video, await upload(world.runtime, operator, "edit-2.mp4", videoBytes(60_000, 72))];
    world.sandbox.tiktok.updateCreator(failing, { nextPostFailReason: "spam_risk_text" });
    const created = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: accounts, mediaIds: videos, title: "两个目标", intervalSeconds: 3600, options: publicVideo })).json();
    const taskId = created.data.tasks[0].id as number;
    const failed = await eventually(async () => {
      const task = await detail(taskId);
      return task.counts.failed === 1 ? task : null;
    }, { clock: world.clock, stepMs: 500 });
    world.sandbox.tiktok.updateCreator(failing, { nextPostFailReason: null });
    expect(failed.counts.distributing).toBe(1);
    const itemId = failed.items.find((item) => item.status === 2)!.id;
    const refused = (await operator.post(`/api/v1/publish/tasks/${taskId}/items/${itemId}/resend`, { options: { ...publicVideo, privacy: "friends" } })).json();
    expect(refused.msg).toBe("任务仍有目标在分发中，暂不能修改发布选项；可只修改标题和描述");
    expect((await detail(taskId)).options).toMatchObject({ privacy: "public" });
    expect((await operator.post(`/api/v1/publish/tasks/${taskId}/items/${itemId}/resend`, { title: "只改标题" })).json()).toMatchObject({ code: 0, data: { resent: 1 } });
    await operator.post(`/api/v1/publish/tasks/${taskId}/cancel`);
  });

  it("lets no other operator resend or edit a task, and hostile edits get a 4xx", async () => {
    const task = await cancelledTask(tiktok);
    const itemId = task.items[0]!.id;
    expect((await stranger.post(`/api/v1/publish/tasks/${task.id}/resend`, { title: "别人的标题" })).statusCode).toBe(404);
    expect((await stranger.post(`/api/v1/publish/tasks/${task.id}/items/${itemId}/resend`, { title: "别人的标题" })).statusCode).toBe(404);
    for (const body of [{ title: 42 }, { options: { privacy: "everyone" } }, { description: "x".repeat(5000) }, { options: { privacy: "public", tags: ["a".repeat(51)] } }, ["title"]]) {
      const answer = await operator.post(`/api/v1/publish/tasks/${task.id}/items/${itemId}/resend`, body);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
    expect((await detail(task.id)).items[0]).toMatchObject({ status: 2, title: "原标题", attempts: [{ attempt: 1 }] });
  });
});
