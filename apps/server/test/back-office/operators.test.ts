import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planSubscriptions, platformAccounts, publishItems, publishTasks, sessions, userPlanOverrides, users } from "../../src/db/schema/index.ts";
import { DEFAULT_ADMIN, DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { callerOf, lastCodeTo, lastInvitationTokenTo, loginAdmin, loginOperator, registerOperator, uniqueEmail } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { expectOrders } from "../list-order.ts";
import { adminCaller, latestAuditRows } from "./helpers.ts";

describe.each(testDrivers)("用户管理 (admin end users) on %s", (driver) => {
  let runtime: TestRuntime;
  let admin: ReturnType<typeof adminCaller>;
  let operatorToken: string;
  beforeAll(async () => {
    runtime = await startTestRuntime(driver);
    admin = adminCaller(runtime, await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password));
    operatorToken = await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  });
  afterAll(async () => runtime?.dispose());

  const createOperator = async (payload: object) => {
    const response = await admin("POST", "/userInfo/add", payload);
    expect(response.json()).toMatchObject({ code: 1 });
    return response.json().data as { id: number; email: string };
  };

  it("creates an operator with an initial password who can then sign in", async () => {
    const email = uniqueEmail("initial");
    const created = await admin("POST", "/userInfo/add", { email, nickname: "小王", password: "Passw0rd1", mobile: "13800001111" });
    expect(created.json()).toMatchObject({ code: 1, msg: "已创建用户", data: { email, nickname: "小王", mobile: "13800001111", plan: "free", status: "active", linkedAccounts: 0 } });
    expect(await loginOperator(runtime, email, "Passw0rd1")).toEqual(expect.any(String));
    expect((await latestAuditRows(runtime, 1))[0]).toMatchObject({ method: "POST", path: "/admin/api/v1/userInfo/add", adminId: expect.any(Number) });
  });

  it("invites an operator by email: the emailed link sets the password", async () => {
    const email = uniqueEmail("invited");
    const created = await admin("POST", "/userInfo/add", { email, nickname: "受邀用户" });
    expect(created.json().msg).toBe("已创建用户，邀请邮件已发送");
    const token = await lastInvitationTokenTo(runtime, email);
    const accepted = await callerOf(runtime).post("/api/v1/user/acceptInvitation", { token, password: "Chosen123" });
    expect(accepted.json()).toMatchObject({ code: 0, data: { tokenValue: expect.any(String) } });
    expect(await loginOperator(runtime, email, "Chosen123")).toEqual(expect.any(String));
  });

  it("refuses a taken email and an unknown company, in the caller's language", async () => {
    const taken = await admin("POST", "/userInfo/add", { email: DEMO_OPERATOR.email, nickname: "重复", password: "Passw0rd1" });
    expect(taken.statusCode).toBe(409);
    const unknown = await adminCaller(runtime, (await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)), "en")("POST", "/userInfo/add", {
      email: uniqueEmail("nocompany"),
      nickname: "x",
      companyId: 999_999,
      password: "Passw0rd1",
    });
    expect(unknown.json()).toMatchObject({ msg: "The company does not exist" });
    const bad = await admin("POST", "/userInfo/add", { email: "not-an-email", nickname: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { message: string }) => error.message)).toEqual(expect.arrayContaining(["请输入正确的邮箱地址", "请输入昵称"]));
  });

  it("lists operators with filters, sorting and pagination", async () => {
    const company = (await admin("POST", "/company/add", { companyKey: `k-${Date.now()}`, companyName: "星河传媒" })).json().data.id as number;
    const group = (await admin("POST", "/group/add", { name: `组-${Date.now()}` })).json().data.id as number;
    const tag = `filt${Date.now()}`;
    const first = await createOperator({ email: `${tag}-a@example.com`, nickname: "甲", password: "Passw0rd1", companyId: company });
    const second = await createOperator({ email: `${tag}-b@example.com`, nickname: "乙", password: "Passw0rd1" });
    await admin("POST", "/group/joinGroup", { groupId: group, userIds: [second.id] });

    const byKeyword = (await admin("POST", "/userInfo/page", { keyword: tag, sortBy: "email", sortOrder: "asc" })).json().data;
    expect(byKeyword.total).toBe(2);
    expect(byKeyword.list.map((row: { id: number }) => row.id)).toEqual([first.id, second.id]);
    expect(byKeyword.list[0].company).toMatchObject({ id: company, companyName: "星河传媒" });

    const byCompany = (await admin("POST", "/userInfo/page", { companyId: company })).json().data;
    expect(byCompany.list.map((row: { id: number }) => row.id)).toEqual([first.id]);
    const byGroup = (await admin("POST", "/userInfo/page", { groupId: group })).json().data;
    expect(byGroup.list).toMatchObject([{ id: second.id, groups: [{ id: group }] }]);
    const paged = (await admin("POST", "/userInfo/page", { keyword: tag, page: 2, pageSize: 1, sortBy: "email", sortOrder: "asc" })).json().data;
    expect(paged).toMatchObject({ total: 2, list: [{ id: second.id }] });
    expect((await admin("POST", "/userInfo/page", { keyword: "100%_\\" })).json().data.total).toBe(0);
    expect((await admin("POST", "/userInfo/page", { sortBy: "password" })).statusCode).toBe(400);
    // Only the second has signed in: "never" comes last both ways.
    await loginOperator(runtime, second.email, "Passw0rd1");
    const ids = async (sortBy: string, sortOrder: string) => (await admin("POST", "/userInfo/page", { keyword: tag, sortBy, sortOrder })).json().data.list as { id: number }[];
    await expectOrders(ids, {
      lastLoginAt: { asc: [second.id, first.id], desc: [second.id, first.id] },
      createdAt: { asc: [first.id, second.id], desc: [second.id, first.id] },
      email: { asc: [first.id, second.id], desc: [second.id, first.id] },
    });
    // A list read is not an audited write.
    expect((await latestAuditRows(runtime, 1))[0]?.path).not.toBe("/admin/api/v1/userInfo/page");
  });

  it("edits the profile and sets the plan and its cycle end", async () => {
    const operator = await createOperator({ email: uniqueEmail("edit"), nickname: "旧名", password: "Passw0rd1" });
    const edited = await admin("POST", "/userInfo/update", { id: operator.id, nickname: "新名", mobile: "13900002222" });
    expect(edited.json()).toMatchObject({ code: 1, msg: "保存成功", data: { nickname: "新名", mobile: "13900002222" } });
    const planned = await admin("POST", "/userInfo/plan", { id: operator.id, plan: "pro", planEndsAt: "2027-12-31T00:00:00.000Z" });
    expect(planned.json().data).toMatchObject({ plan: "pro", planEndsAt: "2027-12-31T00:00:00.000Z", planSource: "individual" });
    expect((await admin("POST", "/userInfo/plan", { id: operator.id, plan: "gold", planEndsAt: null })).statusCode).toBe(400);
    expect((await admin("POST", "/userInfo/update", { id: 999_999, nickname: "x" })).statusCode).toBe(404);
  });

  it("sets a plan all or nothing: when the plan's write fails, neither its cycle nor the individual mark is kept", async () => {
    const operator = await createOperator({ email: uniqueEmail("atomic-plan"), nickname: "原子", password: "Passw0rd1" });
    const { db } = runtime.database;
    // The last of the three writes (users.plan) fails, as a lost connection or a full disk would make it.
    await db.execute(sql.raw(`create function refuse_plan_write() returns trigger language plpgsql as $$ begin if new.id = ${operator.id} and new.plan = 'pro' then raise exception 'plan write refused by the test'; end if; return new; end $$`));
    await db.execute(sql.raw("create trigger refuse_plan_write before update of plan on users for each row execute function refuse_plan_write()"));
    try {
      const refused = await admin("POST", "/userInfo/plan", { id: operator.id, plan: "pro", planEndsAt: "2027-12-31T00:00:00.000Z" });
      expect(refused.statusCode).toBe(500);
      const [user] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, operator.id));
      expect(user?.plan).toBe("free");
      expect(await db.select().from(planSubscriptions).where(eq(planSubscriptions.userId, operator.id))).toEqual([]);
      expect(await db.select().from(userPlanOverrides).where(eq(userPlanOverrides.userId, operator.id))).toEqual([]);
    } finally {
      await db.execute(sql.raw("drop trigger refuse_plan_write on users"));
      await db.execute(sql.raw("drop function refuse_plan_write()"));
    }
    const planned = await admin("POST", "/userInfo/plan", { id: operator.id, plan: "pro", planEndsAt: "2027-12-31T00:00:00.000Z" });
    expect(planned.json().data).toMatchObject({ plan: "pro", planEndsAt: "2027-12-31T00:00:00.000Z", planSource: "individual" });
  });

  it("disables an operator: their sessions end and sign-in is refused until enabled", async () => {
    const email = uniqueEmail("disable");
    const operator = await createOperator({ email, nickname: "停用", password: "Passw0rd1" });
    const token = await loginOperator(runtime, email, "Passw0rd1");
    expect((await admin("POST", "/userInfo/status", { id: operator.id, status: "disabled" })).json().data.status).toBe("disabled");
    expect((await callerOf(runtime, { token }).get("/api/v1/user/getUserInfo")).statusCode).toBe(401);
    const refused = await callerOf(runtime, { language: "en" }).post("/api/v1/user/login", { account: email, password: "Passw0rd1" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe("This account is disabled. Contact your administrator");
    expect((await admin("POST", "/userInfo/page", { keyword: email, status: "disabled" })).json().data.total).toBe(1);

    await admin("POST", "/userInfo/status", { id: operator.id, status: "active" });
    expect(await loginOperator(runtime, email, "Passw0rd1")).toEqual(expect.any(String));
  });

  it("emails a password reset code", async () => {
    const email = uniqueEmail("reset");
    const operator = await createOperator({ email, nickname: "重置", password: "Passw0rd1" });
    const sent = await admin("POST", "/userInfo/resetPassword", { id: operator.id });
    expect(sent.json()).toMatchObject({ code: 1, msg: "重置密码邮件已发送" });
    expect(await lastCodeTo(runtime, email)).toMatch(/^\d{6}$/);
  });

  it("deletes an operator: signs them out, revokes their platform grants, keeps their records", async () => {
    const email = uniqueEmail("delete");
    await registerOperator(runtime, email, "Passw0rd1");
    const token = await loginOperator(runtime, email, "Passw0rd1");
    const [user] = await runtime.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error("no user");
    await runtime.database.db.insert(platformAccounts).values({
      userId: user.id,
      platform: "tiktok",
      externalId: `ext-${user.id}`,
      name: "频道",
      accessTokenEncrypted: "sealed-access",
      refreshTokenEncrypted: "sealed-refresh",
      linkedAt: new Date(),
    });
    const listed = (await admin("POST", "/userInfo/page", { keyword: email })).json().data.list[0];
    expect(listed.linkedAccounts).toBe(1);

    const deleted = await admin("DELETE", `/userInfo/del/${user.id}`);
    expect(deleted.json()).toMatchObject({ code: 1, msg: "用户已删除：已退出登录、已撤销平台授权，记录保留至审计期满", data: { revokedGrants: 1 } });
    expect((await callerOf(runtime, { token }).get("/api/v1/user/getUserInfo")).statusCode).toBe(401);
    expect((await callerOf(runtime).post("/api/v1/user/login", { account: email, password: "Passw0rd1" })).statusCode).toBe(401);
    const [account] = await runtime.database.db.select().from(platformAccounts).where(eq(platformAccounts.userId, user.id));
    expect(account).toMatchObject({ status: "unbound", accessTokenEncrypted: null, refreshTokenEncrypted: null });
    const [kept] = await runtime.database.db.select().from(users).where(eq(users.id, user.id));
    expect(kept?.status).toBe("deleted");
    const live = await runtime.database.db.select().from(sessions).where(eq(sessions.subjectId, user.id));
    expect(live.every((session) => session.subjectType !== "user" || session.revokedAt)).toBe(true);
    expect((await admin("POST", "/userInfo/page", { keyword: email })).json().data.total).toBe(0);
    expect((await admin("DELETE", `/userInfo/del/${user.id}`)).statusCode).toBe(404);
    expect((await latestAuditRows(runtime, 1))[0]).toMatchObject({ method: "DELETE", path: `/admin/api/v1/userInfo/del/${user.id}` });
  });

  it("answers task completions per operator (zero until the publishing engine records tasks)", async () => {
    const operator = await createOperator({ email: uniqueEmail("tasks"), nickname: "任务", password: "Passw0rd1" });
    const counts = await admin("POST", "/userInfo/task/completions", { ids: [operator.id], startDate: "2026-11-01", endDate: "2026-11-30" });
    expect(counts.json()).toMatchObject({ code: 1, data: [{ id: operator.id, tasks: 0, itemsSucceeded: 0, itemsFailed: 0 }] });
    expect((await admin("POST", "/userInfo/task/completions", { ids: [], startDate: "x", endDate: "2026-11-30" })).statusCode).toBe(400);
  });

  it("counts an operator's completions day by day over a range, with zeros on days without tasks", async () => {
    const operator = await createOperator({ email: uniqueEmail("daily"), nickname: "每日", password: "Passw0rd1" });
    const { db } = runtime.database;
    const [account] = await db
      .insert(platformAccounts)
      .values({ userId: operator.id, platform: "tiktok", externalId: `daily-${operator.id}`, name: "频道", linkedAt: new Date() })
      .returning({ id: platformAccounts.id });
    const task = async (createdAt: string, statuses: number[]) => {
      const at = new Date(createdAt);
      const [row] = await db
        .insert(publishTasks)
        .values({ userId: operator.id, type: "PUBLISH_TIKTOK", platform: "tiktok", name: "任务", title: "标题", options: {}, sendType: "accounts", startAt: at, createdAt: at, operatedAt: at })
        .returning({ id: publishTasks.id });
      for (const status of statuses) {
        await db.insert(publishItems).values({ taskId: row!.id, userId: operator.id, accountId: account!.id, platform: "tiktok", kind: "video", mediaIds: [], title: "标题", status, scheduledAt: at, updatedAt: at });
      }
    };
    await task("2026-11-02T23:30:00.000Z", [1, 2]);
    await task("2026-11-04T00:10:00.000Z", [1, 1, 0]);
    await task("2026-11-04T12:00:00.000Z", [2]);
    await task("2026-11-09T12:00:00.000Z", [1]);

    const answer = await admin("POST", "/userInfo/task/completions", { ids: [operator.id], startDate: "2026-11-02", endDate: "2026-11-04", daily: true });
    expect(answer.json()).toMatchObject({ code: 1, data: [{ id: operator.id, tasks: 3, itemsSucceeded: 3, itemsFailed: 2, itemsDistributing: 1 }] });
    expect(answer.json().data[0].daily).toEqual([
      { date: "2026-11-02", tasks: 1, itemsSucceeded: 1, itemsFailed: 1, itemsDistributing: 0 },
      { date: "2026-11-03", tasks: 0, itemsSucceeded: 0, itemsFailed: 0, itemsDistributing: 0 },
      { date: "2026-11-04", tasks: 2, itemsSucceeded: 2, itemsFailed: 1, itemsDistributing: 1 },
    ]);
    const totalsOnly = await admin("POST", "/userInfo/task/completions", { ids: [operator.id], startDate: "2026-11-01", endDate: "2026-11-30" });
    expect(totalsOnly.json().data[0]).toEqual({ id: operator.id, tasks: 4, itemsSucceeded: 4, itemsFailed: 2, itemsDistributing: 1 });
  });

  it("refuses a day-by-day range that runs backwards or is longer than 92 days, in both languages", async () => {
    const backwards = await admin("POST", "/userInfo/task/completions", { ids: [1], startDate: "2026-11-10", endDate: "2026-11-01", daily: true });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([{ field: "body.endDate", message: "按天统计时结束日期不能早于开始日期，且最多统计92天" }]);
    const token = await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    const tooLong = await adminCaller(runtime, token, "en")("POST", "/userInfo/task/completions", { ids: [1], startDate: "2026-01-01", endDate: "2026-04-03", daily: true });
    expect(tooLong.json().errors).toEqual([{ field: "body.endDate", message: "Day by day, the end date cannot be before the start date and the range is at most 92 days" }]);
    const quarter = await admin("POST", "/userInfo/task/completions", { ids: [1], startDate: "2026-01-01", endDate: "2026-04-02", daily: true });
    expect(quarter.json().data[0].daily).toHaveLength(92);
  });

  it("needs an administrator: no token and an operator's token get 401 on every endpoint", async () => {
    const endpoints: [string, string][] = [
      ["POST", "/userInfo/page"],
      ["POST", "/userInfo/add"],
      ["POST", "/userInfo/update"],
      ["POST", "/userInfo/plan"],
      ["POST", "/userInfo/status"],
      ["POST", "/userInfo/resetPassword"],
      ["DELETE", "/userInfo/del/1"],
      ["POST", "/userInfo/task/completions"],
    ];
    for (const [method, url] of endpoints) {
      const anonymous = await runtime.app.inject({ method: method as "POST", url: `/admin/api/v1${url}`, payload: {} });
      expect(anonymous.statusCode, url).toBe(401);
      const operator = await runtime.app.inject({ method: method as "POST", url: `/admin/api/v1${url}`, payload: {}, headers: { authorization: operatorToken, alltoken: operatorToken } });
      expect(operator.statusCode, url).toBe(401);
    }
  });
});
