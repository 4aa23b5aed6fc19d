import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountMetricsDaily, platformLinkSessions } from "../../src/db/schema/index.ts";
import { purgeLinkSessionsJob, refreshStatsJob, refreshTokensJob } from "../../src/domains/accounts/accounts.jobs.ts";
import { testDrivers } from "../test-database.ts";
import { consent, followToServer, freshCreator, linkTiktok, newOperator, startAccountsWorld, storedAccount, type AccountsWorld } from "./helpers.ts";

const HOUR_MS = 60 * 60 * 1000;

/** Waits for background work (a queued job) to show its effect. */
async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error("the background work did not happen in time");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each(testDrivers)("linked accounts on %s", (driver) => {
  let world: AccountsWorld;
  beforeAll(async () => {
    world = await startAccountsWorld(driver);
  });
  afterAll(async () => world?.dispose());

  it("filters by platform, group and keyword, pages, and reports the plan's allowance", async () => {
    const operator = await newOperator(world.runtime, "list");
    const ids = [await linkTiktok(world.runtime, operator), await linkTiktok(world.runtime, operator), await linkTiktok(world.runtime, operator)];
    await operator.post(`/api/v1/accounts/${ids[1]}/remark`, { remark: "主推账号" });

    const all = (await operator.get("/api/v1/accounts?page=1&pageSize=2")).json().data;
    expect(all).toMatchObject({ total: 3, limit: { used: 3, max: 5 } });
    expect(all.list).toHaveLength(2);
    expect((await operator.get("/api/v1/accounts?page=2&pageSize=2")).json().data.list).toHaveLength(1);
    expect((await operator.get("/api/v1/accounts?platform=youtube")).json().data.total).toBe(0);
    const byRemark = (await operator.get(`/api/v1/accounts?keyword=${encodeURIComponent("主推")}`)).json().data;
    expect(byRemark.list.map((account: { id: number }) => account.id)).toEqual([ids[1]]);
    // The same filters again with other values (one prepared statement per shape); % is a plain character.
    expect((await operator.get(`/api/v1/accounts?keyword=${encodeURIComponent("次要")}`)).json().data).toMatchObject({ total: 0, list: [] });
    expect((await operator.get(`/api/v1/accounts?keyword=${encodeURIComponent("%")}`)).json().data.total).toBe(0);
    expect((await operator.get("/api/v1/accounts?platform=tiktok")).json().data.total).toBe(3);

    const group = (await operator.post("/api/v1/account-groups", { name: "矩阵A", color: 3 })).json().data;
    await operator.post(`/api/v1/account-groups/${group.id}/members`, { accountIds: [ids[0], ids[2]] });
    const inGroup = (await operator.get(`/api/v1/accounts?groupId=${group.id}`)).json().data;
    expect(inGroup.list.map((account: { id: number }) => account.id).sort()).toEqual([ids[0], ids[2]].sort());
    expect(inGroup.list[0].groupIds).toEqual([group.id]);
  });

  it("sets the account nickname and explains a too long one in both languages", async () => {
    const operator = await newOperator(world.runtime, "remark");
    const id = await linkTiktok(world.runtime, operator);
    const saved = await operator.post(`/api/v1/accounts/${id}/remark`, { remark: "  带货号 " });
    expect(saved.json()).toMatchObject({ code: 0, data: { id, remark: "带货号" } });
    const tooLong = await operator.post(`/api/v1/accounts/${id}/remark`, { remark: "长".repeat(51) });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain("账号昵称最多50个字符");
    const inEnglish = await operator.in("en").post(`/api/v1/accounts/${id}/remark`, { remark: "x".repeat(51) });
    expect(JSON.stringify(inEnglish.json())).toContain("The account nickname can have at most 50 characters");
  });

  it("refreshes an expired access token before fetching stats, storing the rotated refresh token", async () => {
    const operator = await newOperator(world.runtime, "refresh");
    const id = await linkTiktok(world.runtime, operator);
    const before = await storedAccount(world, id);
    world.clock.advance(25 * HOUR_MS);

    // Two refreshes at once: the account's lock lets one worker rotate the refresh token, the other reuses the result.
    const [refreshed, alongside] = await Promise.all([operator.post(`/api/v1/accounts/${id}/refresh`), operator.post(`/api/v1/accounts/${id}/refresh`)]);
    expect(refreshed.json()).toMatchObject({ code: 0, data: { id, tokenHealth: "healthy", statsUpdatedAt: world.clock.now().toISOString() } });
    expect(alongside.json()).toMatchObject({ code: 0, data: { id, tokenHealth: "healthy" } });
    const after = await storedAccount(world, id);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toEqual(expect.any(String));
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.row.accessExpiresAt!.getTime()).toBeGreaterThan(world.clock.now().getTime());
  });

  it("marks the account for reconnecting when the platform refuses the refresh", async () => {
    const operator = await newOperator(world.runtime, "revoked");
    const openId = freshCreator();
    const id = await linkTiktok(world.runtime, operator, openId);
    world.sandbox.tiktok.revokeAll(openId);
    world.clock.advance(25 * HOUR_MS);

    const refused = await operator.post(`/api/v1/accounts/${id}/refresh`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe(502);
    const account = (await operator.in("en").get("/api/v1/accounts")).json().data.list[0];
    expect(account).toMatchObject({ id, tokenHealth: "reconnect_needed", tokenHealthReason: expect.any(String) });
    expect(account.tokenHealthReason.length).toBeGreaterThan(0);

    // Authorising again clears it, on the same account.
    expect(await linkTiktok(world.runtime, operator, openId)).toBe(id);
    expect((await operator.get("/api/v1/accounts")).json().data.list[0]).toMatchObject({ id, tokenHealth: "healthy" });
  });

  it("unbinds an account: revoked at the platform, hidden, and reactivated by linking it again", async () => {
    const operator = await newOperator(world.runtime, "unbind");
    const openId = freshCreator();
    const id = await linkTiktok(world.runtime, operator, openId);
    const group = (await operator.post("/api/v1/account-groups", { name: "解绑组" })).json().data;
    await operator.post(`/api/v1/account-groups/${group.id}/members`, { accountIds: [id] });
    const { accessToken } = await storedAccount(world, id);

    const unbound = await operator.delete(`/api/v1/accounts/${id}`);
    expect(unbound.json()).toMatchObject({ code: 0, msg: "账号已解绑", data: null });
    const info = await fetch(`${world.sandbox.url}/tiktok/v2/user/info/?fields=open_id`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(info.status).toBe(401);
    expect((await storedAccount(world, id)).row).toMatchObject({ status: "unbound", accessTokenEncrypted: null, refreshTokenEncrypted: null });
    expect((await operator.get("/api/v1/accounts")).json().data).toMatchObject({ total: 0, limit: { used: 0 } });
    expect((await operator.get("/api/v1/account-groups")).json().data.list[0]).toMatchObject({ id: group.id, accountCount: 0 });
    expect((await operator.delete(`/api/v1/accounts/${id}`)).statusCode).toBe(404);

    expect(await linkTiktok(world.runtime, operator, openId)).toBe(id);
    expect((await operator.get("/api/v1/accounts")).json().data.list[0]).toMatchObject({ id, groupIds: [] });
  });

  it("manages groups: unique names, members, counts, validation in both languages", async () => {
    const operator = await newOperator(world.runtime, "groups");
    const [a, b] = [await linkTiktok(world.runtime, operator), await linkTiktok(world.runtime, operator)];
    const created = await operator.post("/api/v1/account-groups", { name: " 美妆 ", remark: "主推", color: 2 });
    expect(created.json()).toMatchObject({ code: 0, data: { name: "美妆", remark: "主推", color: 2, accountCount: 0, publishedCount: 0 } });
    const id = created.json().data.id;

    const duplicate = await operator.post("/api/v1/account-groups", { name: "美妆" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().msg).toBe("分组名称已存在");
    expect((await operator.in("en").post("/api/v1/account-groups", { name: "美妆" })).json().msg).toBe("You already have a group with this name");

    const empty = await operator.post("/api/v1/account-groups", { name: "  " });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain("请输入分组名称");
    const long = await operator.in("en").post("/api/v1/account-groups", { name: "n".repeat(31), color: 11 });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain("The group name can have at most 30 characters");
    const noAccounts = await operator.post(`/api/v1/account-groups/${id}/members`, { accountIds: [] });
    expect(JSON.stringify(noAccounts.json())).toContain("请选择账号");

    expect((await operator.post(`/api/v1/account-groups/${id}/members`, { accountIds: [a, b, a] })).json().data.accountCount).toBe(2);
    expect((await operator.post(`/api/v1/account-groups/${id}/members/remove`, { accountIds: [a] })).json().data.accountCount).toBe(1);

    const other = (await operator.post("/api/v1/account-groups", { name: "游戏" })).json().data;
    expect((await operator.put(`/api/v1/account-groups/${other.id}`, { name: "美妆" })).statusCode).toBe(409);
    const renamed = await operator.put(`/api/v1/account-groups/${other.id}`, { name: "游戏号", remark: "", color: 5 });
    expect(renamed.json().data).toMatchObject({ id: other.id, name: "游戏号", color: 5 });
    expect((await operator.get("/api/v1/account-groups")).json().data.list.map((group: { name: string }) => group.name)).toEqual(["美妆", "游戏号"]);

    expect((await operator.delete(`/api/v1/account-groups/${other.id}`)).json()).toMatchObject({ code: 0 });
    expect((await operator.get("/api/v1/account-groups")).json().data.list).toHaveLength(1);
    expect((await operator.get("/api/v1/accounts")).json().data.total).toBe(2);
  });

  it("never shows or changes one operator's accounts, groups or links to another", async () => {
    const a = await newOperator(world.runtime, "iso-a");
    const b = await newOperator(world.runtime, "iso-b");
    const account = await linkTiktok(world.runtime, a);
    const group = (await a.post("/api/v1/account-groups", { name: "A的分组" })).json().data;
    const link = (await a.post("/api/v1/accounts/link", { platform: "tiktok", method: "redirect" })).json().data;
    const ownGroup = (await b.post("/api/v1/account-groups", { name: "B的分组" })).json().data;

    expect((await b.get("/api/v1/accounts")).json().data).toMatchObject({ total: 0, list: [] });
    expect((await b.get(`/api/v1/accounts?groupId=${group.id}`)).json().data.total).toBe(0);
    expect((await b.get("/api/v1/account-groups")).json().data.list.map((g: { id: number }) => g.id)).toEqual([ownGroup.id]);
    const refused = [
      await b.post(`/api/v1/accounts/${account}/remark`, { remark: "x" }),
      await b.post(`/api/v1/accounts/${account}/refresh`),
      await b.delete(`/api/v1/accounts/${account}`),
      await b.get(`/api/v1/accounts/link/${link.linkId}`),
      await b.put(`/api/v1/account-groups/${group.id}`, { name: "改名" }),
      await b.delete(`/api/v1/account-groups/${group.id}`),
      await b.post(`/api/v1/account-groups/${group.id}/members`, { accountIds: [account] }),
      await b.post(`/api/v1/account-groups/${ownGroup.id}/members`, { accountIds: [account] }),
      await b.post(`/api/v1/account-groups/${ownGroup.id}/members/remove`, { accountIds: [account] }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual(refused.map(() => 404));
    expect((await a.get("/api/v1/accounts")).json().data.list[0]).toMatchObject({ id: account, remark: "" });
    expect((await a.get("/api/v1/account-groups")).json().data.list[0]).toMatchObject({ id: group.id, name: "A的分组" });
  });

  it("renews soon-expiring tokens and records each day's totals in the background", async () => {
    const operator = await newOperator(world.runtime, "cron");
    const id = await linkTiktok(world.runtime, operator);
    const linked = await storedAccount(world, id);
    world.clock.advance(24 * HOUR_MS - 20 * 60 * 1000);

    await world.runtime.queue.send(refreshTokensJob, {});
    const renewed = await eventually(async () => {
      const now = await storedAccount(world, id);
      return now.accessToken !== linked.accessToken && now;
    });
    expect(renewed.refreshToken).not.toBe(linked.refreshToken);
    expect(renewed.row.tokenStatus).toBe("healthy");

    world.clock.advance(24 * HOUR_MS);
    const day = world.clock.now().toISOString().slice(0, 10);
    await world.runtime.queue.send(refreshStatsJob, {});
    const totals = await eventually(async () => {
      const [row] = await world.runtime.database.db
        .select()
        .from(accountMetricsDaily)
        .where(and(eq(accountMetricsDaily.accountId, id), eq(accountMetricsDaily.date, day)));
      return row;
    });
    const account = (await operator.get("/api/v1/accounts")).json().data.list[0];
    expect(totals).toMatchObject({ fans: account.stats.fans, likes: account.stats.likes, views: account.stats.views, videos: account.stats.videos });
    expect(account.statsUpdatedAt).toBe(world.clock.now().toISOString());
  });

  it("forgets link sessions a week after they expired", async () => {
    const operator = await newOperator(world.runtime, "purge");
    const link = (await operator.post("/api/v1/accounts/link", { platform: "tiktok", method: "redirect" })).json().data;
    const sessionRow = async () =>
      (await world.runtime.database.db.select().from(platformLinkSessions).where(eq(platformLinkSessions.id, link.linkId)))[0];
    expect(await sessionRow()).toBeDefined();
    world.clock.advance(8 * 24 * HOUR_MS);
    await world.runtime.queue.send(purgeLinkSessionsJob, {});
    await eventually(async () => !(await sessionRow()));
  });

  it("refuses every account route without a session", async () => {
    const anonymous = (method: "GET" | "POST", url: string) => world.runtime.app.inject({ method, url, ...(method === "POST" ? { payload: {} } : {}) });
    expect((await anonymous("GET", "/api/v1/accounts")).statusCode).toBe(401);
    expect((await anonymous("POST", "/api/v1/accounts/link")).statusCode).toBe(401);
    expect((await anonymous("GET", "/api/v1/account-groups")).statusCode).toBe(401);
  });
});

describe.each(testDrivers)("the plan's account allowance on %s", (driver) => {
  let world: AccountsWorld;
  beforeAll(async () => {
    world = await startAccountsWorld(driver, { PLAN_FREE_MAX_ACCOUNTS: "1" });
  });
  afterAll(async () => world?.dispose());

  it("refuses a second account on the free plan, and checks again when a link completes", async () => {
    const operator = await newOperator(world.runtime, "limit");
    const openId = freshCreator();
    await linkTiktok(world.runtime, operator, openId);
    const second = await operator.post("/api/v1/accounts/link", { platform: "tiktok", method: "redirect" });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ code: 4030, msg: "当前套餐最多绑定1个账号，请升级套餐后继续绑定" });
    expect((await operator.get("/api/v1/accounts")).json().data.limit).toEqual({ used: 1, max: 1 });

    // A link started before the limit was reached is checked again when it completes.
    const other = await newOperator(world.runtime, "limit-race");
    const first = (await other.post("/api/v1/accounts/link", { platform: "tiktok", method: "redirect" })).json().data;
    const second2 = (await other.post("/api/v1/accounts/link", { platform: "tiktok", method: "redirect" })).json().data;
    await followToServer(world.runtime, await consent(first.authUrl, { decision: "allow", open_id: freshCreator() }));
    const refused = await followToServer(world.runtime, await consent(second2.authUrl, { decision: "allow", open_id: freshCreator() }));
    expect(new URL(refused.headers.location as string, "http://x").searchParams.get("linkError")).toBe("当前套餐最多绑定1个账号，请升级套餐后继续绑定");
    expect((await other.get("/api/v1/accounts")).json().data.total).toBe(1);
  });
});
