import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog } from "../../src/db/schema/index.ts";
import { DEFAULT_ADMIN, DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { callerOf, lastCodeTo, loginAdmin, loginOperator, uniqueEmail, uniqueIp } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";

const UNSTORABLE_ZH = "内容包含无法保存的字符，请删除后重试";
const UNSTORABLE_EN = "The text contains characters that cannot be saved. Remove them and try again.";

/** The probes of the hardening report, one by one: each gets a field message, never a 5xx. */
describe.each(testDrivers)("hostile values from the hardening report on %s", (driver) => {
  let runtime: TestRuntime;
  let operator: string;
  let admin: string;
  beforeAll(async () => {
    runtime = await startTestRuntime(driver);
    operator = await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    admin = await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
  });
  afterAll(async () => {
    await runtime?.dispose();
  });
  const anyone = () => callerOf(runtime, { ip: uniqueIp() });

  it("answers a NUL byte in any text with a field message in the caller's language", async () => {
    const probes: [string, string, object][] = [
      ["POST", "/api/v1/user/login", { account: "a\u0000b", password: "x" }],
      ["POST", "/api/v1/user/reg", { email: "a@b.cn", password: "Passw0rd\u0000", code: "123456" }],
      ["POST", "/api/v1/user/sendRegEmailCode", { email: "a\u0000@b.cn" }],
      ["POST", "/api/v1/user/resetPassword", { email: "a@b.cn", code: "123456", password: "\u0000Passw0rd" }],
      ["POST", "/admin/api/v1/user/login", { account: "admin\u0000@example.com", password: "x" }],
    ];
    for (const [, url, payload] of probes) {
      const zh = await anyone().post(url, payload);
      expect(zh.statusCode, url).toBe(400);
      expect(zh.json().msg, url).toBe(UNSTORABLE_ZH);
      expect((await anyone().as({ language: "en" }).post(url, payload)).json().msg).toBe(UNSTORABLE_EN);
    }
    const search = await callerOf(runtime, { token: operator }).get("/api/v1/accounts?keyword=a%00b");
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ msg: UNSTORABLE_ZH, errors: [{ field: "querystring.keyword", message: UNSTORABLE_ZH }] });
  });

  it("answers ids beyond the database's integers with a field message", async () => {
    const api = callerOf(runtime, { token: operator });
    const tooBig = [
      await anyone().get("/api/v1/channel/2147483648"),
      await api.get("/api/v1/accounts?groupId=2147483648"),
      await api.post("/api/v1/account-groups/1/members", { accountIds: [2147483648] }),
      await api.get("/api/v1/media/list?page=9007199254740993"),
      await callerOf(runtime, { token: admin }).get("/admin/api/v1/tkAuth/getAuthUrl?userId=2147483648&platform=tiktok"),
    ];
    for (const response of tooBig) {
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toMatch(/编号无效|页码或每页条数无效/);
    }
    expect((await anyone().as({ language: "en" }).get("/api/v1/channel/2147483648")).json().msg).toBe("The id is not valid");
    expect((await anyone().get("/api/v1/channel/2147483647")).statusCode).toBe(404);
  });

  it("keeps the email code of a registration that was refused", async () => {
    const email = uniqueEmail("kept-code");
    const client = anyone();
    expect((await client.post("/api/v1/user/sendRegEmailCode", { email })).json().code).toBe(0);
    const code = await lastCodeTo(runtime, email);
    const refused = await client.post("/api/v1/user/reg", { email, password: "Passw0rd", code, channelId: 2147483648 });
    expect(refused.statusCode).toBe(400);
    const registered = await client.post("/api/v1/user/reg", { email, password: "Passw0rd", code, channelId: 999999 });
    expect(registered.json()).toMatchObject({ code: 0 });
    expect(await loginOperator(runtime, email, "Passw0rd")).toBeTruthy();
  });

  it("leaves exactly one audit row for every admin write sent with hostile headers", async () => {
    const hostile: Record<string, string>[] = [
      { oppart: "evil%00" },
      { oppart: "%ED%A0%80%E0%A4%A" },
      { oppart: "%0d%0aSet-Cookie:%20x=1", logintype: "%00" },
      { oppart: "x".repeat(5000) },
    ];
    const token = await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    const api = callerOf(runtime, { token, headers: { alltoken: token } });
    for (const headers of hostile) {
      const name = `audited-${Math.random().toString(36).slice(2)}`;
      const before = (await runtime.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;
      const written = await api.as({ headers }).post("/admin/api/v1/file/upload", { name, fileUrl: "https://example.com/a.png" });
      expect(written.json()).toMatchObject({ code: 1 });
      await vi.waitFor(async () => {
        const rows = (await runtime.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(20)).filter((row) => row.id > before);
        const writes = rows.filter((row) => row.path === "/admin/api/v1/file/upload");
        expect(writes).toHaveLength(1);
        expect(writes[0]).toMatchObject({ method: "POST", statusCode: 200 });
        expect(writes[0]?.opPart).not.toContain("\u0000");
      });
    }
  });

  it("does not carry out an admin write whose audit row cannot be stored", async () => {
    const token = await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    const api = callerOf(runtime, { token });
    const name = `unaudited-${Math.random().toString(36).slice(2)}`;
    const run = (sql: string) => {
      const native = runtime.database.native;
      return native.driver === "pglite" ? native.client.exec(sql) : native.pool.query(sql);
    };
    await run("alter table audit_log rename to audit_log_unavailable");
    let refused;
    try {
      refused = await api.post("/admin/api/v1/file/upload", { name, fileUrl: "https://example.com/b.png" });
    } finally {
      await run("alter table audit_log_unavailable rename to audit_log");
    }
    expect(refused.statusCode).toBe(500);
    const page = await api.post("/admin/api/v1/file/page", { page: 1, pageSize: 100 });
    expect(page.json().data.list.map((file: { name: string }) => file.name)).not.toContain(name);
  });
});
