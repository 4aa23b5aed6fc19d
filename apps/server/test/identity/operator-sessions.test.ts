import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { testDrivers } from "../test-database.ts";
import { createTestClock, startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { callerOf, lastCodeTo, loginOperator, messagesTo, registerOperator, uniqueEmail, uniqueIp, wrongCode } from "./helpers.ts";

const HOUR = 60 * 60 * 1000;

describe.each(testDrivers)("operator sign-in and sessions on %s", (driver) => {
  let runtime: TestRuntime;
  const clock = createTestClock();
  beforeAll(async () => {
    runtime = await startTestRuntime(driver, {}, undefined, { clock: clock.now });
  });
  afterAll(async () => {
    await runtime?.dispose();
  });
  const api = (token?: string) => callerOf(runtime, { ip: uniqueIp(), ...(token ? { token } : {}) });

  it("signs the seeded demo operator in and returns tokenValue", async () => {
    const response = await api().post("/api/v1/user/login", { account: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 0, msg: "登录成功!" });
    expect(body.data.tokenValue).toMatch(/^[\w-]{43}$/);

    const info = await api(body.data.tokenValue).get("/api/v1/user/getUserInfo");
    expect(info.json()).toMatchObject({
      code: 0,
      data: {
        email: DEMO_OPERATOR.email,
        phone: DEMO_OPERATOR.phone,
        nickName: DEMO_OPERATOR.nickname,
        name: DEMO_OPERATOR.nickname,
        plan: "free",
        personPosition: [],
        channelId: 1,
      },
    });
    expect(info.json().data.lastLoginAt).not.toBeNull();
  });

  it("accepts the bound mobile number as the account", async () => {
    const token = await loginOperator(runtime, DEMO_OPERATOR.phone, DEMO_OPERATOR.password);
    expect(token).toBeTruthy();
  });

  it("says the same for a wrong password and an unknown account", async () => {
    const wrongPassword = await api().post("/api/v1/user/login", { account: DEMO_OPERATOR.email, password: "Wrong1234" });
    const unknown = await api().post("/api/v1/user/login", { account: "nobody@example.com", password: "Wrong1234" });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: "账号或密码错误", data: null, requestId: expect.any(String) });
    }
    const english = await api().as({ language: "en" }).post("/api/v1/user/login", { account: "nobody@example.com", password: "x" });
    expect(english.json().msg).toBe("Wrong account or password");
  });

  it("asks for the account and the password", async () => {
    const response = await api().post("/api/v1/user/login", { account: " ", password: "" });
    expect(response.json().errors).toEqual([
      { field: "body.account", message: "请输入账号或邮箱" },
      { field: "body.password", message: "请输入密码" },
    ]);
  });

  it("refuses protected routes without a token, and with a made-up one", async () => {
    expect((await api().get("/api/v1/user/getUserInfo")).statusCode).toBe(401);
    const forged = await api("A".repeat(43)).get("/api/v1/user/getUserInfo");
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 401, msg: "登录已失效，请重新登录" });
  });

  it("revokes the token on logout", async () => {
    const token = await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const other = await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    expect((await api(token).get("/api/v1/user/getUserInfo")).statusCode).toBe(200);
    const logout = await api(token).post("/api/v1/user/logout");
    expect(logout.json()).toMatchObject({ code: 0, msg: "已退出登录" });
    expect((await api(token).get("/api/v1/user/getUserInfo")).statusCode).toBe(401);
    expect((await api(token).post("/api/v1/user/logout")).statusCode).toBe(401);
    // Only that session ended.
    expect((await api(other).get("/api/v1/user/getUserInfo")).statusCode).toBe(200);
  });

  it("slides the expiry with use and ends an idle session after 7 days", async () => {
    const token = await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    clock.advance(100 * HOUR);
    expect((await api(token).get("/api/v1/user/getUserInfo")).statusCode).toBe(200);
    clock.advance(100 * HOUR);
    // 200 hours after sign-in, but used 100 hours ago: still valid.
    expect((await api(token).get("/api/v1/user/getUserInfo")).statusCode).toBe(200);
    clock.advance(7 * 24 * HOUR + 1000);
    expect((await api(token).get("/api/v1/user/getUserInfo")).statusCode).toBe(401);
  });

  it("ends every session of the operator when the password changes", async () => {
    const email = uniqueEmail("change");
    await registerOperator(runtime, email, "Passw0rd");
    const first = await loginOperator(runtime, email, "Passw0rd");
    const second = await loginOperator(runtime, email, "Passw0rd");
    const demo = await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password);

    const wrongOld = await api(first).post("/api/v1/user/changePassword", { oldPassword: "Nope1234", newPassword: "Betterpass1" });
    expect(wrongOld.json()).toMatchObject({ code: 400, msg: "原密码错误" });
    const weak = await api(first).post("/api/v1/user/changePassword", { oldPassword: "Passw0rd", newPassword: "weak" });
    expect(weak.json().msg).toBe("密码至少8位，且须同时包含字母和数字");

    const changed = await api(first).post("/api/v1/user/changePassword", { oldPassword: "Passw0rd", newPassword: "Betterpass1" });
    expect(changed.json()).toMatchObject({ code: 0, msg: "密码已修改，请重新登录" });
    expect((await api(first).get("/api/v1/user/getUserInfo")).statusCode).toBe(401);
    expect((await api(second).get("/api/v1/user/getUserInfo")).statusCode).toBe(401);
    expect((await api(demo).get("/api/v1/user/getUserInfo")).statusCode).toBe(200);

    expect((await api().post("/api/v1/user/login", { account: email, password: "Passw0rd" })).json().msg).toBe("账号或密码错误");
    expect(await loginOperator(runtime, email, "Betterpass1")).toBeTruthy();
  });

  it("resets a forgotten password by emailed code and ends every session", async () => {
    const email = uniqueEmail("forgot");
    await registerOperator(runtime, email, "Passw0rd");
    const before = await loginOperator(runtime, email, "Passw0rd");
    const client = api();

    const sent = await client.post("/api/v1/user/sendResetPasswordEmailCode", { email });
    expect(sent.json()).toMatchObject({ code: 0, msg: "验证码已发送" });
    const mail = (await messagesTo(runtime, email)).find((m) => m.subject.includes("重置密码"));
    expect(mail).toBeTruthy();
    const code = await lastCodeTo(runtime, email);

    const wrong = await client.post("/api/v1/user/resetPassword", { email, code: wrongCode(code), password: "Newpassw0rd" });
    expect(wrong.json().msg).toBe("验证码错误");
    const reset = await client.post("/api/v1/user/resetPassword", { email, code, password: "Newpassw0rd" });
    expect(reset.json()).toMatchObject({ code: 0, msg: "密码已修改，请重新登录" });

    expect((await api(before).get("/api/v1/user/getUserInfo")).statusCode).toBe(401);
    expect(await loginOperator(runtime, email, "Newpassw0rd")).toBeTruthy();
  });

  it("answers a reset request for an unknown email the same way, without sending anything", async () => {
    const email = uniqueEmail("ghost");
    const response = await api().post("/api/v1/user/sendResetPasswordEmailCode", { email });
    expect(response.json()).toEqual({ code: 0, msg: "验证码已发送", data: null });
    expect(await messagesTo(runtime, email)).toHaveLength(0);
  });

  it("signs in by SMS code on a bound mobile number", async () => {
    const client = api();
    const sent = await client.post("/api/v1/user/sendLoginSmsCode", { phone: DEMO_OPERATOR.phone });
    expect(sent.json()).toMatchObject({ code: 0 });
    const [sms] = await messagesTo(runtime, DEMO_OPERATOR.phone);
    expect(sms).toMatchObject({ channel: "sms" });
    expect(sms?.text).toContain("登录");
    const code = await lastCodeTo(runtime, DEMO_OPERATOR.phone);

    const wrong = await client.post("/api/v1/user/smsLogin", { phone: DEMO_OPERATOR.phone, code: wrongCode(code) });
    expect(wrong.json().msg).toBe("验证码错误");
    const login = await client.post("/api/v1/user/smsLogin", { phone: DEMO_OPERATOR.phone, code });
    expect(login.json()).toMatchObject({ code: 0, msg: "登录成功!" });
    const info = await api(login.json().data.tokenValue).get("/api/v1/user/getUserInfo");
    expect(info.json().data.email).toBe(DEMO_OPERATOR.email);
  });

  it("uses the spec's messages on the phone form and never texts unbound numbers", async () => {
    const client = api();
    const empty = await client.post("/api/v1/user/sendLoginSmsCode", { phone: "" });
    expect(empty.json().msg).toBe("请输入手机号");
    const bad = await client.post("/api/v1/user/sendLoginSmsCode", { phone: "12812345678" });
    expect(bad.json().msg).toBe("请输入正确的手机号");
    const noCode = await client.post("/api/v1/user/smsLogin", { phone: DEMO_OPERATOR.phone, code: "" });
    expect(noCode.json().msg).toBe("请输入手机验证码");

    const unbound = "13911112222";
    const sent = await client.post("/api/v1/user/sendLoginSmsCode", { phone: unbound });
    expect(sent.json()).toEqual({ code: 0, msg: "验证码已发送", data: null });
    expect(await messagesTo(runtime, unbound)).toHaveLength(0);
    const guess = await client.post("/api/v1/user/smsLogin", { phone: unbound, code: "123456" });
    expect(guess.json().code).toBe(400);
  });

  it("binds a mobile number with a texted code, then signs in with it", async () => {
    const email = uniqueEmail("phone");
    await registerOperator(runtime, email, "Passw0rd");
    const token = await loginOperator(runtime, email, "Passw0rd");
    const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

    // A number bound to someone else gets the same answer as a free one, and no text.
    const textsToDemo = (await messagesTo(runtime, DEMO_OPERATOR.phone)).length;
    const taken = await api(token).post("/api/v1/user/sendBindPhoneSmsCode", { phone: DEMO_OPERATOR.phone });
    const free = await api(token).post("/api/v1/user/sendBindPhoneSmsCode", { phone });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(free.json());
    expect(await messagesTo(runtime, DEMO_OPERATOR.phone)).toHaveLength(textsToDemo);

    const code = await lastCodeTo(runtime, phone);
    expect((await api(token).post("/api/v1/user/bindPhone", { phone, code })).json().code).toBe(0);
    expect((await api(token).get("/api/v1/user/getUserInfo")).json().data.phone).toBe(phone);
    expect(await loginOperator(runtime, phone, "Passw0rd")).toBeTruthy();
  });

  it("stores session tokens hashed", async () => {
    const token = await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const native = runtime.database.native;
    const sql = "select count(*)::int as n from sessions where token_hash = $1";
    const result =
      native.driver === "pglite"
        ? await native.client.query<{ n: number }>(sql, [token])
        : await native.pool.query<{ n: number }>(sql, [token]);
    expect(result.rows[0]?.n).toBe(0);
  });
});
