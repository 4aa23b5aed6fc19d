import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lapsePlansJob } from "../../src/domains/plans/plans.jobs.ts";
import { linkTiktok, newOperator, operatorApi, startAccountsWorld, type AccountsWorld, type Operator } from "../accounts/helpers.ts";
import { DAY_MS, eventually } from "../analytics/helpers.ts";
import { eq } from "drizzle-orm";
import { planUpgradeRequests, users } from "../../src/db/schema/index.ts";
import { createAdmin, loginAdmin, loginOperator, registerOperator, uniqueEmail } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";

describe.each(testDrivers)("plans on %s", (driver) => {
  let world: AccountsWorld;
  let adminToken: string;
  beforeAll(async () => {
    world = await startAccountsWorld(driver, { PLAN_FREE_MAX_ACCOUNTS: "1", PLAN_PAID_MAX_ACCOUNTS: "3" });
    const email = uniqueEmail("plan-admin");
    await createAdmin(world.runtime, email, "Adminpass1");
    adminToken = await loginAdmin(world.runtime, email, "Adminpass1");
  });
  afterAll(async () => world?.dispose());

  const admin = (method: "GET" | "POST", url: string, payload?: object, token: string | null = adminToken) =>
    world.runtime.app.inject({ method, url: `/admin/api/v1${url}`, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), language_type: "en" }, ...(payload ? { payload } : {}) });
  const issueCode = async (durationDays = 30) => (await admin("POST", "/plan/redeem-codes", { durationDays })).json().data.list[0].code as string;
  const planOf = async (operator: Operator) => (await operator.get("/api/v1/plan")).json().data;

  it("shows the free plan with what each plan allows, from the same settings the server enforces", async () => {
    const operator = await newOperator(world.runtime, "plan-page");
    const plan = await planOf(operator);
    expect(plan).toMatchObject({ plan: "free", cycleEndsAt: null, nextPlan: null, upgradeRequest: null });
    expect(plan.plans).toEqual([
      { plan: "free", ...world.runtime.config.plans.free },
      { plan: "pro", ...world.runtime.config.plans.paid },
    ]);
    expect(plan.plans[0].maxAccounts).toBe(1);
  });

  it("upgrades with a single-use redeem code: the cycle starts now, a second code extends it, analytics opens", async () => {
    const operator = await newOperator(world.runtime, "redeem");
    expect((await operator.get("/api/v1/analytics/trend")).json().data.sample).toBe(true);
    const code = await issueCode(30);
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);

    const redeemed = await operator.in("en").post("/api/v1/plan/redeem", { code: code.toLowerCase() });
    expect(redeemed.json()).toMatchObject({ msg: "Code redeemed.", data: { plan: "pro", cycleEndsAt: new Date(world.clock.now().getTime() + 30 * DAY_MS).toISOString() } });
    expect((await operator.get("/api/v1/analytics/trend")).json().data.sample).toBe(false);

    const again = await (await newOperator(world.runtime, "reuse")).in("en").post("/api/v1/plan/redeem", { code });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe("This redeem code is not valid or has already been used.");
    await operator.post("/api/v1/plan/redeem", { code: await issueCode(10) });
    expect((await planOf(operator)).cycleEndsAt).toBe(new Date(world.clock.now().getTime() + 40 * DAY_MS).toISOString());
    const empty = await operator.in("en").post("/api/v1/plan/redeem", { code: "  " });
    expect([empty.statusCode, empty.json().msg]).toEqual([400, expect.stringContaining("Enter a redeem code.")]);
  });

  it("counts every one of several codes redeemed at the same moment", async () => {
    const operator = await newOperator(world.runtime, "codes-at-once");
    const codes = await Promise.all([1, 2, 3, 4, 5, 6].map((days) => issueCode(days)));
    const answers = await Promise.all(codes.map((code) => operator.post("/api/v1/plan/redeem", { code })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await planOf(operator)).toMatchObject({ plan: "pro", cycleEndsAt: new Date(world.clock.now().getTime() + 21 * DAY_MS).toISOString() });
  });

  it("sends an upgrade request that an administrator approves", async () => {
    const operator = await newOperator(world.runtime, "request");
    const sent = await operator.in("en").post("/api/v1/plan/upgrade-request", { note: "团队需要更多账号" });
    expect(sent.json()).toMatchObject({ msg: "Upgrade request sent. An administrator will review it.", data: { status: "pending", note: "团队需要更多账号" } });
    expect((await operator.in("en").post("/api/v1/plan/upgrade-request", {})).json().msg).toBe("You already have an upgrade request waiting for review.");

    const pending = (await admin("GET", "/plan/upgrade-requests")).json().data.list;
    const mine = pending.find((request: { id: number }) => request.id === sent.json().data.id);
    expect(mine).toMatchObject({ status: "pending", email: expect.stringContaining("request-") });
    expect((await admin("POST", `/plan/upgrade-requests/${mine.id}/approve`, { durationDays: 365 })).statusCode).toBe(200);
    expect((await admin("POST", `/plan/upgrade-requests/${mine.id}/reject`)).json().msg).toBe("This request has already been handled.");
    expect(await planOf(operator)).toMatchObject({ plan: "pro", upgradeRequest: { status: "approved" } });
  });

  it("pages the upgrade requests, filters them by status and sorts them by time, status and email both ways (ties newest id first)", async () => {
    const requestOf = async (label: string) => (await (await newOperator(world.runtime, label)).post("/api/v1/plan/upgrade-request", {})).json().data.id as number;
    const [first, second, third] = [await requestOf("sortreq-c"), await requestOf("sortreq-a"), await requestOf("sortreq-b")];
    const mine = [first, second, third];
    const at = new Date(Date.UTC(2026, 10, 20, 9));
    for (const [id, createdAt] of [[first, at], [second, at], [third, new Date(at.getTime() - 3_600_000)]] as const) {
      await world.runtime.database.db.update(planUpgradeRequests).set({ createdAt }).where(eq(planUpgradeRequests.id, id));
    }
    expect((await admin("POST", `/plan/upgrade-requests/${second}/approve`, { durationDays: 30 })).statusCode).toBe(200);
    expect((await admin("POST", `/plan/upgrade-requests/${third}/reject`)).statusCode).toBe(200);

    const page = async (query: string) => (await admin("GET", `/plan/upgrade-requests?pageSize=100${query}`)).json().data;
    const order = async (query: string) => (await page(query)).list.map((request: { id: number }) => request.id).filter((id: number) => mine.includes(id));
    expect(await order("")).toEqual([second, first, third]);
    expect(await order("&sortBy=createdAt&sortOrder=asc")).toEqual([third, second, first]);
    expect(await order("&sortBy=status&sortOrder=asc")).toEqual([first, second, third]);
    expect(await order("&sortBy=status&sortOrder=desc")).toEqual([third, second, first]);
    expect(await order("&sortBy=email&sortOrder=asc")).toEqual([second, third, first]);
    expect(await order("&sortBy=email&sortOrder=desc")).toEqual([first, third, second]);

    const all = await page("");
    expect(all.total).toBe(all.list.length);
    expect(all.list.find((request: { id: number }) => request.id === second)).toMatchObject({ status: "approved", decidedAt: expect.any(String), email: expect.stringContaining("sortreq-a") });
    const approved = await page("&status=approved");
    expect(approved.list.every((request: { status: string }) => request.status === "approved")).toBe(true);
    expect(await order("&status=pending")).toEqual([first]);
    expect((await admin("GET", "/plan/upgrade-requests?page=2&pageSize=1")).json().data).toMatchObject({ total: all.total, list: [{ id: all.list[1].id }] });

    for (const query of ["sortBy=note", "sortOrder=newest"]) {
      const refused = await admin("GET", `/plan/upgrade-requests?${query}`);
      expect([refused.statusCode, refused.json().msg], query).toEqual([400, expect.stringContaining("The sort field is not valid")]);
    }
    const badStatus = await admin("GET", "/plan/upgrade-requests?status=waiting");
    expect([badStatus.statusCode, badStatus.json().msg]).toEqual([400, expect.stringContaining("The status is not valid")]);
  });

  it("keeps a downgrade until the cycle ends, then the daily job falls back to free without deleting accounts", async () => {
    const operator = await newOperator(world.runtime, "downgrade");
    expect((await operator.in("en").post("/api/v1/plan/downgrade")).json().msg).toBe("You are on the free plan: there is nothing to downgrade.");
    await operator.post("/api/v1/plan/redeem", { code: await issueCode(1) });
    await linkTiktok(world.runtime, operator);
    await linkTiktok(world.runtime, operator);
    const scheduled = await operator.in("en").post("/api/v1/plan/downgrade");
    expect(scheduled.json()).toMatchObject({ msg: "Your plan becomes the free plan when this cycle ends. Prepaid fees are not refunded.", data: { plan: "pro", nextPlan: "free" } });

    world.clock.advance(2 * DAY_MS);
    try {
      await world.runtime.queue.send(lapsePlansJob, {});
      const lapsed = await eventually(async () => {
        const plan = await planOf(operator);
        return plan.plan === "free" && plan;
      });
      expect(lapsed).toMatchObject({ cycleEndsAt: null, nextPlan: null });
      const accounts = (await operator.get("/api/v1/accounts")).json().data;
      expect(accounts).toMatchObject({ total: 2, limit: { used: 2, max: 1 } });
    } finally {
      world.clock.advance(-2 * DAY_MS);
    }
  });

  it("keeps one end date: the administrator's setting is the cycle the CRM shows and the daily job lapses", async () => {
    const email = uniqueEmail("admin-set");
    await registerOperator(world.runtime, email);
    const operator = operatorApi(world.runtime, await loginOperator(world.runtime, email, "Passw0rd"));
    const [row] = await world.runtime.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const id = row!.id;
    const endsAt = new Date(world.clock.now().getTime() + DAY_MS).toISOString();
    const set = await admin("POST", "/userInfo/plan", { id, plan: "pro", planEndsAt: endsAt });
    expect(set.json().data).toMatchObject({ plan: "pro", planEndsAt: endsAt, planSource: "individual" });
    expect(await planOf(operator)).toMatchObject({ plan: "pro", cycleEndsAt: endsAt });

    await operator.post("/api/v1/plan/redeem", { code: await issueCode(1) });
    const extended = new Date(Date.parse(endsAt) + DAY_MS).toISOString();
    expect((await planOf(operator)).cycleEndsAt).toBe(extended);
    const listed = await admin("POST", "/userInfo/page", { keyword: email });
    expect(listed.json().data.list[0]).toMatchObject({ plan: "pro", planEndsAt: extended });

    world.clock.advance(3 * DAY_MS);
    try {
      await world.runtime.queue.send(lapsePlansJob, {});
      expect(await eventually(async () => (await planOf(operator)).plan === "free")).toBe(true);
      expect((await admin("POST", "/userInfo/page", { keyword: email })).json().data.list[0]).toMatchObject({ plan: "free", planEndsAt: null });
    } finally {
      world.clock.advance(-3 * DAY_MS);
    }

    expect((await admin("POST", "/userInfo/plan", { id, plan: "pro", planEndsAt: null })).json().data).toMatchObject({ plan: "pro", planEndsAt: null });
    expect(await planOf(operator)).toMatchObject({ plan: "pro", cycleEndsAt: null });
  });

  it("answers the admin plan endpoints only with an administrator's token", async () => {
    const operator = await newOperator(world.runtime, "not-admin");
    for (const [method, url, body] of [
      ["POST", "/plan/redeem-codes", { durationDays: 30 }],
      ["GET", "/plan/upgrade-requests", undefined],
      ["POST", "/plan/upgrade-requests/1/approve", { durationDays: 30 }],
      ["POST", "/plan/upgrade-requests/1/reject", undefined],
    ] as const) {
      expect((await admin(method, url, body, null)).statusCode, url).toBe(401);
      expect((await admin(method, url, body, operator.token)).statusCode, url).toBe(401);
    }
    const invalid = await admin("POST", "/plan/redeem-codes", { durationDays: 0 });
    expect([invalid.statusCode, invalid.json().msg]).toEqual([400, expect.stringContaining("The duration must be 1 to 3660 days.")]);
    expect((await admin("POST", "/plan/upgrade-requests/abc/approve", { durationDays: 3 })).statusCode).toBe(400);
  });
});
