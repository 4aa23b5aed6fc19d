import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../../src/db/schema/index.ts";
import { DEFAULT_ADMIN } from "../../src/domains/identity/seed.ts";
import { lapsePlansJob } from "../../src/domains/plans/plans.jobs.ts";
import { operatorApi, type Operator } from "../accounts/helpers.ts";
import { DAY_MS, runJob } from "../analytics/helpers.ts";
import { adminCaller } from "../back-office/helpers.ts";
import { loginAdmin, loginOperator, registerOperator, uniqueEmail } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { createTestClock, startTestRuntime, type TestRuntime } from "../test-runtime.ts";

type Member = { id: number; email: string; crm: Operator };

describe.each(testDrivers)("group plans ending on %s", (driver) => {
  const clock = createTestClock();
  let runtime: TestRuntime;
  let admin: ReturnType<typeof adminCaller>;
  beforeAll(async () => {
    runtime = await startTestRuntime(driver, {}, undefined, { clock: clock.now });
    admin = adminCaller(runtime, await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password));
  });
  afterAll(async () => runtime?.dispose());

  const newMember = async (label: string): Promise<Member> => {
    const email = uniqueEmail(label);
    await registerOperator(runtime, email);
    const [row] = await runtime.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { id: row!.id, email, crm: operatorApi(runtime, await loginOperator(runtime, email, "Passw0rd")) };
  };
  const newGroup = async (plan: string, planEndsAt: Date) => {
    const created = await admin("POST", "/group/add", { name: `组${Math.random().toString(36).slice(2, 8)}`, plan, planEndsAt: planEndsAt.toISOString() });
    return created.json().data.id as number;
  };
  const crmPlan = async (member: Member) => (await member.crm.get("/api/v1/plan")).json().data.plan as string;
  const listedPlan = async (member: Member) => {
    const row = (await admin("POST", "/userInfo/page", { keyword: member.email })).json().data.list[0];
    return { plan: row.plan, planSource: row.planSource, planEndsAt: row.planEndsAt };
  };

  it("lapses a group plan that ended yesterday: members without a plan of their own are free in the CRM and in 用户管理", async () => {
    const endsTomorrow = new Date(clock.now().getTime() + DAY_MS);
    const ending = await newGroup("pro", endsTomorrow);
    const running = await newGroup("pro", new Date(clock.now().getTime() + 30 * DAY_MS));
    const [inheriting, individual, elsewhere] = [await newMember("group-lapse"), await newMember("group-own"), await newMember("group-running")];
    await admin("POST", "/group/joinGroup", { groupId: ending, userIds: [inheriting.id, individual.id] });
    await admin("POST", "/group/joinGroup", { groupId: running, userIds: [elsewhere.id] });
    await admin("POST", "/userInfo/plan", { id: individual.id, plan: "pro", planEndsAt: null });
    expect(await crmPlan(inheriting)).toBe("pro");
    expect(await listedPlan(inheriting)).toEqual({ plan: "pro", planSource: "group", planEndsAt: endsTomorrow.toISOString() });

    clock.advance(2 * DAY_MS);
    try {
      await runJob(runtime, lapsePlansJob, {});
      expect(await crmPlan(inheriting)).toBe("free");
      expect(await listedPlan(inheriting)).toEqual({ plan: "free", planSource: "default", planEndsAt: null });
      expect((await inheriting.crm.get("/api/v1/analytics/trend")).json().data.sample).toBe(true);
      const group = (await admin("POST", "/group/page", { pageSize: 100 })).json().data.list.find((row: { id: number }) => row.id === ending);
      expect(group).toMatchObject({ plan: null, planEndsAt: null, members: 2 });

      expect([await crmPlan(individual), (await listedPlan(individual)).planSource]).toEqual(["pro", "individual"]);
      expect([await crmPlan(elsewhere), (await listedPlan(elsewhere)).planSource]).toEqual(["pro", "group"]);
    } finally {
      clock.advance(-2 * DAY_MS);
    }
  });

  it("keeps a group plan through its last day", async () => {
    const endsAt = new Date(clock.now().getTime() + DAY_MS);
    const group = await newGroup("pro", endsAt);
    const member = await newMember("group-last-day");
    await admin("POST", "/group/joinGroup", { groupId: group, userIds: [member.id] });
    clock.advance(DAY_MS - 1000);
    try {
      await runJob(runtime, lapsePlansJob, {});
      expect(await crmPlan(member)).toBe("pro");
      expect(await listedPlan(member)).toEqual({ plan: "pro", planSource: "group", planEndsAt: endsAt.toISOString() });
    } finally {
      clock.advance(-(DAY_MS - 1000));
    }
  });
});
