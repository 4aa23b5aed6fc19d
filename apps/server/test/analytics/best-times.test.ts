import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsPostDays, platformAccounts, publishItems, publishTasks, users } from "../../src/db/schema/index.ts";
import { operatorApi, type Operator } from "../accounts/helpers.ts";
import { loginOperator, registerOperator, uniqueEmail } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { createTestClock, makeWebAppDirs, startTestRuntime, type TestRuntime } from "../test-runtime.ts";

/** "Now" for the whole file: Sunday 10 January 2027, noon UTC. The 90-day window starts 12 October 2026, noon UTC. */
const NOW = Date.UTC(2027, 0, 10, 12);

type Post = { at: string; views: number | number[]; finished?: boolean; status?: number };

/**
 * Account A's history, in UTC (Shanghai is UTC+8). The known answer in Shanghai time:
 * Tuesday 20:00 (4 posts, median of 900/1000/1100/1200 = 1050), then Monday 10:00 and Wednesday
 * 09:00 (2 posts each, median 600: Monday first, earlier in the week), Friday 18:00 (median 300)
 * below them. Thursday 15:00 and Saturday 11:00 have one post each (never suggested, however good);
 * a Thursday 15:00 post older than 90 days would make that hour the best if it were counted.
 */
const ACCOUNT_A: Post[] = [
  // Tuesday 20:00 Shanghai. The first post's figures were read twice: its latest views (1000) count, not its first (50).
  { at: "2026-12-01T12:00:00Z", views: [50, 1000] },
  { at: "2026-12-08T12:05:00Z", views: 1200 },
  { at: "2026-12-15T12:30:00Z", views: 1100, finished: false },
  { at: "2026-12-22T12:59:00Z", views: 900 },
  // Monday 10:00 Shanghai (Monday 02:00 UTC).
  { at: "2026-12-07T02:10:00Z", views: 600 },
  { at: "2026-12-14T02:20:00Z", views: 600 },
  // Wednesday 09:00 Shanghai.
  { at: "2026-12-02T01:00:00Z", views: 500 },
  { at: "2026-12-09T01:00:00Z", views: 700 },
  // Friday 18:00 Shanghai.
  { at: "2026-12-04T10:00:00Z", views: 300 },
  { at: "2026-12-11T10:00:00Z", views: 300 },
  // One post each: Thursday 15:00 and Saturday 11:00 Shanghai.
  { at: "2026-12-03T07:00:00Z", views: 5000 },
  { at: "2026-12-05T03:00:00Z", views: 4000 },
  // Not counted: older than 90 days, and a failed item.
  { at: "2026-09-03T07:00:00Z", views: 100_000 },
  { at: "2026-12-10T07:00:00Z", views: 90_000, status: 2 },
];

describe.each(testDrivers)("best time to post on %s", (driver) => {
  let runtime: TestRuntime;
  let owner: Operator;
  let stranger: Operator;
  const accounts = { a: 0, b: 0, c: 0, d: 0, foreign: 0 };

  async function operator(label: string): Promise<{ api: Operator; id: number }> {
    const email = uniqueEmail(label);
    await registerOperator(runtime, email);
    const [user] = await runtime.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { api: operatorApi(runtime, await loginOperator(runtime, email, "Passw0rd")), id: user!.id };
  }

  /** An account with published posts and their stored figures, written straight into the tables. */
  async function accountWithPosts(userId: number, name: string, posts: Post[]): Promise<number> {
    const db = runtime.database.db;
    const [account] = await db
      .insert(platformAccounts)
      .values({ userId, platform: "tiktok", externalId: `best-${name}-${userId}`, name, linkedAt: new Date(NOW) })
      .returning({ id: platformAccounts.id });
    const at0 = new Date(NOW);
    const [task] = await db
      .insert(publishTasks)
      .values({ userId, type: "PUBLISH_TIKTOK", platform: "tiktok", name, title: name, options: {}, sendType: "accounts", startAt: at0, createdAt: at0, operatedAt: at0 })
      .returning({ id: publishTasks.id });
    for (const [index, post] of posts.entries()) {
      const at = new Date(post.at);
      const [item] = await db
        .insert(publishItems)
        .values({
          taskId: task!.id,
          userId,
          accountId: account!.id,
          platform: "tiktok",
          kind: "video",
          mediaIds: [],
          title: `${name} ${index}`,
          status: post.status ?? 1,
          postId: `video-${name}-${index}`,
          // An item without a finish time counts at its scheduled time.
          scheduledAt: post.finished === false ? at : new Date(at.getTime() - 60_000),
          finishedAt: post.finished === false ? null : at,
          updatedAt: at,
        })
        .returning({ id: publishItems.id });
      const readings = Array.isArray(post.views) ? post.views : [post.views];
      await db.insert(analyticsPostDays).values(
        readings.map((views, day) => ({
          itemId: item!.id,
          accountId: account!.id,
          day: new Date(at.getTime() + (day + 1) * 86_400_000).toISOString().slice(0, 10),
          views,
          likes: 0,
          comments: 0,
          shares: 0,
        })),
      );
    }
    return account!.id;
  }

  beforeAll(async () => {
    const clock = createTestClock(NOW);
    runtime = await startTestRuntime(driver, {}, makeWebAppDirs(), { clock: clock.now, cronSchedules: false });
    const first = await operator("best-times");
    owner = first.api;
    accounts.a = await accountWithPosts(first.id, "A", ACCOUNT_A);
    accounts.b = await accountWithPosts(first.id, "B", [
      { at: "2026-12-01T12:00:00Z", views: 100 },
      { at: "2026-12-08T12:00:00Z", views: 100 },
      { at: "2026-12-15T12:00:00Z", views: 100 },
    ]);
    // Ten posts, each in an hour of its own: enough posts, but no hour to suggest.
    accounts.c = await accountWithPosts(
      first.id,
      "C",
      Array.from({ length: 10 }, (_, index) => ({ at: new Date(Date.UTC(2026, 11, 1 + index, index)).toISOString(), views: 100 * index })),
    );
    accounts.d = await accountWithPosts(first.id, "D", []);
    const second = await operator("best-times-stranger");
    stranger = second.api;
    accounts.foreign = await accountWithPosts(second.id, "F", ACCOUNT_A.slice(0, 4));
  }, 120_000);
  afterAll(async () => runtime?.dispose());

  const bestTimes = (caller: Operator, query: string) => caller.get(`/api/v1/analytics/bestTimes${query}`);

  it("ranks an account's hours by the median views of their posts, in Shanghai time by default", async () => {
    const answer = await bestTimes(owner, `?accountIds=${accounts.a}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      timeZone: "Asia/Shanghai",
      windowDays: 90,
      minimumPosts: 10,
      list: [
        {
          accountId: accounts.a,
          status: "ready",
          postsCounted: 12,
          slots: [
            { weekday: 2, hour: 20, medianViews: 1050, posts: 4 },
            { weekday: 1, hour: 10, medianViews: 600, posts: 2 },
            { weekday: 3, hour: 9, medianViews: 600, posts: 2 },
          ],
          reason: null,
        },
      ],
    });
  });

  it("buckets the same posts by the requested zone", async () => {
    const answer = (await bestTimes(owner, `?accountIds=${accounts.a}&timeZone=America/Los_Angeles`)).json().data;
    expect(answer.timeZone).toBe("America/Los_Angeles");
    // Tuesday 12:00 UTC is Tuesday 04:00 in Los Angeles; Wednesday 01:00 UTC is Tuesday 17:00 there, and
    // Monday 02:00 UTC still Sunday 18:00 (tied with it, and later in the week).
    expect(answer.list[0].slots).toEqual([
      { weekday: 2, hour: 4, medianViews: 1050, posts: 4 },
      { weekday: 2, hour: 17, medianViews: 600, posts: 2 },
      { weekday: 7, hour: 18, medianViews: 600, posts: 2 },
    ]);
    // A zone's spelling is made canonical.
    expect((await bestTimes(owner, `?accountIds=${accounts.a}&timeZone=utc`)).json().data).toMatchObject({ timeZone: "UTC", list: [{ slots: [{ weekday: 2, hour: 12 }, {}, {}] }] });
  });

  it("says why there is no answer, in the caller's language", async () => {
    const zh = (await bestTimes(owner, `?accountIds=${accounts.b},${accounts.c},${accounts.d}`)).json().data.list;
    expect(zh).toEqual([
      { accountId: accounts.b, status: "too_few_posts", postsCounted: 3, slots: [], reason: "过去 90 天只有 3 条有数据的作品，至少需要 10 条" },
      { accountId: accounts.c, status: "too_few_posts", postsCounted: 10, slots: [], reason: "过去 90 天的 10 条作品分散在不同时段，还没有哪个时段有至少 2 条作品" },
      { accountId: accounts.d, status: "too_few_posts", postsCounted: 0, slots: [], reason: "过去 90 天还没有有数据的作品，至少需要 10 条" },
    ]);
    const en = (await bestTimes(owner.in("en"), `?accountIds=${accounts.b},${accounts.c},${accounts.d}`)).json().data.list;
    expect(en.map((entry: { reason: string }) => entry.reason)).toEqual([
      "Posts with figures in the last 90 days: 3; at least 10 are needed.",
      "The 10 posts of the last 90 days are spread over different hours; no hour has 2 posts yet.",
      "No posts with figures in the last 90 days yet; at least 10 are needed.",
    ]);
  });

  it("answers for all the caller's accounts when none are named", async () => {
    const list = (await bestTimes(owner, "")).json().data.list as { accountId: number; status: string }[];
    expect(list.map((entry) => [entry.accountId, entry.status])).toEqual([
      [accounts.a, "ready"],
      [accounts.b, "too_few_posts"],
      [accounts.c, "too_few_posts"],
      [accounts.d, "too_few_posts"],
    ]);
  });

  it("leaves out accounts of another operator", async () => {
    expect((await bestTimes(stranger, `?accountIds=${accounts.a},${accounts.b}`)).json().data.list).toEqual([]);
    const mixed = (await bestTimes(stranger, `?accountIds=${accounts.a},${accounts.foreign}`)).json().data.list as { accountId: number }[];
    expect(mixed.map((entry) => entry.accountId)).toEqual([accounts.foreign]);
    expect((await bestTimes(stranger, "")).json().data.list.map((entry: { accountId: number }) => entry.accountId)).toEqual([accounts.foreign]);
    expect((await bestTimes(owner, `?accountIds=${accounts.foreign}`)).json().data.list).toEqual([]);
  });

  it("refuses bad zones, too many ids and hostile values with a reason, never a server error", async () => {
    const refused: [string, string | null][] = [
      ["?timeZone=Mars/Olympus", "时区无效"],
      ["?timeZone=", "时区无效"],
      ["?timeZone=Asia/Shanghai'%3B%20drop%20table%20publish_items%3B--", "时区无效"],
      [`?timeZone=${"A".repeat(500)}`, "时区无效"],
      ["?timeZone=%2B08:00", "时区无效"],
      ["?timeZone=localtime", "时区无效"],
      [`?accountIds=${Array.from({ length: 101 }, (_, index) => index + 1).join(",")}`, "请选择1至100个账号"],
      ["?accountIds=", "请选择1至100个账号"],
      ["?accountIds=abc", "请选择1至100个账号"],
      ["?accountIds=1,,2", "请选择1至100个账号"],
      ["?accountIds=-1", "请选择1至100个账号"],
      ["?accountIds=0", null],
      ["?accountIds=99999999999", "请选择1至100个账号"],
      ["?accountIds=2147483648", null],
      ["?accountIds=1%00", null],
    ];
    for (const [query, message] of refused) {
      const answer = await bestTimes(owner, query);
      expect(answer.statusCode, query).toBe(400);
      if (message) expect(answer.json().msg, query).toContain(message);
    }
    expect((await bestTimes(owner.in("en"), "?timeZone=Mars/Olympus")).json().msg).toContain("Unknown time zone");
    // A hundred ids (repeats counted once) is fine.
    const hundred = await bestTimes(owner, `?accountIds=${[...Array.from({ length: 100 }, (_, index) => index + 1), 1, 2].join(",")}`);
    expect(hundred.statusCode).toBe(200);
    expect((await runtime.app.inject({ method: "GET", url: "/api/v1/analytics/bestTimes" })).statusCode).toBe(401);
  });
});
