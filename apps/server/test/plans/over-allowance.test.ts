import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema/index.ts";
import { lapsePlansJob } from "../../src/domains/plans/plans.jobs.ts";
import { linkTiktok, newOperator, operatorApi, startAccountsWorld, type AccountsWorld, type Operator } from "../accounts/helpers.ts";
import { DAY_MS, eventually } from "../analytics/helpers.ts";
import { createAdmin, loginAdmin, loginOperator, registerOperator, uniqueEmail } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";

type Listed = { id: number; readOnly: boolean };

describe.each(testDrivers)("accounts over the plan's allowance after a downgrade on %s", (driver) => {
  let world: AccountsWorld;
  let adminToken: string;
  beforeAll(async () => {
    world = await startAccountsWorld(driver, { PLAN_FREE_MAX_ACCOUNTS: "1", PLAN_PAID_MAX_ACCOUNTS: "3" });
    const email = uniqueEmail("keep-admin");
    await createAdmin(world.runtime, email, "Adminpass1");
    adminToken = await loginAdmin(world.runtime, email, "Adminpass1");
  });
  afterAll(async () => world?.dispose());

  const issueCode = async () => {
    const issued = await world.runtime.app.inject({ method: "POST", url: "/admin/api/v1/plan/redeem-codes", headers: { authorization: `Bearer ${adminToken}` }, payload: { durationDays: 1 } });
    return issued.json().data.list[0].code as string;
  };
  const readOnlyIds = async (operator: Operator) => ((await operator.get("/api/v1/accounts")).json().data.list as Listed[]).filter((row) => row.readOnly).map((row) => row.id).sort();
  const publishTo = (operator: Operator, accountId: number) => operator.in("en").post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [accountId], mediaIds: [1], title: "超额", options: { privacy: "public" } });

  it("keeps every account and its data, makes the extra ones read-only until the operator chooses, and refuses publishing from them", async () => {
    const operator = await newOperator(world.runtime, "keep");
    await operator.post("/api/v1/plan/redeem", { code: await issueCode() });
    const [first, second, third] = [await linkTiktok(world.runtime, operator), await linkTiktok(world.runtime, operator), await linkTiktok(world.runtime, operator)];
    expect(await readOnlyIds(operator)).toEqual([]);

    world.clock.advance(2 * DAY_MS);
    try {
      await world.runtime.queue.send(lapsePlansJob, {});
      await eventually(async () => (await operator.get("/api/v1/plan")).json().data.plan === "free");
      const page = (await operator.get("/api/v1/accounts")).json().data;
      expect(page).toMatchObject({ total: 3, limit: { used: 3, max: 1 } });
      expect(await readOnlyIds(operator)).toEqual([second, third].sort());
      // A filtered page and a later page mark the same accounts (the filtered list counts the active accounts on its own).
      const filtered = (await operator.get("/api/v1/accounts?platform=tiktok&pageSize=2&page=2")).json().data;
      expect(filtered).toMatchObject({ total: 3, limit: { used: 3, max: 1 }, list: [{ id: first, readOnly: false }] });
      expect((await operator.get(`/api/v1/accounts?keyword=${encodeURIComponent("no such account")}`)).json().data).toMatchObject({ total: 0, list: [], limit: { used: 3, max: 1 } });

      const refused = await publishTo(operator, third!);
      expect([refused.statusCode, refused.json().msg]).toEqual([400, expect.stringContaining("is read-only: it is over your plan's account limit")]);
      expect((await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [second], mediaIds: [1], title: "超额", options: { privacy: "public" } })).json().msg).toContain("为只读");
      expect((await publishTo(operator, first!)).json().msg).toBe("A chosen file does not exist or cannot be published");

      const tooMany = await operator.in("en").post("/api/v1/accounts/keep", { ids: [first, third] });
      expect([tooMany.statusCode, tooMany.json().msg]).toEqual([400, "Your plan keeps at most 1 accounts active."]);
      expect((await operator.in("en").post("/api/v1/accounts/keep", { ids: [] })).statusCode).toBe(400);
      expect((await operator.in("en").post("/api/v1/accounts/keep", { ids: ["x"] })).statusCode).toBe(400);

      const kept = await operator.in("en").post("/api/v1/accounts/keep", { ids: [third] });
      expect(kept.json()).toMatchObject({ code: 0, msg: "Saved. The other accounts are read-only." });
      expect(await readOnlyIds(operator)).toEqual([first, second].sort());
      expect((await operator.get(`/api/v1/accounts`)).json().data.list.find((row: Listed) => row.id === third)).toMatchObject({ readOnly: false });
      expect((await publishTo(operator, third!)).json().msg).toBe("A chosen file does not exist or cannot be published");
      expect((await publishTo(operator, first!)).json().msg).toContain("is read-only");
      const remarked = await operator.post(`/api/v1/accounts/${first}/remark`, { remark: "只读也能备注" });
      expect(remarked.json().data).toMatchObject({ id: first, readOnly: true });

      await operator.post("/api/v1/plan/redeem", { code: await issueCode() });
      expect(await readOnlyIds(operator)).toEqual([]);
    } finally {
      world.clock.advance(-2 * DAY_MS);
    }
  });

  it("counts a group member's accounts against the group's plan, as linking and publishing do", async () => {
    const email = uniqueEmail("keep-member");
    await registerOperator(world.runtime, email);
    const member = operatorApi(world.runtime, await loginOperator(world.runtime, email, "Passw0rd"));
    const [row] = await world.runtime.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const admin = (url: string, payload: object) => world.runtime.app.inject({ method: "POST", url: `/admin/api/v1${url}`, headers: { authorization: `Bearer ${adminToken}` }, payload });
    const group = (await admin("/group/add", { name: `会员组${Math.random().toString(36).slice(2, 8)}`, plan: "pro", planEndsAt: null })).json().data.id as number;
    expect((await admin("/group/joinGroup", { groupId: group, userIds: [row!.id] })).json().code).toBe(1);
    // Nothing linked yet: the page's totals come from their own statement.
    expect((await member.get("/api/v1/accounts")).json().data.limit).toEqual({ used: 0, max: 3 });

    // The free plan of their own allows 1; the group's plan allows 3, so both link and neither is read-only.
    await linkTiktok(world.runtime, member);
    await linkTiktok(world.runtime, member);
    const page = (await member.get("/api/v1/accounts")).json().data;
    expect(page).toMatchObject({ total: 2, limit: { used: 2, max: 3 } });
    expect(await readOnlyIds(member)).toEqual([]);
    expect((await member.get("/api/v1/plan")).json().data.plan).toBe("pro");
  });

  it("lets an operator choose only among their own active accounts, and only when signed in", async () => {
    const owner = await newOperator(world.runtime, "keep-owner");
    const account = await linkTiktok(world.runtime, owner);
    const other = await newOperator(world.runtime, "keep-other");
    expect((await other.post("/api/v1/accounts/keep", { ids: [account] })).statusCode).toBe(404);
    const anonymous = await world.runtime.app.inject({ method: "POST", url: "/api/v1/accounts/keep", payload: { ids: [account] } });
    expect(anonymous.statusCode).toBe(401);
    expect((await owner.post("/api/v1/accounts/keep", { ids: [account] })).json().code).toBe(0);
    expect(await readOnlyIds(other)).toEqual([]);
  });
});
