import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorInvitations, users } from "../../src/db/schema/index.ts";
import { DEFAULT_ADMIN } from "../../src/domains/identity/seed.ts";
import { adminCaller } from "../back-office/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { createTestClock, startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { callerOf, lastInvitationTokenTo, lastMessageTo, loginAdmin, loginOperator, uniqueEmail, uniqueIp } from "./helpers.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const INVALID_ZH = "邀请链接无效或已失效（已使用、已过期或已有更新的邀请），请联系管理员重新发送邀请";

describe.each(testDrivers)("operator invitations on %s", (driver) => {
  let runtime: TestRuntime;
  const clock = createTestClock();
  beforeAll(async () => {
    runtime = await startTestRuntime(driver, { PUBLIC_URL: "https://cdp.example.com/" }, undefined, { clock: clock.now });
  });
  afterAll(async () => runtime?.dispose());

  // Signed in per call: the clock moves days ahead in this file, past an earlier session's expiry.
  const admin = async (method: "POST", url: string, payload: object, language: "zh-CN" | "en" = "zh-CN") =>
    adminCaller(runtime, await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password), language)(method, url, payload);
  const api = () => callerOf(runtime, { ip: uniqueIp() });
  const accept = (token: string, password = "Chosen123", language: "zh-CN" | "en" = "zh-CN") =>
    api().as({ language }).post("/api/v1/user/acceptInvitation", { token, password });
  const invite = async (label: string, language: "zh-CN" | "en" = "zh-CN") => {
    const email = uniqueEmail(label);
    const created = await admin("POST", "/userInfo/add", { email, nickname: label }, language);
    expect(created.json()).toMatchObject({ code: 1, data: { email } });
    return { email, id: created.json().data.id as number, token: await lastInvitationTokenTo(runtime, email) };
  };

  it("emails a link to the CRM's /invite page, in the administrator's language", async () => {
    const { email, token } = await invite("mail-zh");
    const mail = await lastMessageTo(runtime, email);
    expect(mail?.subject).toBe("【内容分发平台】邀请您设置登录密码");
    expect(mail?.text).toContain(`https://cdp.example.com/invite?token=${token}`);
    expect(mail?.text).toContain("7天内有效");
    expect(mail?.html).toContain(`href="https://cdp.example.com/invite?token=${token}"`);
    const english = await invite("mail-en", "en");
    const englishMail = await lastMessageTo(runtime, english.email);
    expect(englishMail?.subject).toBe("You are invited - Content Distribution Platform");
    expect(englishMail?.text).toContain("valid for 7 days and works once");
    // Only a hash is stored.
    const stored = await runtime.database.db.select().from(operatorInvitations).where(eq(operatorInvitations.userId, english.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(english.token);
  });

  it("sets the password, signs the operator in, and works once", async () => {
    const { email, token } = await invite("once");
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ code: 0, msg: "密码设置成功，欢迎使用", data: { tokenValue: expect.any(String) } });
    const info = await callerOf(runtime, { token: accepted.json().data.tokenValue }).get("/api/v1/user/getUserInfo");
    expect(info.json()).toMatchObject({ code: 0, data: { email } });
    expect(await loginOperator(runtime, email, "Chosen123")).toEqual(expect.any(String));

    const reused = await accept(token, "Another123");
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 400, msg: INVALID_ZH, data: null });
    expect((await accept(token, "Another123", "en")).json().msg).toBe(
      "This invitation link is not valid any more (it was used, it expired or a newer invitation replaced it). Ask your administrator to send a new one.",
    );
    expect(await loginOperator(runtime, email, "Chosen123")).toEqual(expect.any(String));
  });

  it("refuses a link after 7 days", async () => {
    const { token } = await invite("expired");
    clock.advance(7 * DAY_MS - 60_000);
    const { token: fresh } = await invite("still-valid");
    clock.advance(60_000);
    expect((await accept(token)).json()).toMatchObject({ code: 400, msg: INVALID_ZH });
    expect((await accept(fresh)).json()).toMatchObject({ code: 0 });
  });

  it("lets only the newest invitation of an operator work", async () => {
    const { id, email, token: first } = await invite("superseded");
    const resent = await admin("POST", "/userInfo/resendInvitation", { id });
    expect(resent.json()).toMatchObject({ code: 1 });
    const second = await lastInvitationTokenTo(runtime, email);
    expect(second).not.toBe(first);
    expect((await accept(first)).json()).toMatchObject({ code: 400, msg: INVALID_ZH });
    expect((await accept(second)).json()).toMatchObject({ code: 0 });
  });

  it("resends invitations for administrators only", async () => {
    const { id } = await invite("guarded");
    const anonymous = await callerOf(runtime).post("/admin/api/v1/userInfo/resendInvitation", { id });
    expect(anonymous.statusCode).toBe(401);
    const operatorToken = (await accept((await invite("operator")).token)).json().data.tokenValue as string;
    const asOperator = await callerOf(runtime, { token: operatorToken }).post("/admin/api/v1/userInfo/resendInvitation", { id });
    expect(asOperator.statusCode).toBe(401);
    expect((await admin("POST", "/userInfo/resendInvitation", { id: 999_999 })).statusCode).toBe(404);
  });

  it("keeps the invitation when the password is too weak, and refuses a disabled operator", async () => {
    const { id, token } = await invite("weak");
    const weak = await accept(token, "password");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toContainEqual({ field: "body.password", message: "密码至少8位，且须同时包含字母和数字" });
    await runtime.database.db.update(users).set({ status: "disabled" }).where(eq(users.id, id));
    expect((await accept(token)).json()).toMatchObject({ code: 403, msg: "账号已被禁用，请联系管理员" });
    await runtime.database.db.update(users).set({ status: "active" }).where(eq(users.id, id));
    expect((await accept(token)).json()).toMatchObject({ code: 0 });
  });

  it("answers 400, never 5xx, to made-up and malformed tokens", async () => {
    const unknown = await accept("A".repeat(43));
    expect(unknown.json()).toMatchObject({ code: 400, msg: INVALID_ZH });
    for (const token of ["short", `${"A".repeat(42)}\u0000`, "\u0000".repeat(43), "A".repeat(10_000), 42, null]) {
      const response = await api().post("/api/v1/user/acceptInvitation", { token, password: "Chosen123" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400 });
    }
    const nulInPassword = await accept("A".repeat(43), "Chosen123\u0000");
    expect(nulInPassword.statusCode).toBeLessThan(500);
    const missing = await api().as({ language: "en" }).post("/api/v1/user/acceptInvitation", {});
    expect(missing.json().errors).toContainEqual({ field: "body.token", message: "The invitation link is incomplete. Open it again from the invitation email." });
  });
});
