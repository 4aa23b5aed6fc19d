import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCalendarData } from "../../src/domains/publishing/calendar.data.ts";
import { newOperator, type Operator } from "../accounts/helpers.ts";
import { keyCaller, makeKey } from "../api-keys/helpers.ts";
import { eventually, link, nextCreator, startPublishingWorld, type PublishingWorld } from "../publishing/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { fireWaitingJobs, move, publishJobsOf, scheduleVideo } from "./helpers.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Item = { id: number; status: number; phase: string; scheduledAt: string; startedAt: string | null; publishId: string | null; attempts: unknown[] };

describe.each(testDrivers)("moving a target on the calendar on %s", (driver) => {
  let world: PublishingWorld;
  let owner: Operator;
  let creators: string[];
  let accounts: number[];
  beforeAll(async () => {
    world = await startPublishingWorld(driver);
    owner = await newOperator(world.runtime, "calendar-mover");
    creators = [nextCreator(), nextCreator(), nextCreator()];
    accounts = [];
    for (const creator of creators) accounts.push(await link(world.runtime, owner, "tiktok", creator));
  }, 120_000);
  afterAll(async () => world?.dispose());

  const db = () => world.runtime.database.db;
  const itemOf = async (taskId: number, itemId: number): Promise<Item> =>
    ((await owner.get(`/api/v1/publish/tasks/${taskId}`)).json().data.items as Item[]).find((item) => item.id === itemId)!;
  const postsOf = (creator: string) => world.sandbox.tiktok.posts().filter((post) => post.openId === creator);
  const later = (ms: number) => new Date(world.clock.now().getTime() + ms);

  it("moves a waiting target: the answer is the moved event, the calendar and the records show the new time", async () => {
    const { taskId, itemIds } = await scheduleVideo(world, owner, [accounts[2]!], later(3 * DAY));
    const to = new Date(Math.floor(later(4 * DAY).getTime() / MINUTE) * MINUTE);
    const moved = await move(world, owner, itemIds[0]!, { scheduledAt: to.toISOString() });
    expect(moved.json(), moved.body).toMatchObject({ code: 0, data: { itemId: itemIds[0], taskId, state: "waiting", movable: true, scheduledAt: to.toISOString(), at: to.toISOString() } });
    expect((await itemOf(taskId, itemIds[0]!)).scheduledAt).toBe(to.toISOString());
    const day = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate()));
    const events = (await owner.get(`/api/v1/publish/calendar/events?from=${day.toISOString()}&to=${new Date(day.getTime() + DAY).toISOString()}&timeZone=UTC`)).json().data;
    expect(events.list.map((event: { itemId: number }) => event.itemId)).toContain(itemIds[0]);
    // An offset instead of Z is the same instant.
    const offset = new Date(to.getTime() + HOUR);
    const local = `${new Date(offset.getTime() + 8 * HOUR).toISOString().slice(0, 19)}+08:00`;
    expect((await move(world, owner, itemIds[0]!, { scheduledAt: local })).json().data.scheduledAt).toBe(offset.toISOString());
  });

  it("refuses a time in the past, within a minute or more than a year ahead, in both languages", async () => {
    const { itemIds } = await scheduleVideo(world, owner, [accounts[2]!], later(5 * DAY));
    const soon = await move(world, owner, itemIds[0]!, { scheduledAt: later(30_000).toISOString() });
    expect([soon.statusCode, soon.json().msg]).toEqual([400, "发布时间须晚于当前时间至少1分钟"]);
    const past = await move(world, owner, itemIds[0]!, { scheduledAt: later(-HOUR).toISOString() }, "en");
    expect([past.statusCode, past.json().msg]).toEqual([400, "The new time must be at least 1 minute(s) from now"]);
    const far = await move(world, owner, itemIds[0]!, { scheduledAt: later(400 * DAY).toISOString() });
    expect(far.json().msg).toBe("发布时间不能晚于366天后");
  });

  it("refuses a time closer than the task's interval to another post of the account, naming that post's time", async () => {
    const base = new Date(Math.floor(later(6 * DAY).getTime() / HOUR) * HOUR);
    await scheduleVideo(world, owner, [accounts[1]!], base, 600);
    const { itemIds } = await scheduleVideo(world, owner, [accounts[1]!], new Date(base.getTime() + 2 * HOUR), 600);
    const clash = await move(world, owner, itemIds[0]!, { scheduledAt: new Date(base.getTime() + 5 * MINUTE).toISOString(), timeZone: "Asia/Shanghai" });
    const shanghai = new Date(base.getTime() + 8 * HOUR).toISOString();
    const wall = `${shanghai.slice(0, 10)} ${shanghai.slice(11, 16)}`;
    expect([clash.statusCode, clash.json().msg]).toEqual([400, `与账号 发布创作者 ${creators[1]!.split("-").at(-1)} 在 ${wall} 的另一条发布相隔不足10分钟（该任务的发布间隔）`]);
    const english = await move(world, owner, itemIds[0]!, { scheduledAt: new Date(base.getTime() - 5 * MINUTE).toISOString(), timeZone: "UTC" }, "en");
    expect(english.json().msg).toContain(`(the task's interval) from another post of`);
    expect(english.json().msg).toContain(`at ${base.toISOString().slice(0, 10)} ${base.toISOString().slice(11, 16)}`);
    // Just outside the interval is fine.
    expect((await move(world, owner, itemIds[0]!, { scheduledAt: new Date(base.getTime() + 10 * MINUTE).toISOString() })).json().code).toBe(0);
  });

  it("refuses a day that already has TikTok's 15 posts for the account", async () => {
    const day = new Date(Math.floor(later(9 * DAY).getTime() / DAY) * DAY + 8 * HOUR);
    for (let index = 0; index < 15; index += 1) await scheduleVideo(world, owner, [accounts[0]!], new Date(day.getTime() + index * HOUR));
    const { itemIds } = await scheduleVideo(world, owner, [accounts[0]!], new Date(day.getTime() + DAY));
    const full = await move(world, owner, itemIds[0]!, { scheduledAt: new Date(day.getTime() + 15 * HOUR + 30 * MINUTE).toISOString() });
    expect([full.statusCode, full.json().msg]).toEqual([400, `账号 发布创作者 ${creators[0]!.split("-").at(-1)} 在 ${day.toISOString().slice(0, 10)} (UTC) 已排期 15 条发布，TikTok 每个账号每天最多发布15条`]);
    // Another account's day is not this one's.
    const { itemIds: others } = await scheduleVideo(world, owner, [accounts[2]!], new Date(day.getTime() + DAY));
    expect((await move(world, owner, others[0]!, { scheduledAt: new Date(day.getTime() + 20 * HOUR).toISOString() })).json().code).toBe(0);
  });

  it("re-runs the preflight: a caption over TikTok's limit, an account that needs reconnecting", async () => {
    const { itemIds } = await scheduleVideo(world, owner, [accounts[2]!], later(12 * DAY));
    await db().execute(sql`update publish_items set title = ${"长".repeat(2300)} where id = ${itemIds[0]!}`);
    const caption = await move(world, owner, itemIds[0]!, { scheduledAt: later(13 * DAY).toISOString() });
    expect([caption.statusCode, caption.json().msg]).toEqual([400, "TikTok 标题、描述和话题合计最多2200个字符"]);
    await db().execute(sql`update publish_items set title = 'ok' where id = ${itemIds[0]!}`);
    await db().execute(sql`update platform_accounts set token_status = 'reconnect_needed' where id = ${accounts[2]!}`);
    try {
      const account = await move(world, owner, itemIds[0]!, { scheduledAt: later(13 * DAY).toISOString() }, "en");
      expect(account.json().msg).toBe(`Account 发布创作者 ${creators[2]!.split("-").at(-1)} cannot publish (unbound or needs authorising again)`);
    } finally {
      await db().execute(sql`update platform_accounts set token_status = 'healthy' where id = ${accounts[2]!}`);
    }
  });

  it("refuses a target a worker holds or that has ended, and a move that lost a race", async () => {
    const { taskId, itemIds } = await scheduleVideo(world, owner, [accounts[2]!, accounts[1]!], later(15 * DAY));
    await db().execute(sql`update publish_items set lease_owner = 'job:worker', lease_until = now() + interval '1 minute' where id = ${itemIds[0]!}`);
    const leased = await move(world, owner, itemIds[0]!, { scheduledAt: later(16 * DAY).toISOString() });
    expect([leased.statusCode, leased.json().msg]).toEqual([409, "该发布已开始分发或已结束，不能再调整时间"]);
    const events = (await owner.get(`/api/v1/publish/calendar/events?from=${later(14 * DAY).toISOString()}&to=${later(16 * DAY).toISOString()}&timeZone=UTC`)).json().data;
    expect(events.list.find((event: { itemId: number }) => event.itemId === itemIds[0])).toMatchObject({ state: "waiting", movable: false });
    await db().execute(sql`update publish_items set lease_owner = null, lease_until = null where id = ${itemIds[0]!}`);

    // The worker claims it between the checks and the update: the conditional update leaves it alone.
    const data = createCalendarData(db());
    const target = await ownTarget(itemIds[0]!);
    await db().execute(sql`update publish_items set lease_owner = 'job:worker', lease_until = now() + interval '1 minute' where id = ${itemIds[0]!}`);
    expect(await data.underAccountLock(target.accountId, (moves) => moves.move(itemIds[0]!, new Date(target.scheduledAtMs), later(17 * DAY), world.clock.now()))).toBe(false);
    await db().execute(sql`update publish_items set lease_owner = null, lease_until = null where id = ${itemIds[0]!}`);

    // Two moves that saw the same time: one wins, the other changes nothing.
    const fromTime = new Date(target.scheduledAtMs);
    const outcomes = await Promise.all(
      [16, 17].map((days) => data.underAccountLock(target.accountId, (moves) => moves.move(itemIds[0]!, fromTime, later(days * DAY), world.clock.now()))),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);

    expect((await owner.post(`/api/v1/publish/tasks/${taskId}/cancel`)).json().code).toBe(0);
    const cancelled = await move(world, owner, itemIds[1]!, { scheduledAt: later(16 * DAY).toISOString() }, "en");
    expect([cancelled.statusCode, cancelled.json().msg]).toEqual([409, "This post has started distributing or has finished; its time can no longer change"]);
  });

  /** The item's owner and time as the move reads them (the data layer's own lookup). */
  async function ownTarget(itemId: number) {
    const result = await db().execute(sql`select user_id as "userId" from publish_items where id = ${itemId}`);
    const userId = Number((result as unknown as { rows: { userId: number }[] }).rows[0]!.userId);
    return (await createCalendarData(db()).moveTarget(userId, itemId))!;
  }

  it("opens the calendar to API keys: a read key reads, only a publish key moves", async () => {
    const { itemIds } = await scheduleVideo(world, owner, [accounts[2]!], later(20 * DAY));
    const reader = keyCaller(world.runtime, await makeKey(owner, "read"));
    const from = later(19 * DAY).toISOString();
    const to = later(21 * DAY).toISOString();
    expect((await reader.get(`/api/v1/publish/calendar/events?from=${from}&to=${to}`)).json().data.total).toBe(1);
    expect((await reader.get(`/api/v1/publish/calendar/summary?from=${from}&to=${to}`)).json().data.buckets).toHaveLength(1);
    const readKeyMove = await move(world, { token: await makeKey(owner, "read", "只读-2") } as Operator, itemIds[0]!, { scheduledAt: later(22 * DAY).toISOString() });
    expect(readKeyMove.statusCode).toBe(403);
    const publishKeyMove = await move(world, { token: await makeKey(owner, "publish") } as Operator, itemIds[0]!, { scheduledAt: later(22 * DAY).toISOString() });
    expect(publishKeyMove.json().code, publishKeyMove.body).toBe(0);
  });

  it("moved later: the job queued for the old time does not publish, and the target is published once at its new time", async () => {
    const creator = creators[1]!;
    const before = postsOf(creator).length;
    const { taskId, itemIds } = await scheduleVideo(world, owner, [accounts[1]!], later(10 * MINUTE));
    const itemId = itemIds[0]!;
    const [oldJob] = await publishJobsOf(world, itemId);
    const newTime = later(2 * HOUR);
    expect((await move(world, owner, itemId, { scheduledAt: newTime.toISOString() })).json().code).toBe(0);
    const jobs = await publishJobsOf(world, itemId);
    expect(jobs.filter((job) => job.state === "created")).toHaveLength(2);

    // The old time comes: its job runs, finds the target not due and sends itself for the new time.
    world.clock.advance(11 * MINUTE);
    await fireWaitingJobs(world, itemId, [oldJob!.id]);
    await eventually(async () => (await publishJobsOf(world, itemId)).find((job) => job.id === oldJob!.id && job.state === "completed"));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await itemOf(taskId, itemId)).toMatchObject({ status: 0, phase: "waiting", startedAt: null, publishId: null });
    expect(postsOf(creator)).toHaveLength(before);
    expect((await publishJobsOf(world, itemId)).filter((job) => job.state === "created")).toHaveLength(2);

    // The new time comes: every job still queued for it runs; one publishes.
    world.clock.advance(newTime.getTime() - world.clock.now().getTime() + 1000);
    expect(await fireWaitingJobs(world, itemId)).toBe(2);
    const done = await eventually(async () => {
      const item = await itemOf(taskId, itemId);
      return item.status !== 0 && item;
    }, { clock: world.clock, stepMs: 1000 });
    expect(done).toMatchObject({ status: 1, attempts: [expect.anything()] });
    expect(new Date(done.startedAt!).getTime()).toBeGreaterThanOrEqual(newTime.getTime());
    expect(postsOf(creator)).toHaveLength(before + 1);
  });

  it("moved earlier: the new job publishes it at the new time, the old one finds it done", async () => {
    const creator = creators[2]!;
    const before = postsOf(creator).length;
    const { taskId, itemIds } = await scheduleVideo(world, owner, [accounts[2]!], later(3 * HOUR));
    const itemId = itemIds[0]!;
    const [oldJob] = await publishJobsOf(world, itemId);
    const newTime = later(2 * MINUTE);
    expect((await move(world, owner, itemId, { scheduledAt: newTime.toISOString() })).json().code).toBe(0);
    const newJob = (await publishJobsOf(world, itemId)).find((job) => job.id !== oldJob!.id)!;
    // pg-boss was asked to start it at the new time (its own clock: the same distance from now).
    expect(newJob.startAfterMs).toBeLessThan(oldJob!.startAfterMs - 2.5 * HOUR);

    world.clock.advance(newTime.getTime() - world.clock.now().getTime() + 1000);
    await fireWaitingJobs(world, itemId, [newJob.id]);
    const done = await eventually(async () => {
      const item = await itemOf(taskId, itemId);
      return item.status !== 0 && item;
    }, { clock: world.clock, stepMs: 1000 });
    expect(done.status).toBe(1);
    expect(new Date(done.startedAt!).getTime()).toBeGreaterThanOrEqual(newTime.getTime());
    expect(new Date(done.startedAt!).getTime()).toBeLessThan(later(0).getTime() + 1);

    // The old time comes too: its job finds the target published and does nothing.
    world.clock.advance(3 * HOUR);
    await fireWaitingJobs(world, itemId, [oldJob!.id]);
    await eventually(async () => (await publishJobsOf(world, itemId)).find((job) => job.id === oldJob!.id && job.state === "completed"));
    expect(await itemOf(taskId, itemId)).toMatchObject({ status: 1, attempts: [expect.anything()] });
    expect(postsOf(creator)).toHaveLength(before + 1);
  });
});

describe.each(testDrivers)("moving a target into a full day of the plan on %s", (driver) => {
  let world: PublishingWorld;
  beforeAll(async () => {
    world = await startPublishingWorld(driver, {}, { PLAN_FREE_PUBLISHES_PER_DAY: "3" });
  }, 60_000);
  afterAll(async () => world?.dispose());

  it("refuses a day that already holds the plan's publishes per day, in both languages", async () => {
    const owner = await newOperator(world.runtime, "calendar-plan");
    const accounts = [await link(world.runtime, owner, "tiktok", nextCreator()), await link(world.runtime, owner, "tiktok", nextCreator()), await link(world.runtime, owner, "tiktok", nextCreator())];
    const day = new Date(Math.floor((world.clock.now().getTime() + 5 * DAY) / DAY) * DAY + 6 * HOUR);
    await scheduleVideo(world, owner, accounts, day, 60);
    // Tomorrow the plan allows three more; one goes to the next day.
    world.clock.advance(DAY);
    const { itemIds } = await scheduleVideo(world, owner, [accounts[0]!], new Date(day.getTime() + DAY));
    const full = await move(world, owner, itemIds[0]!, { scheduledAt: new Date(day.getTime() + 3 * HOUR).toISOString() });
    expect([full.statusCode, full.json().msg]).toEqual([403, `${day.toISOString().slice(0, 10)} (UTC) 已排期 3 条发布，已达当前套餐每天3条的上限，请换一天或升级套餐`]);
    const english = await move(world, owner, itemIds[0]!, { scheduledAt: new Date(day.getTime() + 3 * HOUR).toISOString() }, "en");
    expect(english.json().msg).toBe(`${day.toISOString().slice(0, 10)} (UTC) already has 3 posts scheduled, your plan's limit of 3 a day; pick another day or upgrade your plan`);
    // Within its own day it moves freely.
    expect((await move(world, owner, itemIds[0]!, { scheduledAt: new Date(day.getTime() + DAY + 3 * HOUR).toISOString() })).json().code).toBe(0);
  });
});
