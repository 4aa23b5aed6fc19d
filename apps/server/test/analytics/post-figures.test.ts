import * as XLSX from "@e965/xlsx";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsPostDays, platformAccounts } from "../../src/db/schema/index.ts";
import { createTokenCipher, loadTokenEncryptionKey } from "../../src/domains/accounts/token-cipher.ts";
import { collectPostFiguresJob } from "../../src/domains/analytics/analytics.jobs.ts";
import { operatorApi, type Operator } from "../accounts/helpers.ts";
import { loginOperator, registerOperator, uniqueEmail } from "../identity/helpers.ts";
import { eventually, link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "../publishing/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { DAY_MS, makePaid, paidOperator, runJob } from "./helpers.ts";

type Item = { id: number; accountId: number; status: number; postId: string | null; publishId: string | null };
type TopPost = { itemId: number; accountId: number; platform: string; videoId: string; views: number; likes: number; comments: number; shares: number | null; figuresOn: string };

describe.each(testDrivers)("per-post figures on %s", (driver) => {
  let world: PublishingWorld;
  let owner: Operator;
  const ownerEmail = uniqueEmail("post-figures");
  /** Sessions end as the test clock moves weeks on: sign in again. */
  const signIn = async () => {
    owner = operatorApi(world.runtime, await loginOperator(world.runtime, ownerEmail, "Passw0rd"));
  };
  let tiktok: Item;
  let youtube: Item;
  beforeAll(async () => {
    // The hourly collect must not fire on its own: it would read on the test clock's day before a test moves it.
    world = await startPublishingWorld(driver, {}, {}, {}, { cronSchedules: false });
    await registerOperator(world.runtime, ownerEmail);
    await makePaid(world.runtime, ownerEmail);
    await signIn();
    const accounts = [await link(world.runtime, owner, "tiktok", nextCreator()), await link(world.runtime, owner, "youtube", "google-demo-1")];
    const publish = async (accountId: number, name: string) => {
      const media = await upload(world.runtime, owner, name, videoBytes(200_000, accountId));
      const created = await owner.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [accountId], mediaIds: [media], title: name, options: { privacy: "public" } });
      const taskId = created.json().data.tasks[0].id as number;
      return eventually(
        async () => {
          const task = (await owner.get(`/api/v1/publish/tasks/${taskId}`)).json().data as { status: number; items: Item[] };
          return task.status === 1 && task.items[0]!.postId !== null && task.items[0]!;
        },
        { clock: world.clock, stepMs: 2000 },
      );
    };
    tiktok = await publish(accounts[0]!, "tiktok.mp4");
    youtube = await publish(accounts[1]!, "youtube.mp4");
  }, 120_000);
  afterAll(async () => world?.dispose());

  const today = () => world.clock.now().toISOString().slice(0, 10);
  const daysOf = async (item: Item) =>
    (await world.runtime.database.db.select().from(analyticsPostDays).where(eq(analyticsPostDays.itemId, item.id))).map((row) => row.day).sort();
  const collect = () => runJob(world.runtime, collectPostFiguresJob, {});
  const topPosts = async (operator: Operator, query = "") => (await operator.get(`/api/v1/analytics/top-posts${query}`)).json();

  /** What the platform itself answers for the post now, read with the account's stored token. */
  async function platformFigures(item: Item, platform: "tiktok" | "youtube") {
    const [row] = await world.runtime.database.db.select().from(platformAccounts).where(eq(platformAccounts.id, item.accountId));
    const accessToken = createTokenCipher(loadTokenEncryptionKey(null, world.runtime.config.dataDir)).decrypt(row!.accessTokenEncrypted!);
    const headers = { authorization: `Bearer ${accessToken}`, "content-type": "application/json" };
    if (platform === "tiktok") {
      const response = await fetch(`${world.sandbox.url}/tiktok/v2/video/query/?fields=id,view_count,like_count,comment_count,share_count`, {
        method: "POST",
        headers,
        body: JSON.stringify({ filters: { video_ids: [item.postId] } }),
      });
      const video = ((await response.json()) as { data: { videos: Record<string, number>[] } }).data.videos[0]!;
      return { views: video.view_count, likes: video.like_count, comments: video.comment_count, shares: video.share_count };
    }
    const response = await fetch(`${world.sandbox.url}/youtube/youtube/v3/videos?part=statistics&id=${item.postId}`, { headers });
    const statistics = ((await response.json()) as { items: { statistics: Record<string, string> }[] }).items[0]!.statistics;
    return { views: Number(statistics.viewCount), likes: Number(statistics.likeCount), comments: Number(statistics.commentCount), shares: null };
  }

  it("reads each published post's figures by its real video id and ranks the top posts by views", async () => {
    world.clock.advance(6 * 3_600_000);
    await collect();
    expect(await daysOf(tiktok)).toEqual([today()]);
    expect(await daysOf(youtube)).toEqual([today()]);

    const answer = await topPosts(owner);
    expect(answer.code).toBe(0);
    const list = answer.data.list as TopPost[];
    expect(list.map((post) => post.itemId).sort()).toEqual([tiktok.id, youtube.id].sort());
    expect(list.map((post) => post.views)).toEqual([...list.map((post) => post.views)].sort((a, b) => b - a));
    const tiktokPost = list.find((post) => post.itemId === tiktok.id)!;
    expect(tiktokPost).toMatchObject({ platform: "tiktok", videoId: tiktok.postId, figuresOn: today(), ...(await platformFigures(tiktok, "tiktok")) });
    expect(tiktokPost.videoId).not.toBe(tiktok.publishId);
    expect(tiktokPost.views).toBeGreaterThan(0);
    expect(list.find((post) => post.itemId === youtube.id)).toMatchObject({ platform: "youtube", videoId: youtube.postId, ...(await platformFigures(youtube, "youtube")) });

    // The account click-through: one account's posts only.
    const one = (await topPosts(owner, `?accountId=${youtube.accountId}`)).data.list as TopPost[];
    expect(one.map((post) => post.itemId)).toEqual([youtube.id]);
  });

  it("reads a post once a day for 30 days, catches up after missed runs (the missed days stay gaps), then weekly", async () => {
    const published = today();
    // A second run the same day asks nothing more.
    await collect();
    expect(await daysOf(tiktok)).toEqual([published]);

    world.clock.advance(DAY_MS);
    const second = today();
    await collect();
    expect(await daysOf(tiktok)).toEqual([published, second]);

    // Three days without a run: the next run reads today's figures once; the two missed days have no row.
    world.clock.advance(3 * DAY_MS);
    const caughtUp = today();
    await collect();
    expect(await daysOf(tiktok)).toEqual([published, second, caughtUp]);
    expect(await daysOf(youtube)).toEqual([published, second, caughtUp]);

    // 40 days after posting: read once, then not again until a week later.
    world.clock.advance(36 * DAY_MS);
    const weekly = today();
    await collect();
    world.clock.advance(3 * DAY_MS);
    await collect();
    expect(await daysOf(tiktok)).toEqual([published, second, caughtUp, weekly]);
    world.clock.advance(4 * DAY_MS);
    const weekLater = today();
    await collect();
    await signIn();
    expect(await daysOf(tiktok)).toEqual([published, second, caughtUp, weekly, weekLater]);
    const latest = (await topPosts(owner, `?accountId=${tiktok.accountId}`)).data.list[0] as TopPost;
    expect(latest).toMatchObject({ figuresOn: weekLater, ...(await platformFigures(tiktok, "tiktok")) });
  });

  it("never shows one operator another operator's post figures", async () => {
    const stranger = await paidOperator(world.runtime, "post-figures-stranger");
    await link(world.runtime, stranger, "tiktok", nextCreator());
    expect((await topPosts(stranger)).data).toEqual({ sample: false, list: [] });
    const foreign = await stranger.get(`/api/v1/analytics/top-posts?accountId=${tiktok.accountId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data).toBeNull();
    const stored = await world.runtime.database.db.select().from(analyticsPostDays).where(inArray(analyticsPostDays.itemId, [tiktok.id, youtube.id]));
    expect(stored.length).toBeGreaterThan(0);
    const exported = await stranger.get("/api/v1/analytics/top-posts/export");
    const book = XLSX.read(exported.rawPayload, { type: "buffer" });
    expect(XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })).toHaveLength(1);
    const ownExport = XLSX.read((await owner.get("/api/v1/analytics/top-posts/export")).rawPayload, { type: "buffer" });
    const ownRows = XLSX.utils.sheet_to_json<(string | number)[]>(ownExport.Sheets[ownExport.SheetNames[0]!]!, { header: 1 });
    expect(ownRows).toHaveLength(3);
    expect(ownRows[0]).toEqual(["标题", "账号", "平台", "发布时间", "播放量", "点赞数", "评论数", "分享数"]);
    // YouTube has no share count: the cell stays empty.
    expect(ownRows.find((row) => row[2] === "YouTube")).toHaveLength(7);
  });
});
