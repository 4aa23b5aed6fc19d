import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryFailures, platformAccounts, platformUsage, publishItems } from "../../src/db/schema/index.ts";
import { DEFAULT_ADMIN, DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { publishItemJob } from "../../src/domains/publishing/publishing.jobs.ts";
import { pacificDay } from "../../src/domains/platforms/youtube/pacific-day.ts";
import { operatorApi, type Operator } from "../accounts/helpers.ts";
import { adminCaller, latestAuditRows } from "../back-office/helpers.ts";
import { callerOf, loginAdmin, loginOperator, uniqueEmail, uniqueIp } from "../identity/helpers.ts";
import { eventually, link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "../publishing/helpers.ts";
import { testDrivers } from "../test-database.ts";

const HOUR_MS = 60 * 60_000;
const ENDPOINTS = ["/system/health", "/system/stuck-items", "/system/reconnect-accounts", "/system/delivery-failures"];

/**
 * The 系统状态 endpoints on a running server with its worker, a sandbox over HTTP, and providers
 * that refuse every email and text (nothing listens on port 1). Each figure is checked against
 * fixtures made here; the tests run in order (the stuck item is published last).
 */
describe.each(testDrivers)("系统状态 (admin system health) on %s", (driver) => {
  let world: PublishingWorld;
  let admin: ReturnType<typeof adminCaller>;
  let adminEn: ReturnType<typeof adminCaller>;
  let operatorToken: string;
  beforeAll(async () => {
    world = await startPublishingWorld(driver, {}, { SMTP_URL: "smtp://127.0.0.1:1", SMS_WEBHOOK_URL: "http://127.0.0.1:1/sms", SEED_DEMO_WORKSPACE: "false" });
    const token = await loginAdmin(world.runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    admin = adminCaller(world.runtime, token);
    adminEn = adminCaller(world.runtime, token, "en");
    operatorToken = await loginOperator(world.runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  }, 120_000);
  afterAll(async () => world?.dispose());

  /** An operator the administrator creates with a password (no invitation email, which would fail here). */
  const createOperator = async (label: string, mobile?: string): Promise<{ id: number; email: string; api: Operator }> => {
    const email = uniqueEmail(label);
    const created = await admin("POST", "/userInfo/add", { email, nickname: label, password: "Passw0rd1", ...(mobile ? { mobile } : {}) });
    expect(created.json()).toMatchObject({ code: 1 });
    return { id: created.json().data.id, email, api: operatorApi(world.runtime, await loginOperator(world.runtime, email, "Passw0rd1")) };
  };
  const overview = async () => {
    const response = await admin("GET", "/system/health");
    expect(response.json()).toMatchObject({ code: 1 });
    return response.json().data;
  };

  it("answers only administrators", async () => {
    for (const path of ENDPOINTS) {
      const anonymous = await world.runtime.app.inject({ method: "GET", url: `/admin/api/v1${path}` });
      expect(anonymous.statusCode).toBe(401);
      const operator = await world.runtime.app.inject({ method: "GET", url: `/admin/api/v1${path}`, headers: { authorization: operatorToken, alltoken: operatorToken } });
      expect(operator.statusCode).toBe(401);
      expect(operator.json().code).not.toBe(1);
    }
    const retry = await world.runtime.app.inject({ method: "POST", url: "/admin/api/v1/system/stuck-items/1/retry", headers: { authorization: operatorToken, alltoken: operatorToken } });
    expect(retry.statusCode).toBe(401);
  });

  it("refuses bad paging, channels and ids with 400, never 5xx", async () => {
    for (const url of ["/system/stuck-items?page=0", "/system/reconnect-accounts?pageSize=101", "/system/delivery-failures?channel=fax", "/system/stuck-items?page=abc"]) {
      const response = await adminEn("GET", url);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).not.toBe(1);
    }
    expect((await admin("POST", "/system/stuck-items/abc/retry")).statusCode).toBe(400);
    expect((await admin("POST", "/system/stuck-items/0/retry")).statusCode).toBe(400);
  });

  it("counts the queue's jobs per job name and state", async () => {
    const queue = world.runtime.queue;
    const later = new Date(Date.now() + 24 * HOUR_MS);
    // Jobs of items that do not exist, held back a day so the worker does not take them; three are moved to other states.
    const ids = [];
    for (let n = 0; n < 5; n += 1) ids.push(await queue.send(publishItemJob, { itemId: 2_000_000_000 + n }, { startAfter: later }));
    const setState = (id: string | null, state: string) => world.runtime.database.db.execute(sql`update pgboss.job set state = ${state}::pgboss.job_state where id = ${id}::uuid`);
    await setState(ids[2]!, "active");
    await setState(ids[3]!, "retry");
    await setState(ids[4]!, "failed");

    const { queue: counts } = await overview();
    expect(counts.find((row: { name: string }) => row.name === "publishing.publish-item")).toEqual({ name: "publishing.publish-item", waiting: 0, scheduled: 2, active: 1, retrying: 1, failed: 1 });
    expect(counts.map((row: { name: string }) => row.name)).toEqual(expect.arrayContaining(["system-worker-heartbeat", "publishing.sweep", "publishing.poll-status"]));
    await world.runtime.database.db.execute(sql`delete from pgboss.job where id = any(${sql.raw(`array[${ids.map((id) => `'${id}'`).join(",")}]`)}::uuid[])`);
  });

  it("shows this worker's heartbeat and the heartbeat job's last run", async () => {
    const data = await eventually(async () => {
      const current = await overview();
      return current.lastHeartbeatJobAt ? current : null;
    });
    expect(data.workers).toEqual([expect.objectContaining({ pid: process.pid, runMode: "all", alive: true })]);
    expect(Date.now() - new Date(data.workers[0].lastBeatAt).getTime()).toBeLessThan(60_000);
    expect(new Date(data.lastHeartbeatJobAt).getTime()).toBeGreaterThan(Date.now() - 5 * 60_000);
  });

  it("records failed emails and texts, and lists them newest first by channel", async () => {
    const email = uniqueEmail("nomail");
    const mailed = await callerOf(world.runtime, { ip: uniqueIp() }).post("/api/v1/user/sendRegEmailCode", { email });
    expect(mailed.statusCode).toBe(503);
    await createOperator("texted", "13912345678");
    const texted = await callerOf(world.runtime, { ip: uniqueIp() }).post("/api/v1/user/sendLoginSmsCode", { phone: "13912345678" });
    expect(texted.statusCode).toBe(503);
    // A number bound to nobody gets no text, so nothing fails.
    await callerOf(world.runtime, { ip: uniqueIp() }).post("/api/v1/user/sendLoginSmsCode", { phone: "13900000000" });

    expect((await overview()).deliveryFailures).toEqual({ email: 1, sms: 1 });
    const all = (await admin("GET", "/system/delivery-failures")).json().data;
    expect(all.total).toBe(2);
    expect(all.list.map((row: { channel: string }) => row.channel)).toEqual(["sms", "email"]);
    expect(all.list[1]).toMatchObject({ channel: "email", provider: "smtp", recipient: email, subject: expect.any(String), error: expect.stringMatching(/ECONNREFUSED/) });
    expect(all.list[0]).toMatchObject({ channel: "sms", provider: "webhook", recipient: "13912345678", subject: "", error: expect.any(String) });
    const sms = (await admin("GET", "/system/delivery-failures?channel=sms&page=1&pageSize=1")).json().data;
    expect(sms).toMatchObject({ total: 1, list: [{ channel: "sms" }] });
    expect((await admin("GET", "/system/delivery-failures?channel=email&page=2&pageSize=1")).json().data).toEqual({ total: 1, list: [] });
  });

  it("lists the accounts whose grant lapsed, with their owner, in the caller's language", async () => {
    const owner = await createOperator("lapsed");
    const revokedCreator = nextCreator();
    const revoked = await link(world.runtime, owner.api, "tiktok", revokedCreator);
    await link(world.runtime, owner.api, "tiktok", nextCreator());
    world.sandbox.tiktok.revokeAll(revokedCreator);
    world.clock.advance(25 * HOUR_MS);
    expect((await owner.api.post(`/api/v1/accounts/${revoked}/refresh`)).statusCode).toBe(502);

    expect((await overview()).reconnectAccounts).toBe(1);
    const zh = (await admin("GET", "/system/reconnect-accounts")).json().data;
    expect(zh).toMatchObject({ total: 1, list: [{ id: revoked, platform: "tiktok", owner: { id: owner.id, email: owner.email, nickname: "lapsed" } }] });
    const en = (await adminEn("GET", "/system/reconnect-accounts")).json().data;
    expect(en.list[0].reason).not.toBe(zh.list[0].reason);
    expect(en.list[0].reason).toMatch(/[a-z]/i);
  });

  it("reports today's platform usage from the shared ledger", async () => {
    const now = world.clock.now();
    const today = now.toISOString().slice(0, 10);
    const yesterday = new Date(now.getTime() - 24 * HOUR_MS).toISOString().slice(0, 10);
    await world.runtime.database.db.insert(platformUsage).values([
      { key: "tiktok:posts:fixture-a", period: today, units: 3 },
      { key: "tiktok:posts:fixture-b", period: today, units: 15 },
      { key: "tiktok:posts:fixture-c", period: yesterday, units: 5 },
      { key: "tiktok:init:fixture-token", period: now.toISOString().slice(0, 16), units: 4 },
      { key: "youtube:quota:fixture-client", period: pacificDay(now), units: 1650 },
      { key: "youtube:inserts:fixture-client", period: pacificDay(now), units: 2 },
    ]);
    const usage = (await overview()).platformUsage;
    expect(usage).toEqual([
      { platform: "tiktok", day: today, unit: "posts", used: 18, limit: null, limitPerAccount: 15, holders: 2, holdersAtLimit: 1 },
      { platform: "youtube", day: pacificDay(now), unit: "quotaUnits", used: 1650, limit: 10_000, limitPerAccount: null, holders: 1, holdersAtLimit: 0 },
      { platform: "youtube", day: pacificDay(now), unit: "uploads", used: 2, limit: world.runtime.config.platforms.youtubeQuota.dailyUploads, limitPerAccount: null, holders: 1, holdersAtLimit: 0 },
    ]);
  });

  it("lists an item whose worker died mid-upload, and its retry posts it exactly once", async () => {
    const owner = await createOperator("stuck");
    const creator = nextCreator();
    const account = await link(world.runtime, owner.api, "tiktok", creator);
    const video = await upload(world.runtime, owner.api, "stuck.mp4", videoBytes(400_000, 7));
    const startAt = new Date(world.clock.now().getTime() + 24 * HOUR_MS).toISOString();
    const created = await owner.api.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "卡住的发布", options: { privacy: "public" }, startAt });
    expect(created.json()).toMatchObject({ code: 0 });
    const [item] = await world.runtime.database.db.select().from(publishItems).where(eq(publishItems.accountId, account));
    // Waiting for tomorrow is not stuck.
    expect((await admin("GET", "/system/stuck-items")).json().data).toEqual({ total: 0, list: [] });

    // A worker took it ten minutes ago and died: its lease ran out a minute ago.
    const now = world.clock.now().getTime();
    await world.runtime.database.db
      .update(publishItems)
      .set({ phase: "uploading", leaseOwner: "worker-that-died", leaseUntil: new Date(now - 60_000), scheduledAt: new Date(now - 10 * 60_000), startedAt: new Date(now - 10 * 60_000), updatedAt: new Date(now - 60_000) })
      .where(eq(publishItems.id, item!.id));
    expect((await overview()).stuckItems).toBe(1);
    const listed = (await admin("GET", "/system/stuck-items")).json().data;
    expect(listed).toMatchObject({
      total: 1,
      list: [{ id: item!.id, taskId: item!.taskId, title: "卡住的发布", platform: "tiktok", account: { id: account }, owner: { id: owner.id, email: owner.email }, phase: "uploading", attempt: 1 }],
    });

    const retried = await admin("POST", `/system/stuck-items/${item!.id}/retry`);
    expect(retried.json()).toMatchObject({ code: 1, data: { id: item!.id, job: "publish" } });
    expect((await latestAuditRows(world.runtime, 1))[0]).toMatchObject({ method: "POST", path: `/admin/api/v1/system/stuck-items/${item!.id}/retry` });
    await eventually(
      async () => {
        const [row] = await world.runtime.database.db.select().from(publishItems).where(eq(publishItems.id, item!.id));
        return row!.status === 1 ? row : null;
      },
      { clock: world.clock, stepMs: 2000 },
    );
    expect(world.sandbox.tiktok.posts().filter((post) => post.openId === creator)).toHaveLength(1);
    expect((await overview()).stuckItems).toBe(0);

    // Done: a second retry is refused, in the caller's language; an unknown item is not found.
    const again = await adminEn("POST", `/system/stuck-items/${item!.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ msg: "This item is no longer stuck (it is being worked on or has finished); nothing to retry" });
    expect((await admin("POST", "/system/stuck-items/2000000000/retry")).statusCode).toBe(404);
    expect(world.sandbox.tiktok.posts().filter((post) => post.openId === creator)).toHaveLength(1);
  });

  // Last: the items it makes stuck stay stuck.
  it("sorts each list by its time column (the default) and its other sortable columns both ways, ties newest id first", async () => {
    const db = world.runtime.database.db;
    const now = world.clock.now().getTime();
    const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
    const first = await createOperator("sorta");
    const second = await createOperator("sortb");
    const accounts = [await link(world.runtime, first.api, "tiktok", nextCreator()), await link(world.runtime, first.api, "tiktok", nextCreator()), await link(world.runtime, second.api, "tiktok", nextCreator())];
    const startAt = new Date(now + 24 * HOUR_MS).toISOString();
    for (const [operator, accountIds] of [[first, accounts.slice(0, 2)], [second, accounts.slice(2)]] as const) {
      const mediaIds = [];
      for (const accountId of accountIds) mediaIds.push(await upload(world.runtime, operator.api, `sort-${accountId}.mp4`, videoBytes(20_000, accountId)));
      const created = await operator.api.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds, mediaIds, title: "排序", options: { privacy: "public" }, startAt });
      expect(created.json()).toMatchObject({ code: 0 });
    }
    const items = (await db.select().from(publishItems).where(inArray(publishItems.accountId, accounts))).sort((a, b) => a.id - b.id).map((item) => item.id);
    const stuck = [
      { attempt: 2, updatedAt: minutesAgo(30), leaseUntil: minutesAgo(1) },
      { attempt: 1, updatedAt: minutesAgo(30), leaseUntil: null },
      { attempt: 3, updatedAt: minutesAgo(45), leaseUntil: minutesAgo(5) },
    ];
    for (const [index, values] of stuck.entries()) {
      await db.update(publishItems).set({ ...values, phase: "uploading", scheduledAt: minutesAgo(60) }).where(eq(publishItems.id, items[index]!));
    }
    const [item1, item2, item3] = items;
    const stuckOrder = async (sort: string) => (await admin("GET", `/system/stuck-items?pageSize=100${sort}`)).json().data.list.map((row: { id: number }) => row.id);
    expect(await stuckOrder("")).toEqual([item3, item2, item1]);
    expect(await stuckOrder("&sortBy=updatedAt&sortOrder=desc")).toEqual([item2, item1, item3]);
    expect(await stuckOrder("&sortBy=attempt&sortOrder=desc")).toEqual([item3, item1, item2]);
    expect(await stuckOrder("&sortBy=attempt&sortOrder=asc")).toEqual([item2, item1, item3]);
    expect(await stuckOrder("&sortBy=leaseUntil&sortOrder=asc")).toEqual([item3, item1, item2]);
    expect(await stuckOrder("&sortBy=leaseUntil&sortOrder=desc")).toEqual([item1, item3, item2]);

    const accountValues = [
      { name: "bravo", linkedAt: minutesAgo(10) },
      { name: "alpha", linkedAt: minutesAgo(10) },
      { name: "charlie", linkedAt: minutesAgo(70) },
    ];
    for (const [index, values] of accountValues.entries()) {
      await db.update(platformAccounts).set({ ...values, tokenStatus: "reconnect_needed" }).where(eq(platformAccounts.id, accounts[index]!));
    }
    const [account1, account2, account3] = accounts;
    const reconnectOrder = async (sort: string) =>
      (await admin("GET", `/system/reconnect-accounts?pageSize=100${sort}`)).json().data.list.map((row: { id: number }) => row.id).filter((id: number) => accounts.includes(id));
    expect(await reconnectOrder("")).toEqual([account2, account1, account3]);
    expect(await reconnectOrder("&sortBy=linkedAt&sortOrder=asc")).toEqual([account3, account2, account1]);
    expect(await reconnectOrder("&sortBy=name&sortOrder=asc")).toEqual([account2, account1, account3]);
    expect(await reconnectOrder("&sortBy=name&sortOrder=desc")).toEqual([account3, account1, account2]);
    expect(await reconnectOrder("&sortBy=owner&sortOrder=asc")).toEqual([account2, account1, account3]);
    expect(await reconnectOrder("&sortBy=owner&sortOrder=desc")).toEqual([account3, account2, account1]);

    const failures = await db
      .insert(deliveryFailures)
      .values([
        { channel: "email", provider: "smtp", recipient: "b@example.com", error: "refused", failedAt: minutesAgo(5) },
        { channel: "sms", provider: "webhook", recipient: "13900000001", error: "refused", failedAt: minutesAgo(5) },
        { channel: "email", provider: "smtp", recipient: "a@example.com", error: "refused", failedAt: minutesAgo(65) },
      ])
      .returning({ id: deliveryFailures.id });
    const failureIds = failures.map((row) => row.id);
    const [failure1, failure2, failure3] = failureIds;
    const failureOrder = async (sort: string) =>
      (await admin("GET", `/system/delivery-failures?pageSize=100${sort}`)).json().data.list.map((row: { id: number }) => row.id).filter((id: number) => failureIds.includes(id));
    expect(await failureOrder("")).toEqual([failure2, failure1, failure3]);
    expect(await failureOrder("&sortBy=failedAt&sortOrder=asc")).toEqual([failure3, failure2, failure1]);
    expect(await failureOrder("&sortBy=recipient&sortOrder=asc")).toEqual([failure2, failure3, failure1]);
    expect(await failureOrder("&sortBy=recipient&sortOrder=desc")).toEqual([failure1, failure3, failure2]);
    expect(await failureOrder("&sortBy=channel&sortOrder=asc")).toEqual([failure3, failure1, failure2]);
    expect(await failureOrder("&sortBy=channel&sortOrder=desc&channel=email")).toEqual([failure3, failure1]);

    for (const path of ENDPOINTS.slice(1)) {
      for (const sort of ["sortBy=id", "sortOrder=up"]) {
        const refused = await admin("GET", `${path}?${sort}`);
        expect([refused.statusCode, refused.json().msg], `${path}?${sort}`).toEqual([400, expect.stringContaining("排序字段无效")]);
      }
    }
    expect((await adminEn("GET", "/system/stuck-items?sortBy=id")).json().msg).toContain("The sort field is not valid");
  });
});
