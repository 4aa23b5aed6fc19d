import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessionSchema } from "@cdp/contracts";
import { auditLog } from "../../src/db/schema/index.ts";
import { DEFAULT_ADMIN, DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { testDrivers } from "../test-database.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { callerOf, createAdmin, lastCodeTo, loginAdmin, loginOperator, messagesTo, uniqueEmail, uniqueIp, wrongCode } from "./helpers.ts";

describe.each(testDrivers)("administrator sign-in on %s", (driver) => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await startTestRuntime(driver);
  });
  afterAll(async () => {
    await runtime?.dispose();
  });
  const api = (token?: string) =>
    callerOf(runtime, { ip: uniqueIp(), ...(token ? { headers: { authorization: token, alltoken: token } } : {}) });

  it("signs the first administrator in with account and password and returns the session values", async () => {
    const response = await api().post("/admin/api/v1/user/login", { account: DEFAULT_ADMIN.email, password: DEFAULT_ADMIN.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 1, msg: "登录成功!" });
    const session = adminSessionSchema.parse(body.data);
    expect(session).toMatchObject({ allToken: body.data.tokenValue, loginDeptType: "admin", adminAccount: DEFAULT_ADMIN.email, channelId: 1 });
    expect(session.clientConfig).toEqual({ importMaxRows: 300, uploadFileLimit: 99, fileDialogMaxMb: 20, codeResendSeconds: 60, selfRegistration: false });

    const info = await api(session.allToken).get("/admin/api/v1/user/getUserInfo");
    expect(info.json()).toMatchObject({ code: 1, data: { ...session } });
  });

  it("says the same for a wrong password and an unknown administrator", async () => {
    const wrong = await api().post("/admin/api/v1/user/login", { account: DEFAULT_ADMIN.email, password: "Wrong1234" });
    const unknown = await api().post("/admin/api/v1/user/login", { account: "ghost@example.com", password: "Wrong1234" });
    for (const response of [wrong, unknown]) expect(response.json()).toMatchObject({ code: 400, msg: "账号或密码错误", data: null });
    const empty = await api().post("/admin/api/v1/user/login", {});
    expect(empty.json().errors).toContainEqual({ field: "body.account", message: "请输入账号或邮箱" });
  });

  it("signs in with an emailed code instead of a password", async () => {
    const client = api();
    const sent = await client.post("/admin/api/v1/user/sendLoginEmailCode", { email: DEFAULT_ADMIN.email });
    expect(sent.json()).toMatchObject({ code: 1, msg: "验证码已发送" });
    const mail = (await messagesTo(runtime, DEFAULT_ADMIN.email)).at(-1);
    expect(mail?.subject).toContain("管理后台登录验证码");
    const code = await lastCodeTo(runtime, DEFAULT_ADMIN.email);

    const wrong = await client.post("/admin/api/v1/user/login", { email: DEFAULT_ADMIN.email, code: wrongCode(code) });
    expect(wrong.json()).toMatchObject({ code: 400, msg: "验证码错误" });
    const login = await client.post("/admin/api/v1/user/login", { email: DEFAULT_ADMIN.email, code });
    expect(login.json()).toMatchObject({ code: 1, data: { adminAccount: DEFAULT_ADMIN.email } });
    const again = await client.post("/admin/api/v1/user/login", { email: DEFAULT_ADMIN.email, code });
    expect(again.json().msg).toBe("验证码已失效，请重新获取");
  });

  it("answers a code request for an unknown address the same way, without sending anything", async () => {
    const email = uniqueEmail("not-admin");
    const response = await api().post("/admin/api/v1/user/sendLoginEmailCode", { email });
    expect(response.json()).toEqual({ code: 1, msg: "验证码已发送", data: null });
    expect(await messagesTo(runtime, email)).toHaveLength(0);
  });

  it("keeps self-registration closed by default", async () => {
    const config = await api().get("/admin/api/v1/user/regConfig");
    expect(config.statusCode).toBe(200);
    expect(config.json()).toEqual({ code: 1, msg: "成功", data: { selfRegistration: false } });
    const email = uniqueEmail("self");
    const code = await api().post("/admin/api/v1/user/sendRegEmailCode", { email });
    expect(code.statusCode).toBe(403);
    expect(code.json()).toMatchObject({ code: 403, msg: "管理员注册未开放，请联系现有管理员为您开通账号" });
    const register = await api().post("/admin/api/v1/user/reg", { email, code: "123456", password: "Passw0rd" });
    expect(register.statusCode).toBe(403);
    expect(await messagesTo(runtime, email)).toHaveLength(0);
  });

  it("revokes the token on logout", async () => {
    const token = await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    expect((await api(token).get("/admin/api/v1/user/getUserInfo")).json().code).toBe(1);
    expect((await api(token).get("/admin/api/v1/user/logout")).json()).toMatchObject({ code: 1, msg: "已退出登录" });
    const after = await api(token).get("/admin/api/v1/user/getUserInfo");
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(401);
  });

  it("lets an administrator change their own password, which ends every session of theirs", async () => {
    const email = uniqueEmail("admin-change");
    await createAdmin(runtime, email, "Adminpass1");
    const first = await loginAdmin(runtime, email, "Adminpass1");
    const second = await loginAdmin(runtime, email, "Adminpass1");
    const other = await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);

    const anonymous = await api().post("/admin/api/v1/user/changePassword", { oldPassword: "Adminpass1", newPassword: "Betterpass1" });
    expect(anonymous.statusCode).toBe(401);
    const wrongOld = await api(first).post("/admin/api/v1/user/changePassword", { oldPassword: "Nope12345", newPassword: "Betterpass1" });
    expect(wrongOld.json()).toMatchObject({ code: 400, msg: "原密码错误" });
    const weak = await api(first)
      .as({ language: "en" })
      .post("/admin/api/v1/user/changePassword", { oldPassword: "Adminpass1", newPassword: "weak" });
    expect(weak.json().code).toBe(400);
    expect(weak.json().errors).toContainEqual({ field: "body.newPassword", message: expect.stringMatching(/8/) });
    expect((await api(first).get("/admin/api/v1/user/getUserInfo")).statusCode).toBe(200);

    const changed = await api(first).post("/admin/api/v1/user/changePassword", { oldPassword: "Adminpass1", newPassword: "Betterpass1" });
    expect(changed.json()).toMatchObject({ code: 1, msg: "密码已修改，请重新登录" });
    expect((await api(first).get("/admin/api/v1/user/getUserInfo")).statusCode).toBe(401);
    expect((await api(second).get("/admin/api/v1/user/getUserInfo")).statusCode).toBe(401);
    expect((await api(other).get("/admin/api/v1/user/getUserInfo")).statusCode).toBe(200);

    expect((await api().post("/admin/api/v1/user/login", { account: email, password: "Adminpass1" })).json().msg).toBe("账号或密码错误");
    expect(await loginAdmin(runtime, email, "Betterpass1")).toBeTruthy();
  });

  it("never lets an operator token open the admin API, nor the reverse", async () => {
    const operator = await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const admin = await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);

    expect((await api(operator).get("/admin/api/v1/user/getUserInfo")).statusCode).toBe(401);
    expect((await callerOf(runtime, { headers: { alltoken: operator } }).get("/admin/api/v1/user/getUserInfo")).statusCode).toBe(401);
    expect((await callerOf(runtime, { token: admin }).get("/api/v1/user/getUserInfo")).statusCode).toBe(401);
    // Both still work on their own surface.
    expect((await callerOf(runtime, { token: operator }).get("/api/v1/user/getUserInfo")).statusCode).toBe(200);
    expect((await api(admin).get("/admin/api/v1/user/getUserInfo")).statusCode).toBe(200);
  });

  it("records admin writes and refused requests with the decoded opPart, and no plain reads", async () => {
    const token = await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    const adminId = (await api(token).get("/admin/api/v1/user/getUserInfo")).json().data.adminId;
    const screen = { oppart: encodeURIComponent("用户管理"), logintype: "admin" };
    await api(token).as({ headers: screen }).get("/admin/api/v1/user/getUserInfo?page=2");
    await callerOf(runtime, { headers: { ...screen, alltoken: "not-a-token" } }).get("/admin/api/v1/user/getUserInfo");
    await api(token).as({ headers: screen }).get("/admin/api/v1/user/logout");

    // Rows and statuses are written before each answer leaves, in the order the requests were sent.
    const rows = await runtime.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(10);
    const ofScreen = rows.filter((row) => row.opPart === "用户管理");
    expect(ofScreen).toHaveLength(2);
    expect(ofScreen[0]).toMatchObject({ adminId, method: "GET", path: "/admin/api/v1/user/logout", statusCode: 200 });
    expect(ofScreen[0]?.createdAt).toBeInstanceOf(Date);
    expect(ofScreen[1]).toMatchObject({ adminId: null, path: "/admin/api/v1/user/getUserInfo", statusCode: 401 });
    expect(rows.some((row) => row.path === "/admin/api/v1/user/login" && row.adminId === null && row.statusCode === 200)).toBe(true);
  });
});

describe.each(testDrivers)("administrator self-registration when ADMIN_SELF_REGISTRATION=true on %s", (driver) => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await startTestRuntime(driver, { ADMIN_SELF_REGISTRATION: "true" });
  });
  afterAll(async () => {
    await runtime?.dispose();
  });

  it("registers with the emailed code, then signs in", async () => {
    const email = uniqueEmail("new-admin");
    const client = callerOf(runtime, { ip: uniqueIp() });
    const config = await client.as({ language: "en" }).get("/admin/api/v1/user/regConfig");
    expect(config.json()).toMatchObject({ code: 1, data: { selfRegistration: true } });
    expect((await client.post("/admin/api/v1/user/sendRegEmailCode", { email })).json()).toMatchObject({ code: 1 });
    const code = await lastCodeTo(runtime, email);
    const weak = await client.post("/admin/api/v1/user/reg", { email, code, password: "password" });
    expect(weak.json().msg).toBe("密码至少8位，且须同时包含字母和数字");
    const registered = await client.post("/admin/api/v1/user/reg", { email, code, password: "Adminpass1" });
    expect(registered.json()).toMatchObject({ code: 1, data: null });
    const token = await loginAdmin(runtime, email, "Adminpass1");
    const info = (await callerOf(runtime, { headers: { authorization: token } }).get("/admin/api/v1/user/getUserInfo")).json();
    expect(info.data).toMatchObject({ adminAccount: email, clientConfig: { selfRegistration: true } });

    const duplicate = await client.post("/admin/api/v1/user/sendRegEmailCode", { email: DEFAULT_ADMIN.email });
    expect(duplicate.json()).toMatchObject({ code: 409, msg: "该邮箱已注册，请直接登录" });
  });
});
