import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChannelsData } from "../../src/domains/channels/channels.data.ts";
import { upsertAdmin } from "../../src/domains/identity/admin-accounts.ts";
import { createAdminsData } from "../../src/domains/identity/admins.data.ts";
import { DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { createSessionsData } from "../../src/domains/identity/sessions.data.ts";
import { createSessionService } from "../../src/domains/identity/sessions.service.ts";
import { testDrivers } from "../test-database.ts";
import { createTestClock, startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { callerOf, createAdmin, lastCodeTo, registerOperator, uniqueEmail, uniqueIp } from "./helpers.ts";

const MINUTE = 60 * 1000;
const LOCKED_ZH = (minutes: number) => `密码错误次数过多，请${minutes}分钟后再试或使用验证码登录`;
const LOCKED_EN = (minutes: number) => `Too many wrong passwords. Try again in ${minutes} minutes or sign in with a verification code.`;

describe.each(testDrivers)("per-account password lock on %s", (driver) => {
  let runtime: TestRuntime;
  const clock = createTestClock();
  beforeAll(async () => {
    runtime = await startTestRuntime(driver, {}, undefined, { clock: clock.now });
  });
  afterAll(async () => {
    await runtime?.dispose();
  });
  // A new IP for every attempt: the lock follows the account, not the network.
  const api = () => callerOf(runtime, { ip: uniqueIp() });
  const operatorLogin = (account: string, password: string, language?: "en") =>
    callerOf(runtime, { ip: uniqueIp(), ...(language ? { language } : {}) }).post("/api/v1/user/login", { account, password });
  const adminLogin = (account: string, password: string, language?: "en") =>
    callerOf(runtime, { ip: uniqueIp(), ...(language ? { language } : {}) }).post("/admin/api/v1/user/login", { account, password });

  async function expectWrongCredentials(attempts: Promise<{ json(): { msg: string }; statusCode: number }>[]) {
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe("账号或密码错误");
    }
  }

  it("locks an operator's password sign-in after 5 wrong passwords, says so in both languages, and lifts it after 15 minutes", async () => {
    const email = uniqueEmail("locked");
    await registerOperator(runtime, email, "Passw0rd");
    for (let attempt = 1; attempt <= 4; attempt += 1) await expectWrongCredentials([operatorLogin(email, "Wrong1234")]);

    const fifth = await operatorLogin(email, "Wrong1234");
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 429, msg: LOCKED_ZH(15), data: null });

    const rightPassword = await operatorLogin(email, "Passw0rd");
    expect(rightPassword.json()).toMatchObject({ code: 429, msg: LOCKED_ZH(15) });
    expect(rightPassword.json().data).toBeNull();
    expect((await operatorLogin(email, "Passw0rd", "en")).json().msg).toBe(LOCKED_EN(15));

    clock.advance(10 * MINUTE + 1000);
    expect((await operatorLogin(email, "Passw0rd")).json().msg).toBe(LOCKED_ZH(5));
    clock.advance(5 * MINUTE);
    const unlocked = await operatorLogin(email, "Passw0rd");
    expect(unlocked.json()).toMatchObject({ code: 0, msg: "登录成功!" });
    expect(unlocked.json().data.tokenValue).toBeTruthy();
  });

  it("counts only wrong passwords in a row: a successful sign-in starts the count again", async () => {
    const email = uniqueEmail("reset-count");
    await registerOperator(runtime, email, "Passw0rd");
    for (let attempt = 1; attempt <= 4; attempt += 1) await expectWrongCredentials([operatorLogin(email, "Wrong1234")]);
    expect((await operatorLogin(email, "Passw0rd")).json().code).toBe(0);
    for (let attempt = 1; attempt <= 4; attempt += 1) await expectWrongCredentials([operatorLogin(email, "Wrong1234")]);
    expect((await operatorLogin(email, "Passw0rd")).json().code).toBe(0);
    // Wrong guesses sent at the same moment all count.
    await Promise.all(Array.from({ length: 5 }, () => operatorLogin(email, "Wrong1234")));
    expect((await operatorLogin(email, "Passw0rd")).json().msg).toBe(LOCKED_ZH(15));
  });

  it.each([
    ["operator", operatorLogin, "Passw0rd"],
    ["administrator", adminLogin, "Adminpass1"],
  ] as const)("locks an %s after a burst of 40 parallel wrong passwords, so the right one that follows is refused", async (kind, login, password) => {
    const email = uniqueEmail(`burst-${kind}`);
    if (kind === "operator") await registerOperator(runtime, email, password);
    else await createAdmin(runtime, email, password, clock.now());
    const burst = await Promise.all(Array.from({ length: 40 }, () => login(email, "Wrong1234")));
    // Only the first five attempts reach the password check; every one after them finds the lock.
    expect(burst.filter((response) => response.statusCode === 400)).toHaveLength(4);
    expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(36);
    const right = await login(email, password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ msg: LOCKED_ZH(15), data: null });
  });

  it("still signs a locked operator in by SMS code, which lifts the lock", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await operatorLogin(DEMO_OPERATOR.phone, "Wrong1234");
    expect((await operatorLogin(DEMO_OPERATOR.email, DEMO_OPERATOR.password)).json().msg).toBe(LOCKED_ZH(15));

    const client = api();
    expect((await client.post("/api/v1/user/sendLoginSmsCode", { phone: DEMO_OPERATOR.phone })).json().code).toBe(0);
    const code = await lastCodeTo(runtime, DEMO_OPERATOR.phone);
    const sms = await client.post("/api/v1/user/smsLogin", { phone: DEMO_OPERATOR.phone, code });
    expect(sms.json()).toMatchObject({ code: 0, msg: "登录成功!" });
    expect((await operatorLogin(DEMO_OPERATOR.email, DEMO_OPERATOR.password)).json().code).toBe(0);
  });

  it("lifts the lock when the operator resets the password by emailed code", async () => {
    const email = uniqueEmail("forgot-locked");
    await registerOperator(runtime, email, "Passw0rd");
    for (let attempt = 1; attempt <= 5; attempt += 1) await operatorLogin(email, "Wrong1234");
    expect((await operatorLogin(email, "Passw0rd")).json().msg).toBe(LOCKED_ZH(15));

    const client = api();
    expect((await client.post("/api/v1/user/sendResetPasswordEmailCode", { email })).json().code).toBe(0);
    const code = await lastCodeTo(runtime, email);
    expect((await client.post("/api/v1/user/resetPassword", { email, code, password: "Newpassw0rd" })).json().code).toBe(0);
    expect((await operatorLogin(email, "Newpassw0rd")).json()).toMatchObject({ code: 0, msg: "登录成功!" });
  });

  it("answers an unknown account with the plain wrong-credentials message however often it is tried", async () => {
    const attempts = Array.from({ length: 7 }, () => operatorLogin("nobody-locked@example.com", "Wrong1234"));
    await expectWrongCredentials(attempts);
    const admin = await adminLogin("ghost-admin@example.com", "Wrong1234");
    expect(admin.json()).toMatchObject({ code: 400, msg: "账号或密码错误" });
    await expectWrongCredentials(Array.from({ length: 6 }, () => adminLogin("ghost-admin@example.com", "Wrong1234")));
  });

  it("locks an administrator's password sign-in the same way, while the emailed code still works", async () => {
    const email = uniqueEmail("admin-locked");
    await createAdmin(runtime, email, "Adminpass1", clock.now());
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await adminLogin(email, "Wrong1234")).json()).toMatchObject({ code: 400, msg: "账号或密码错误" });
    }
    const fifth = await adminLogin(email, "Wrong1234");
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 429, msg: LOCKED_ZH(15), data: null });
    expect((await adminLogin(email, "Adminpass1")).json().msg).toBe(LOCKED_ZH(15));
    expect((await adminLogin(email, "Adminpass1", "en")).json().msg).toBe(LOCKED_EN(15));

    const client = api();
    expect((await client.post("/admin/api/v1/user/sendLoginEmailCode", { email })).json().code).toBe(1);
    const code = await lastCodeTo(runtime, email);
    const byCode = await client.post("/admin/api/v1/user/login", { email, code });
    expect(byCode.json()).toMatchObject({ code: 1, data: { adminAccount: email } });
    expect((await adminLogin(email, "Adminpass1")).json().code).toBe(1);
  });

  it("unlocks an administrator when the time has passed, and a success starts the count again", async () => {
    const email = uniqueEmail("admin-wait");
    await createAdmin(runtime, email, "Adminpass1", clock.now());
    for (let attempt = 1; attempt <= 5; attempt += 1) await adminLogin(email, "Wrong1234");
    expect((await adminLogin(email, "Adminpass1")).json().code).toBe(429);
    clock.advance(15 * MINUTE + 1000);
    expect((await adminLogin(email, "Adminpass1")).json()).toMatchObject({ code: 1, msg: "登录成功!" });

    for (let attempt = 1; attempt <= 4; attempt += 1) await adminLogin(email, "Wrong1234");
    expect((await adminLogin(email, "Adminpass1")).json().code).toBe(1);
    expect((await adminLogin(email, "Wrong1234")).json().msg).toBe("账号或密码错误");
  });

  it("lifts an administrator's lock when `npm run admin:create` sets a new password", async () => {
    const email = uniqueEmail("admin-cli");
    await createAdmin(runtime, email, "Adminpass1", clock.now());
    for (let attempt = 1; attempt <= 5; attempt += 1) await adminLogin(email, "Wrong1234");
    expect((await adminLogin(email, "Adminpass1")).json().code).toBe(429);

    const { db } = runtime.database;
    const sessions = createSessionService({ data: createSessionsData(db), clock: clock.now, ttlMs: 60 * MINUTE });
    const deps = { admins: createAdminsData(db), channels: createChannelsData(db), sessions, clock: clock.now };
    expect(await upsertAdmin(deps, email, "Newadminpass1")).toBe("updated");
    expect((await adminLogin(email, "Newadminpass1")).json()).toMatchObject({ code: 1, msg: "登录成功!" });
  });
});
