import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { testDrivers } from "../test-database.ts";
import { createTestClock, startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { callerOf, lastCodeTo, loginOperator, messagesTo, uniqueEmail, uniqueIp, wrongCode } from "./helpers.ts";

describe.each(testDrivers)("operator registration and code rules on %s", (driver) => {
  let runtime: TestRuntime;
  const clock = createTestClock();
  beforeAll(async () => {
    runtime = await startTestRuntime(driver, {}, undefined, { clock: clock.now });
  });
  afterAll(async () => {
    await runtime?.dispose();
  });
  const api = () => callerOf(runtime, { ip: uniqueIp() });

  it("registers with the emailed code, then signs in with the new password", async () => {
    const email = uniqueEmail("new");
    const client = api();
    const sent = await client.post("/api/v1/user/sendRegEmailCode", { email });
    expect(sent.json()).toEqual({ code: 0, msg: "验证码已发送", data: null });
    const mail = (await messagesTo(runtime, email))[0];
    expect(mail).toMatchObject({ channel: "email", locale: "zh-CN" });
    expect(mail?.subject).toContain("注册验证码");

    const code = await lastCodeTo(runtime, email);
    const registered = await client.post("/api/v1/user/reg", { email: email.toUpperCase(), password: "Passw0rd", code });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({ code: 0, data: null });

    const token = await loginOperator(runtime, email, "Passw0rd");
    const info = await callerOf(runtime, { token }).get("/api/v1/user/getUserInfo");
    expect(info.json()).toMatchObject({ code: 0, data: { email, plan: "free", personPosition: [], phone: null } });
  });

  it("writes the email in the caller's language", async () => {
    const email = uniqueEmail("english");
    const sent = await api().as({ language: "en" }).post("/api/v1/user/sendRegEmailCode", { email });
    expect(sent.json().msg).toBe("Verification code sent");
    const [mail] = await messagesTo(runtime, email);
    expect(mail).toMatchObject({ locale: "en" });
    expect(mail?.subject).toBe("Your sign-up code - Content Distribution Platform");
    expect(mail?.text).toContain("valid for 10 minutes");
    expect(mail?.html).toContain(await lastCodeTo(runtime, email));
  });

  it("refuses an email that is already registered, clearly", async () => {
    const client = api();
    const code = await client.post("/api/v1/user/sendRegEmailCode", { email: DEMO_OPERATOR.email.toUpperCase() });
    expect(code.statusCode).toBe(409);
    expect(code.json()).toMatchObject({ code: 409, msg: "该邮箱已注册，请直接登录", data: null });
    const register = await client.post("/api/v1/user/reg", { email: DEMO_OPERATOR.email, password: "Passw0rd", code: "123456" });
    expect(register.json()).toMatchObject({ code: 409, msg: "该邮箱已注册，请直接登录" });
    expect(await messagesTo(runtime, DEMO_OPERATOR.email)).toHaveLength(0);
  });

  it("refuses weak passwords with a message that says what is needed", async () => {
    const email = uniqueEmail("weak");
    const client = api();
    await client.post("/api/v1/user/sendRegEmailCode", { email });
    const code = await lastCodeTo(runtime, email);
    for (const password of ["short1", "onlyletters", "12345678"]) {
      const response = await client.post("/api/v1/user/reg", { email, password, code });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, msg: "密码至少8位，且须同时包含字母和数字" });
      expect(response.json().errors).toContainEqual({ field: "body.password", message: "密码至少8位，且须同时包含字母和数字" });
    }
    const english = await client.as({ language: "en" }).post("/api/v1/user/reg", { email, password: "abc", code });
    expect(english.json().msg).toBe("The password needs at least 8 characters, with both letters and digits");
    // The weak attempts never reached the code: it still works.
    expect((await client.post("/api/v1/user/reg", { email, password: "Passw0rd", code })).json().code).toBe(0);
  });

  it("names each missing or malformed field", async () => {
    const response = await api().post("/api/v1/user/reg", { email: "nope", code: "12" });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors;
    expect(fields).toContainEqual({ field: "body.email", message: "请输入正确的邮箱地址" });
    expect(fields).toContainEqual({ field: "body.password", message: "请输入密码" });
    expect(fields).toContainEqual({ field: "body.code", message: "验证码为6位数字" });
  });

  it("refuses a wrong code and accepts the right one afterwards", async () => {
    const email = uniqueEmail("wrong");
    const client = api();
    await client.post("/api/v1/user/sendRegEmailCode", { email });
    const code = await lastCodeTo(runtime, email);
    const wrong = await client.post("/api/v1/user/reg", { email, password: "Passw0rd", code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 400, msg: "验证码错误" });
    expect((await client.post("/api/v1/user/reg", { email, password: "Passw0rd", code })).json().code).toBe(0);
  });

  it("asks for a code first when none was requested", async () => {
    const response = await api().post("/api/v1/user/reg", { email: uniqueEmail("nocode"), password: "Passw0rd", code: "123456" });
    expect(response.json()).toMatchObject({ code: 400, msg: "请先获取验证码" });
  });

  it("kills a code after 5 wrong tries, even for the right code", async () => {
    const email = uniqueEmail("tries");
    const client = api();
    await client.post("/api/v1/user/sendRegEmailCode", { email });
    const code = await lastCodeTo(runtime, email);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      messages.push((await client.post("/api/v1/user/reg", { email, password: "Passw0rd", code: wrongCode(code) })).json().msg);
    }
    expect(messages).toEqual(["验证码错误", "验证码错误", "验证码错误", "验证码错误", "验证码错误次数过多，请重新获取"]);
    const right = await client.post("/api/v1/user/reg", { email, password: "Passw0rd", code });
    expect(right.json()).toMatchObject({ code: 400, msg: "验证码错误次数过多，请重新获取" });

    clock.advance(61_000);
    await client.post("/api/v1/user/sendRegEmailCode", { email });
    const fresh = await lastCodeTo(runtime, email);
    expect((await client.post("/api/v1/user/reg", { email, password: "Passw0rd", code: fresh })).json().code).toBe(0);
  });

  it("expires a code after 10 minutes", async () => {
    const email = uniqueEmail("expired");
    const client = api();
    await client.post("/api/v1/user/sendRegEmailCode", { email });
    const code = await lastCodeTo(runtime, email);
    clock.advance(10 * 60 * 1000 + 1000);
    const response = await client.post("/api/v1/user/reg", { email, password: "Passw0rd", code });
    expect(response.json()).toMatchObject({ code: 400, msg: "验证码已失效，请重新获取" });
  });

  it("only the newest code counts", async () => {
    const email = uniqueEmail("newest");
    const client = api();
    await client.post("/api/v1/user/sendRegEmailCode", { email });
    const first = await lastCodeTo(runtime, email);
    clock.advance(61_000);
    await client.post("/api/v1/user/sendRegEmailCode", { email });
    const second = await lastCodeTo(runtime, email);
    if (first !== second) {
      expect((await client.post("/api/v1/user/reg", { email, password: "Passw0rd", code: first })).json().msg).toBe("验证码错误");
    }
    expect((await client.post("/api/v1/user/reg", { email, password: "Passw0rd", code: second })).json().code).toBe(0);
  });

  it("does not resend within 60 seconds and says how long to wait", async () => {
    const email = uniqueEmail("resend");
    const client = api();
    expect((await client.post("/api/v1/user/sendRegEmailCode", { email })).statusCode).toBe(200);
    const again = await client.post("/api/v1/user/sendRegEmailCode", { email });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 429, msg: "验证码发送太频繁，请60秒后再试" });
    clock.advance(45_000);
    const english = await client.as({ language: "en" }).post("/api/v1/user/sendRegEmailCode", { email });
    expect(english.json().msg).toBe("Codes are sent at most once a minute. Try again in 15 seconds.");
    clock.advance(15_000);
    expect((await client.post("/api/v1/user/sendRegEmailCode", { email })).statusCode).toBe(200);
    expect(await messagesTo(runtime, email)).toHaveLength(2);
  });

  it("limits codes per email per hour", async () => {
    const email = uniqueEmail("hourly");
    const client = api();
    for (let i = 0; i < 5; i += 1) {
      expect((await client.post("/api/v1/user/sendRegEmailCode", { email })).statusCode).toBe(200);
      clock.advance(61_000);
    }
    const sixth = await client.as({ ip: uniqueIp() }).post("/api/v1/user/sendRegEmailCode", { email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().msg).toBe("该账号获取验证码次数过多，请一小时后再试");
    clock.advance(60 * 60 * 1000);
    expect((await client.post("/api/v1/user/sendRegEmailCode", { email })).statusCode).toBe(200);
  });

  it("limits codes per client IP per hour", async () => {
    const client = api();
    for (let i = 0; i < 30; i += 1) {
      expect((await client.post("/api/v1/user/sendRegEmailCode", { email: uniqueEmail(`ip${i}`) })).statusCode).toBe(200);
    }
    const over = await client.post("/api/v1/user/sendRegEmailCode", { email: uniqueEmail("ip-over") });
    expect(over.statusCode).toBe(429);
    expect(over.json().msg).toBe("当前网络获取验证码次数过多，请稍后再试");
    const english = await client.as({ language: "en" }).post("/api/v1/user/sendRegEmailCode", { email: uniqueEmail("ip-over") });
    expect(english.json().msg).toBe("Too many codes were requested from your network. Try again later.");
    expect((await api().post("/api/v1/user/sendRegEmailCode", { email: uniqueEmail("other-ip") })).statusCode).toBe(200);
  });

  it("uses a code once only", async () => {
    const email = uniqueEmail("once");
    const client = api();
    await client.post("/api/v1/user/sendRegEmailCode", { email });
    const code = await lastCodeTo(runtime, email);
    expect((await client.post("/api/v1/user/reg", { email, password: "Passw0rd", code })).json().code).toBe(0);
    const again = await client.post("/api/v1/user/reg", { email, password: "Passw0rd", code });
    expect(again.json()).toMatchObject({ code: 409, msg: "该邮箱已注册，请直接登录" });

    await client.post("/api/v1/user/sendResetPasswordEmailCode", { email });
    const resetCode = await lastCodeTo(runtime, email);
    expect((await client.post("/api/v1/user/resetPassword", { email, code: resetCode, password: "Newpassw0rd" })).json().code).toBe(0);
    const reuse = await client.post("/api/v1/user/resetPassword", { email, code: resetCode, password: "Otherpassw0rd" });
    expect(reuse.json()).toMatchObject({ code: 400, msg: "验证码已失效，请重新获取" });
  });

  it("keeps codes as HMACs only", async () => {
    const email = uniqueEmail("hashed");
    await api().post("/api/v1/user/sendRegEmailCode", { email });
    const code = await lastCodeTo(runtime, email);
    const rows = await runtime.database.native;
    const stored =
      rows.driver === "pglite"
        ? (await rows.client.query<{ code_hash: string }>("select code_hash from verification_codes where target = $1", [email])).rows
        : (await rows.pool.query<{ code_hash: string }>("select code_hash from verification_codes where target = $1", [email])).rows;
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).not.toContain(code);
    expect(stored[0]?.code_hash.length).toBeGreaterThan(30);
  });
});
