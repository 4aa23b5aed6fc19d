import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newOperator, type Operator } from "../accounts/helpers.ts";
import { link, nextCreator, startPublishingWorld, type PublishingWorld } from "../publishing/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { move, scheduleVideo } from "./helpers.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Bucket = { start: string; counts: Record<string, number>; total: number; events: { itemId: number; state: string; at: string; movable: boolean; accountName: string }[] };

describe.each(testDrivers)("publishing calendar on %s", (driver) => {
  let world: PublishingWorld;
  let owner: Operator;
  let other: Operator;
  let accounts: number[];
  /** 23:30 UTC two days from now: 07:30 the next morning in Shanghai. */
  let lateEvening: Date;
  let lateItem: number;
  let dayItems: number[];
  beforeAll(async () => {
    world = await startPublishingWorld(driver);
    owner = await newOperator(world.runtime, "calendar-owner");
    other = await newOperator(world.runtime, "calendar-other");
    accounts = [await link(world.runtime, owner, "tiktok", nextCreator()), await link(world.runtime, owner, "tiktok", nextCreator())];
    const now = world.clock.now();
    lateEvening = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2, 23, 30));
    lateItem = (await scheduleVideo(world, owner, [accounts[0]!], lateEvening, 0, "深夜发布")).itemIds[0]!;
    // Five targets on the day after, 10:00 UTC onwards, an hour apart per account.
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 4, 10));
    dayItems = [];
    for (let index = 0; index < 5; index += 1) dayItems.push(...(await scheduleVideo(world, owner, [accounts[index % 2]!], new Date(dayStart.getTime() + index * HOUR), 0, `第${index + 1}条`)).itemIds);
  }, 120_000);
  afterAll(async () => world?.dispose());

  const range = (from: Date, to: Date) => `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
  const monthFrom = () => new Date(Date.UTC(world.clock.now().getUTCFullYear(), world.clock.now().getUTCMonth(), world.clock.now().getUTCDate() - 1));
  const summary = async (operator: Operator, query: string): Promise<{ timeZone: string; buckets: Bucket[] }> => {
    const answer = await operator.get(`/api/v1/publish/calendar/summary?${query}`);
    expect(answer.json().code, answer.body).toBe(0);
    return answer.json().data;
  };

  it("groups targets by day in the asked zone: 23:30 UTC is the next morning in Shanghai", async () => {
    const from = monthFrom();
    const to = new Date(from.getTime() + 42 * DAY);
    const utc = await summary(owner, `${range(from, to)}&timeZone=UTC&view=month`);
    const utcDay = new Date(Date.UTC(lateEvening.getUTCFullYear(), lateEvening.getUTCMonth(), lateEvening.getUTCDate())).toISOString();
    expect(utc.buckets.find((bucket) => bucket.start === utcDay)).toMatchObject({ total: 1, counts: { waiting: 1, distributing: 0, succeeded: 0, failed: 0, unverified: 0 } });

    const shanghai = await summary(owner, `${range(from, to)}&timeZone=Asia/Shanghai&view=month`);
    expect(shanghai.timeZone).toBe("Asia/Shanghai");
    // The next day's midnight in Shanghai is 16:00 UTC of the evening's own date.
    const nextShanghaiDay = new Date(Date.UTC(lateEvening.getUTCFullYear(), lateEvening.getUTCMonth(), lateEvening.getUTCDate(), 16)).toISOString();
    const bucket = shanghai.buckets.find((entry) => entry.start === nextShanghaiDay);
    expect(bucket).toMatchObject({ total: 1, events: [{ itemId: lateItem, state: "waiting", movable: true, at: lateEvening.toISOString() }] });
    expect(shanghai.buckets.every((entry) => entry.total > 0)).toBe(true);
  });

  it("keeps a busy day readable: its count, its first 3 by time, and the whole day page by page", async () => {
    const from = monthFrom();
    const month = await summary(owner, `${range(from, new Date(from.getTime() + 42 * DAY))}&timeZone=UTC&view=month`);
    const busy = month.buckets.find((bucket) => bucket.total === 5)!;
    expect(busy.counts.waiting).toBe(5);
    expect(busy.events.map((event) => event.itemId)).toEqual(dayItems.slice(0, 3));

    const day = new Date(busy.start);
    const first = (await owner.get(`/api/v1/publish/calendar/events?${range(day, new Date(day.getTime() + DAY))}&timeZone=UTC&pageSize=2`)).json().data;
    const third = (await owner.get(`/api/v1/publish/calendar/events?${range(day, new Date(day.getTime() + DAY))}&timeZone=UTC&pageSize=2&page=3`)).json().data;
    expect(first.total).toBe(5);
    expect(first.list.map((event: { itemId: number }) => event.itemId)).toEqual(dayItems.slice(0, 2));
    expect(third.list.map((event: { itemId: number }) => event.itemId)).toEqual(dayItems.slice(4));
    expect(first.list[0]).toMatchObject({ taskId: expect.any(Number), accountId: accounts[0], platform: "tiktok", kind: "video", title: "第1条", state: "waiting", movable: true });

    const week = await summary(owner, `${range(day, new Date(day.getTime() + 7 * DAY))}&timeZone=Asia/Kolkata&view=week`);
    // Hours in Kolkata (+05:30) start at half past in UTC.
    expect(week.buckets.map((bucket) => bucket.start)).toEqual(dayItems.map((_, index) => new Date(day.getTime() + (9 + index) * HOUR + 30 * 60_000).toISOString()));
  });

  it("shows the operator's own new task and move at once, though identical reads are shared", async () => {
    const from = monthFrom();
    const query = `${range(from, new Date(from.getTime() + 42 * DAY))}&timeZone=Europe/London&view=month`;
    const totalOf = async () => (await summary(owner, query)).buckets.reduce((sum, bucket) => sum + bucket.total, 0);
    const before = await totalOf();
    const { itemIds } = await scheduleVideo(world, owner, [accounts[1]!], new Date(lateEvening.getTime() + 3 * DAY), 0, "新排期");
    expect(await totalOf()).toBe(before + 1);
    expect((await move(world, owner, itemIds[0]!, { scheduledAt: new Date(lateEvening.getTime() + 50 * DAY).toISOString() })).json().code).toBe(0);
    expect(await totalOf()).toBe(before);
    expect((await owner.post(`/api/v1/publish/tasks/${(await owner.get(`/api/v1/publish/calendar/events?${range(new Date(lateEvening.getTime() + 49 * DAY), new Date(lateEvening.getTime() + 51 * DAY))}`)).json().data.list[0].taskId}/cancel`)).json().code).toBe(0);
  });

  it("filters by platform, account and group", async () => {
    const from = monthFrom();
    const query = `${range(from, new Date(from.getTime() + 42 * DAY))}&timeZone=UTC`;
    const totalOf = async (extra: string) => (await owner.get(`/api/v1/publish/calendar/events?${query}&${extra}`)).json().data.total as number;
    expect(await totalOf("platform=tiktok")).toBe(6);
    expect(await totalOf("platform=youtube")).toBe(0);
    expect(await totalOf(`accountId=${accounts[1]}`)).toBe(2);
    const group = await owner.post("/api/v1/account-groups", { name: "日历分组" });
    expect(group.json().code, group.body).toBe(0);
    const groupId = group.json().data.id as number;
    const added = await owner.post(`/api/v1/account-groups/${groupId}/members`, { accountIds: [accounts[1]] });
    expect(added.json().code, added.body).toBe(0);
    expect(await totalOf(`groupId=${groupId}`)).toBe(2);
    // Another operator's group filters to nothing.
    expect((await other.get(`/api/v1/publish/calendar/events?${query}&groupId=${groupId}`)).json().data.total).toBe(0);
  });

  it("shows another operator nothing and refuses to move their targets", async () => {
    const from = monthFrom();
    const query = `${range(from, new Date(from.getTime() + 42 * DAY))}&timeZone=UTC`;
    expect((await summary(other, `${query}&view=month`)).buckets).toEqual([]);
    expect((await other.get(`/api/v1/publish/calendar/events?${query}`)).json().data).toEqual({ list: [], total: 0 });
    const refused = await move(world, other, lateItem, { scheduledAt: new Date(lateEvening.getTime() + HOUR).toISOString() });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().msg).toBe("发布记录不存在");
    const missing = await move(world, owner, 2_000_000_000, { scheduledAt: new Date(lateEvening.getTime() + HOUR).toISOString() }, "en");
    expect([missing.statusCode, missing.json().msg]).toEqual([404, "This post does not exist"]);
  });

  it("refuses bad ranges and zones with field messages in both languages, never a 5xx", async () => {
    const from = monthFrom();
    const base = "/api/v1/publish/calendar/summary";
    const zone = await owner.get(`${base}?${range(from, new Date(from.getTime() + DAY))}&timeZone=Mars/Olympus`);
    expect(zone.statusCode).toBe(400);
    expect(JSON.stringify(zone.json())).toContain("时区无效，请使用 IANA 时区名称");
    const zoneEn = await owner.in("en").get(`${base}?${range(from, new Date(from.getTime() + DAY))}&timeZone=Mars%2FOlympus`);
    expect(JSON.stringify(zoneEn.json())).toContain("Unknown time zone: use an IANA zone name such as Asia/Shanghai");

    const longMonth = await owner.get(`${base}?${range(from, new Date(from.getTime() + 44 * DAY))}&view=month`);
    expect([longMonth.statusCode, JSON.stringify(longMonth.json()).includes("月视图最长6周")]).toEqual([400, true]);
    expect((await owner.get(`${base}?${range(from, new Date(from.getTime() + 43 * DAY))}&view=month`)).statusCode).toBe(200);
    const longWeek = await owner.in("en").get(`${base}?${range(from, new Date(from.getTime() + 9 * DAY))}&view=week`);
    expect([longWeek.statusCode, JSON.stringify(longWeek.json()).includes("8 days for a week view")]).toEqual([400, true]);
    const backwards = await owner.get(`${base}?${range(from, new Date(from.getTime() - DAY))}`);
    expect([backwards.statusCode, JSON.stringify(backwards.json()).includes("结束时间须晚于开始时间")]).toEqual([400, true]);
    for (const query of ["from=yesterday&to=today", `${range(from, new Date(from.getTime() + DAY))}&view=year`, `${range(from, new Date(from.getTime() + DAY))}&timeZone=${"A".repeat(200)}`, ""]) {
      expect((await owner.get(`${base}?${query}`)).statusCode, query).toBe(400);
    }
    const bigPage = await owner.get(`/api/v1/publish/calendar/events?${range(from, new Date(from.getTime() + DAY))}&pageSize=101`);
    expect(bigPage.statusCode).toBe(400);
    expect((await move(world, owner, lateItem, { scheduledAt: "tomorrow" })).statusCode).toBe(400);
    expect((await move(world, owner, "abc", { scheduledAt: lateEvening.toISOString() })).statusCode).toBe(400);
    expect((await move(world, owner, lateItem, { scheduledAt: lateEvening.toISOString(), timeZone: "Nowhere/Land" })).statusCode).toBe(400);
  });
});
