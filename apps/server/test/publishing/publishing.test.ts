import * as XLSX from "@e965/xlsx";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformAccounts } from "../../src/db/schema/index.ts";
import { DEFAULT_ADMIN } from "../../src/domains/identity/seed.ts";
import { newOperator, type Operator } from "../accounts/helpers.ts";
import { loginAdmin } from "../identity/helpers.ts";
import { sample } from "../storage/samples.ts";
import { testDrivers } from "../test-database.ts";
import { eventually, link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "./helpers.ts";

const MIB = 1024 * 1024;
const publicVideo = { privacy: "public", allowComment: true, allowDuet: false, allowStitch: false };

type Detail = { status: number; items: { id: number; status: number; accountId: number; mediaIds: number[]; postId: string | null; postUrl: string | null; publishId: string | null; error: { reason: string } | null; attempts: unknown[]; scheduledAt: string; phase: string; linkPending: boolean }[] };

describe.each(testDrivers)("publishing on %s", (driver) => {
  let world: PublishingWorld;
  beforeAll(async () => {
    world = await startPublishingWorld(driver);
  }, 60_000);
  afterAll(async () => world?.dispose());

  const detail = async (operator: Operator, id: number): Promise<Detail> => (await operator.get(`/api/v1/publish/tasks/${id}`)).json().data;
  /** Waits until no item of the task is distributing, moving the sandbox clock past its processing and moderation time. */
  const settled = (operator: Operator, id: number) =>
    eventually(async () => {
      const task = await detail(operator, id);
      return task.status !== 0 ? task : null;
    }, { clock: world.clock, stepMs: 2000 });

  it("posts one video per TikTok account, in order, with the real post id and link, exactly once each", async () => {
    const operator = await newOperator(world.runtime, "pub-tiktok");
    const creators = [nextCreator(), nextCreator()];
    const accounts = [await link(world.runtime, operator, "tiktok", creators[0]!), await link(world.runtime, operator, "tiktok", creators[1]!)];
    const videos = [await upload(world.runtime, operator, "a.mp4", videoBytes(6 * MIB, 1)), await upload(world.runtime, operator, "b.mp4", videoBytes(300_000, 2))];

    const created = await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: accounts, mediaIds: videos, title: "新品上市", description: "第一条", options: publicVideo });
    expect(created.json()).toMatchObject({ code: 0, data: { tasks: [{ type: "PUBLISH_TIKTOK", typeLabel: "发布到 TikTok", status: 0, counts: { total: 2, distributing: 2 } }] } });
    const taskId = created.json().data.tasks[0].id as number;

    const done = await settled(operator, taskId);
    expect(done.status).toBe(1);
    const posts = world.sandbox.tiktok.posts();
    for (const [index, accountId] of accounts.entries()) {
      const item = done.items.find((candidate) => candidate.accountId === accountId)!;
      expect(item.mediaIds).toEqual([videos[index]]);
      const post = posts.find((candidate) => candidate.openId === creators[index]);
      expect(post?.upload).toMatchObject({ receivedBytes: index === 0 ? 6 * MIB : 300_000 });
      expect(item).toMatchObject({ status: 1, phase: "published", publishId: post!.publishId, postId: post!.postId });
      expect(item.postId).toMatch(/^\d{19}$/);
      expect(item.postId).not.toBe(item.publishId);
      expect(item.postUrl).toBe(`https://www.tiktok.com/@pub.creator.${creators[index]!.split("-").at(-1)}/video/${post!.postId}`);
      expect(item.attempts).toHaveLength(1);
    }
    expect(posts.filter((post) => creators.includes(post.openId))).toHaveLength(2);

    const list = (await operator.get("/api/v1/publish/tasks?status=1&platform=tiktok")).json().data;
    expect(list).toMatchObject({ total: 1, list: [{ id: taskId, status: 1, counts: { succeeded: 2 } }] });

    const exported = await operator.get("/api/v1/publish/tasks/export?platform=tiktok");
    expect(exported.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const book = XLSX.read(exported.rawPayload, { type: "buffer" });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toContain("任务名称");
    expect(rows[1]).toEqual(expect.arrayContaining(["新品上市", "发布到 TikTok", "分发成功", 2]));
  });

  it("refreshes an account's run-out access token before it posts, and posts once", async () => {
    const operator = await newOperator(world.runtime, "pub-expired");
    const creator = nextCreator();
    const account = await link(world.runtime, operator, "tiktok", creator);
    const video = await upload(world.runtime, operator, "expired.mp4", videoBytes(300_000, 4));
    const { db } = world.runtime.database;
    const [linked] = await db.update(platformAccounts).set({ accessExpiresAt: new Date(world.clock.now().getTime() - 60_000) }).where(eq(platformAccounts.id, account)).returning();
    const created = await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "过期的令牌", options: publicVideo });
    const done = await settled(operator, created.json().data.tasks[0].id);
    expect(done.items[0]).toMatchObject({ status: 1, phase: "published" });
    expect(world.sandbox.tiktok.posts().filter((post) => post.openId === creator)).toHaveLength(1);
    const [after] = await db.select().from(platformAccounts).where(eq(platformAccounts.id, account));
    expect(after!.accessTokenEncrypted).not.toBe(linked!.accessTokenEncrypted);
    expect(after!.accessExpiresAt!.getTime()).toBeGreaterThan(world.clock.now().getTime());
  });

  it("uploads a video to YouTube with its resumable protocol and saves the watch link", async () => {
    const operator = await newOperator(world.runtime, "pub-youtube");
    const account = await link(world.runtime, operator, "youtube", "google-demo-1");
    const video = await upload(world.runtime, operator, "yt.mp4", videoBytes(3 * MIB, 3));
    const created = await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "YouTube 视频", options: { privacy: "private", tags: ["demo"] } });
    expect(created.json().data.tasks[0]).toMatchObject({ type: "PUBLISH_YOUTUBE", typeLabel: "发布到 YouTube" });
    const done = await settled(operator, created.json().data.tasks[0].id);
    const upload0 = world.sandbox.youtube.uploads().find((candidate) => candidate.title === "YouTube 视频");
    expect(upload0).toMatchObject({ bytes: 3 * MIB, privacy: "private" });
    expect(done.items[0]).toMatchObject({ status: 1, postId: upload0!.videoId, postUrl: `https://www.youtube.com/watch?v=${upload0!.videoId}` });
  });

  it("posts an image set to TikTok by URL, and refuses YouTube accounts for image posts in both languages", async () => {
    const operator = await newOperator(world.runtime, "pub-photo");
    const creator = nextCreator();
    const tiktok = await link(world.runtime, operator, "tiktok", creator);
    const images = [await upload(world.runtime, operator, "p1.jpg", sample.jpeg), await upload(world.runtime, operator, "p2.jpg", sample.jpeg)];
    const created = await operator.post("/api/v1/publish/tasks/photo", { sendType: "accounts", accountIds: [tiktok], imageMediaIds: images, coverIndex: 1, title: "图文", description: "两张图", options: { privacy: "friends", autoAddMusic: true } });
    expect(created.json().data.tasks[0]).toMatchObject({ type: "SEND_CONTENT", typeLabel: "图文发布" });
    const done = await settled(operator, created.json().data.tasks[0].id);
    expect(done.items[0]).toMatchObject({ status: 1, postId: null, linkPending: false });
    const post = world.sandbox.tiktok.posts().find((candidate) => candidate.openId === creator)!;
    expect(post).toMatchObject({ mediaType: "photo", source: "PULL_FROM_URL", photoCoverIndex: 1, privacyLevel: "MUTUAL_FOLLOW_FRIENDS" });
    expect(post.photoUrls).toHaveLength(2);
    expect(post.photoUrls[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/storage\/files\//);

    const youtube = await link(world.runtime, operator, "youtube", "google-demo-2");
    const refused = await operator.post("/api/v1/publish/tasks/photo", { sendType: "accounts", accountIds: [tiktok, youtube], imageMediaIds: images, title: "图文", options: { privacy: "public" } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe("YouTube 不支持图文发布，请只选择 TikTok 账号");
    const inEnglish = await operator.in("en").post("/api/v1/publish/tasks/photo", { sendType: "accounts", accountIds: [youtube], imageMediaIds: images, title: "x", options: { privacy: "public" } });
    expect(inEnglish.json().msg).toBe("YouTube has no image posts: choose TikTok accounts only");
  });

  it("refuses fewer videos than accounts, branded private posts and options a creator disabled, before anything is stored", async () => {
    const operator = await newOperator(world.runtime, "pub-rules");
    const creator = nextCreator();
    const accounts = [await link(world.runtime, operator, "tiktok", creator), await link(world.runtime, operator, "tiktok", nextCreator())];
    const video = await upload(world.runtime, operator, "only.mp4", videoBytes(100_000));
    const tooFew = await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: accounts, mediaIds: [video], title: "t", options: publicVideo });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().msg).toBe("上传的视频数量不能少于所选账号数量");
    expect((await operator.in("en").post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: accounts, mediaIds: [video], title: "t", options: publicVideo })).json().msg).toBe(
      "The number of uploaded videos must be at least the number of selected accounts",
    );
    const noAccounts = await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [], mediaIds: [video], title: "t", options: publicVideo });
    expect(noAccounts.json().msg).toBe("请先选择账号");

    const branded = await operator.in("en").post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [accounts[0]], mediaIds: [video], title: "t", options: { privacy: "private", brandedContent: true } });
    expect(branded.statusCode).toBe(400);
    expect(JSON.stringify(branded.json())).toContain("Branded content cannot be private");

    world.sandbox.tiktok.updateCreator(creator, { commentDisabled: true });
    const options = (await operator.get(`/api/v1/publish/options?accountIds=${accounts[0]}`)).json().data.list[0];
    expect(options).toMatchObject({ accountId: accounts[0], commentDisabled: true, privacyChoices: ["public", "friends", "private"], maxVideoDurationSeconds: 600, supportsPhotos: true });
    const comment = await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [accounts[0]], mediaIds: [video], title: "t", options: publicVideo });
    expect(comment.statusCode).toBe(400);
    expect(comment.json().msg).toContain("已关闭评论");
    expect((await operator.get("/api/v1/publish/tasks")).json().data.total).toBe(0);
  });

  it("spaces one account's posts by the interval across tasks, and cancels items not yet started", async () => {
    const operator = await newOperator(world.runtime, "pub-interval");
    const accounts = [await link(world.runtime, operator, "tiktok", nextCreator()), await link(world.runtime, operator, "tiktok", nextCreator())];
    const videos = [await upload(world.runtime, operator, "i1.mp4", videoBytes(50_000, 4)), await upload(world.runtime, operator, "i2.mp4", videoBytes(50_000, 5))];
    const startAt = new Date(world.clock.now().getTime() + 3_600_000);
    const zoned = `${startAt.toISOString().slice(0, 19)}+00:00`;
    const first = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: accounts, mediaIds: videos, title: "一", intervalSeconds: 600, startAt: zoned, timeZone: "Asia/Shanghai", options: publicVideo })).json().data.tasks[0];
    const second = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [accounts[0]], mediaIds: [videos[0]], title: "二", intervalSeconds: 600, startAt: zoned, options: publicVideo })).json().data.tasks[0];
    const a = await detail(operator, first.id);
    const b = await detail(operator, second.id);
    const times = a.items.map((item) => new Date(item.scheduledAt).getTime());
    expect(times[1]! - times[0]!).toBe(600_000);
    expect(new Date(b.items[0]!.scheduledAt).getTime() - times[0]!).toBeGreaterThanOrEqual(600_000);
    expect(first).toMatchObject({ timeZone: "Asia/Shanghai", startAt: new Date(zoned).toISOString() });

    const cancelled = await operator.post(`/api/v1/publish/tasks/${first.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ code: 0, data: { cancelled: 2 } });
    const after = await detail(operator, first.id);
    expect(after.status).toBe(2);
    expect(after.items.map((item) => item.error?.reason)).toEqual(["已取消", "已取消"]);
    expect((await operator.post(`/api/v1/publish/tasks/${first.id}/cancel`)).json().msg).toBe("没有可取消的待发布记录");
    // Cancelled targets are counted apart from the ones a platform refused, in the list and the live poll…
    const listed = (await operator.get("/api/v1/publish/tasks?page=1&pageSize=10")).json().data.list.find((task: { id: number }) => task.id === first.id);
    expect(listed.counts).toEqual({ total: 2, distributing: 0, succeeded: 0, failed: 2, unverified: 0, cancelled: 2 });
    expect((await operator.get(`/api/v1/publish/tasks/${first.id}/progress`)).json().data.counts).toMatchObject({ failed: 2, cancelled: 2 });
    // …and a resend (how a cancelled target goes after all) takes them out of that count.
    expect((await operator.post(`/api/v1/publish/tasks/${first.id}/resend`, {})).json().data).toEqual({ resent: 2 });
    expect((await operator.get(`/api/v1/publish/tasks/${first.id}/progress`)).json().data.counts).toMatchObject({ distributing: 2, failed: 0, cancelled: 0 });
  });

  it("fails a post the platform rejects with its reason, then resends only it as a new attempt", async () => {
    const operator = await newOperator(world.runtime, "pub-resend");
    const creator = nextCreator();
    const account = await link(world.runtime, operator, "tiktok", creator);
    const video = await upload(world.runtime, operator, "r.mp4", videoBytes(80_000, 6));
    world.sandbox.tiktok.updateCreator(creator, { nextPostFailReason: "spam_risk_text" });
    const taskId = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "重发", options: publicVideo })).json().data.tasks[0].id;
    const failed = await settled(operator, taskId);
    expect(failed.items[0]).toMatchObject({ status: 2, phase: "failed" });
    expect(failed.items[0]!.error?.reason).toBeTruthy();

    world.sandbox.tiktok.updateCreator(creator, { nextPostFailReason: null });
    expect((await operator.post(`/api/v1/publish/tasks/${taskId}/items/${failed.items[0]!.id}/resend`)).json()).toMatchObject({ code: 0, data: { resent: 1 } });
    const resent = await settled(operator, taskId);
    expect(resent.items[0]).toMatchObject({ status: 1, attempts: [{ attempt: 1, status: 2 }, { attempt: 2, status: 1 }] });
    expect(world.sandbox.tiktok.posts().filter((post) => post.openId === creator)).toHaveLength(2);
    expect((await operator.post(`/api/v1/publish/tasks/${taskId}/resend`)).json().msg).toBe("没有可重发的失败记录");
  });

  it("fails at once with 需重新授权 when the account's grant is revoked, before any upload", async () => {
    const operator = await newOperator(world.runtime, "pub-reconnect");
    const creator = nextCreator();
    const account = await link(world.runtime, operator, "tiktok", creator);
    const video = await upload(world.runtime, operator, "x.mp4", videoBytes(40_000, 7));
    const taskId = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "撤销", options: publicVideo })).json().data.tasks[0].id;
    world.sandbox.tiktok.revokeAll(creator);
    const done = await settled(operator, taskId);
    expect(done.items[0]).toMatchObject({ status: 2, publishId: null });
    expect(done.items[0]!.error?.reason).toContain("重新授权");
    expect(world.sandbox.tiktok.posts().filter((post) => post.openId === creator)).toHaveLength(0);
  });

  it("keeps each operator's tasks to themselves; the admin API lists every task with its owner and resends", async () => {
    const owner = await newOperator(world.runtime, "pub-owner");
    const stranger = await newOperator(world.runtime, "pub-stranger");
    const creator = nextCreator();
    const account = await link(world.runtime, owner, "tiktok", creator);
    const video = await upload(world.runtime, owner, "own.mp4", videoBytes(30_000, 8));
    world.sandbox.tiktok.updateCreator(creator, { nextPostFailReason: "spam_risk_text" });
    const taskId = (await owner.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "私有任务", options: publicVideo })).json().data.tasks[0].id;
    await settled(owner, taskId);
    world.sandbox.tiktok.updateCreator(creator, { nextPostFailReason: null });

    expect((await stranger.get(`/api/v1/publish/tasks/${taskId}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/v1/publish/tasks/${taskId}/progress`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/v1/publish/tasks/${taskId}/resend`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/v1/publish/tasks/${taskId}/cancel`)).statusCode).toBe(404);
    expect((await stranger.get("/api/v1/publish/tasks")).json().data.total).toBe(0);
    const foreign = await stranger.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "x", options: publicVideo });
    expect(foreign.statusCode).toBe(404);
    expect((await stranger.get(`/api/v1/publish/options?accountIds=${account}`)).statusCode).toBe(404);

    const anonymous = await world.runtime.app.inject({ method: "POST", url: "/admin/api/v1/task/page?page=1&pageSize=10" });
    expect(anonymous.statusCode).toBe(401);
    expect((await world.runtime.app.inject({ method: "GET", url: `/admin/api/v1/task/retry?id=${taskId}`, headers: { authorization: owner.token, alltoken: owner.token } })).statusCode).toBe(401);

    const adminToken = await loginAdmin(world.runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    const admin = (method: "GET" | "POST", url: string) => world.runtime.app.inject({ method, url: `/admin/api/v1${url}`, headers: { authorization: adminToken, alltoken: adminToken } });
    const page = (await admin("POST", `/task/page?page=1&pageSize=50&keyword=${encodeURIComponent("私有任务")}`)).json();
    expect(page).toMatchObject({ code: 1, data: { total: 1, list: [{ id: taskId, status: 2, owner: { email: expect.stringContaining("pub-owner") } }] } });
    const retried = (await admin("GET", `/task/retry?id=${taskId}`)).json();
    expect(retried).toMatchObject({ code: 1, msg: "保存成功", data: { resent: 1 } });
    expect((await settled(owner, taskId)).status).toBe(1);
    expect((await admin("GET", "/task/retry?id=abc")).statusCode).toBe(400);
  });

  it("refuses to delete media a waiting item needs, fails waiting items of an unbound account, and counts a group's published posts", async () => {
    const operator = await newOperator(world.runtime, "pub-hooks");
    const accounts = [await link(world.runtime, operator, "tiktok", nextCreator()), await link(world.runtime, operator, "tiktok", nextCreator())];
    const video = await upload(world.runtime, operator, "wait.mp4", videoBytes(20_000, 9));
    const later = `${new Date(world.clock.now().getTime() + 86_400_000).toISOString().slice(0, 19)}Z`;
    const taskId = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [accounts[0]], mediaIds: [video], title: "等待", startAt: later, options: publicVideo })).json().data.tasks[0].id;
    const refused = await operator.delete(`/api/v1/media/${video}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe("该素材正被 1 个等待或分发中的发布使用，无法删除");

    expect((await operator.delete(`/api/v1/accounts/${accounts[0]}`)).json().code).toBe(0);
    const unbound = await detail(operator, taskId);
    expect(unbound.items[0]).toMatchObject({ status: 2, error: { reason: "账号已解绑，发布未执行" } });
    expect((await operator.delete(`/api/v1/media/${video}`)).statusCode).toBe(200);

    const group = (await operator.post("/api/v1/account-groups", { name: "发布组", color: 2 })).json().data;
    await operator.post(`/api/v1/account-groups/${group.id}/members`, { accountIds: [accounts[1]] });
    const clip = await upload(world.runtime, operator, "g.mp4", videoBytes(20_000, 10));
    const groupTask = (await operator.post("/api/v1/publish/tasks/video", { sendType: "group", groupId: group.id, mediaIds: [clip], title: "分组发布", options: publicVideo })).json().data.tasks[0];
    expect(groupTask).toMatchObject({ sendType: "group", groupId: group.id });
    await settled(operator, groupTask.id);
    const groups = (await operator.get("/api/v1/account-groups")).json().data.list;
    expect(groups.find((candidate: { id: number }) => candidate.id === group.id)).toMatchObject({ publishedCount: 1 });
  });
});
