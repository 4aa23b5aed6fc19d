import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEYS_MAX } from "@cdp/contracts";
import { apiKeys, idempotencyKeys, users } from "../../src/db/schema/index.ts";
import { DEFAULT_ADMIN } from "../../src/domains/identity/seed.ts";
import { UPLOAD_SIGNATURE_PATH } from "../../src/domains/storage/signature.routes.ts";
import { newOperator, type Operator } from "../accounts/helpers.ts";
import { adminCaller } from "../back-office/helpers.ts";
import { loginAdmin } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { keyCaller, makeKey } from "./helpers.ts";

const RATE_LIMIT = 25;

const operatorId = async (operator: Operator): Promise<number> => (await operator.get("/api/v1/user/getUserInfo")).json().data.id;

/** API keys (API 密钥): made once, hashed, within their scope, on the operator's own CRM API only. */
describe.each(testDrivers)("API keys on %s", (driver) => {
  let runtime: TestRuntime;
  let admin: ReturnType<typeof adminCaller>;
  beforeAll(async () => {
    runtime = await startTestRuntime(driver, { API_KEY_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
    admin = adminCaller(runtime, await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password));
  });
  afterAll(async () => runtime?.dispose());

  it("shows the whole key once, then only its prefix; the database holds its hash, never the secret", async () => {
    const operator = await newOperator(runtime, "keys-once");
    const created = await operator.post("/api/v1/api-keys", { name: " 剪辑工作站 ", scope: "publish" });
    expect(created.statusCode).toBe(200);
    const made = created.json().data;
    expect(made.key).toMatch(/^cdp_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ name: "剪辑工作站", scope: "publish", prefix: made.key.slice(0, 12), lastUsedAt: null });

    const listed = (await operator.get("/api/v1/api-keys")).json().data;
    expect(listed).toMatchObject({ max: API_KEYS_MAX, list: [{ id: made.id, name: "剪辑工作站", prefix: made.key.slice(0, 12) }] });
    expect(JSON.stringify(listed)).not.toContain(made.key);

    const rows = await runtime.database.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(made.key);
    expect(JSON.stringify(rows)).not.toContain(made.key.slice(12));
    expect(rows[0]!.secretHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("a retried creation with the same Idempotency-Key makes one key and never keeps or repeats its secret", async () => {
    const operator = await newOperator(runtime, "keys-retry");
    const create = () =>
      runtime.app.inject({ method: "POST", url: "/api/v1/api-keys", payload: { name: "重试", scope: "read" }, headers: { authorization: `Bearer ${operator.token}`, "idempotency-key": "make-key-1" } });
    const first = await create();
    const secret = first.json().data.key as string;
    expect(secret).toMatch(/^cdp_/);
    const again = await create();
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().data).toMatchObject({ id: first.json().data.id, name: "重试", prefix: secret.slice(0, 12) });
    expect(again.json().data.key).toBeUndefined();
    expect((await operator.get("/api/v1/api-keys")).json().data.list).toHaveLength(1);
    const kept = await runtime.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "make-key-1"));
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toContain(secret);
  });

  it("refuses a nameless key and an unknown scope in both languages", async () => {
    const operator = await newOperator(runtime, "keys-input");
    const nameless = await operator.post("/api/v1/api-keys", { name: "  ", scope: "read" });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.body).toContain("请输入密钥名称");
    const scope = await operator.in("en").post("/api/v1/api-keys", { name: "x", scope: "admin" });
    expect(scope.statusCode).toBe(400);
    expect(scope.body).toContain("Choose what the key may do");
  });

  it("a read-only key reads and is refused any write with a clear 403 in both languages", async () => {
    const operator = await newOperator(runtime, "keys-read");
    const key = await makeKey(operator, "read");
    const script = keyCaller(runtime, key);
    const groups = await script.get("/api/v1/account-groups");
    expect(groups.statusCode).toBe(200);
    expect(groups.json()).toMatchObject({ code: 0, data: { list: [] } });
    expect((await script.get("/api/v1/publish/tasks")).statusCode).toBe(200);

    const write = await script.post("/api/v1/account-groups", { name: "不应创建", color: 1 });
    expect(write.statusCode).toBe(403);
    expect(write.json().msg).toBe("此 API 密钥为只读权限，只能读取数据（GET），不能执行此操作");
    const inEnglish = await keyCaller(runtime, key, "en").post("/api/v1/account-groups", { name: "not made", color: 1 });
    expect(inEnglish.json().msg).toBe("This API key is read-only: it can only read (GET), not do this.");
    expect((await operator.get("/api/v1/account-groups")).json().data.list).toEqual([]);
  });

  it("a publish key makes groups and publish calls, but never touches the account itself or the keys", async () => {
    const operator = await newOperator(runtime, "keys-publish");
    const key = await makeKey(operator, "publish");
    const script = keyCaller(runtime, key);
    const group = await script.post("/api/v1/account-groups", { name: "脚本分组", color: 2 });
    expect(group.json()).toMatchObject({ code: 0, data: { name: "脚本分组" } });

    const password = await script.post("/api/v1/user/changePassword", { oldPassword: "Passw0rd", newPassword: "Passw0rd2" });
    expect(password.statusCode).toBe(403);
    expect(password.json().msg).toBe("此操作不对 API 密钥开放，请在浏览器中登录后操作");
    const logout = await keyCaller(runtime, key, "en").post("/api/v1/user/logout");
    expect(logout.json().msg).toBe("This operation is not open to API keys. Sign in with a browser to do it.");

    for (const attempt of [script.get("/api/v1/api-keys"), script.post("/api/v1/api-keys", { name: "minted", scope: "publish" })]) {
      const refused = await attempt;
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe("API 密钥的管理需要在浏览器中登录，不能用 API 密钥操作");
    }
    expect((await operator.get("/api/v1/api-keys")).json().data.list).toHaveLength(1);
  });

  it("never gets an upload signature (they are bound to a browser session)", async () => {
    const operator = await newOperator(runtime, "keys-upload");
    const key = await makeKey(operator, "publish");
    const url = `${UPLOAD_SIGNATURE_PATH}?fileName=a.mp4`;
    expect((await runtime.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${operator.token}` } })).statusCode).toBe(200);
    const refused = await runtime.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${key}` } });
    expect(refused.statusCode).toBe(401);
  });

  it("opens only the CRM API: the admin API answers 401 to a key", async () => {
    const operator = await newOperator(runtime, "keys-admin");
    const key = await makeKey(operator, "publish");
    for (const headers of [{ authorization: `Bearer ${key}` }, { authorization: key, alltoken: key }]) {
      const response = await runtime.app.inject({ method: "POST", url: "/admin/api/v1/userInfo/page", headers, payload: {} });
      expect(response.statusCode).toBe(401);
    }
    expect((await runtime.app.inject({ method: "GET", url: `/admin/api/v1/userInfo/1/apiKeys`, headers: { authorization: key, alltoken: key } })).statusCode).toBe(401);
  });

  it("revoking works at once; a stranger can neither see nor revoke another operator's key", async () => {
    const owner = await newOperator(runtime, "keys-owner");
    const stranger = await newOperator(runtime, "keys-stranger");
    const key = await makeKey(owner, "publish");
    await owner.post("/api/v1/account-groups", { name: "主人的分组", color: 1 });
    const script = keyCaller(runtime, key);
    expect((await script.get("/api/v1/account-groups")).json().data.list.map((g: { name: string }) => g.name)).toEqual(["主人的分组"]);
    await makeKey(stranger, "read");
    expect((await stranger.get("/api/v1/account-groups")).json().data.list).toEqual([]);

    const id = (await owner.get("/api/v1/api-keys")).json().data.list[0].id as number;
    expect((await stranger.get("/api/v1/api-keys")).json().data.list.map((k: { id: number }) => k.id)).not.toContain(id);
    expect((await stranger.delete(`/api/v1/api-keys/${id}`)).statusCode).toBe(404);
    expect((await script.get("/api/v1/account-groups")).statusCode).toBe(200);

    expect((await owner.delete(`/api/v1/api-keys/${id}`)).json()).toMatchObject({ code: 0 });
    const after = await script.get("/api/v1/account-groups");
    expect(after.statusCode).toBe(401);
    expect((await owner.get("/api/v1/api-keys")).json().data.list).toEqual([]);
    expect((await owner.delete(`/api/v1/api-keys/${id}`)).statusCode).toBe(404);
  });

  it("records when a key was last used", async () => {
    const operator = await newOperator(runtime, "keys-used");
    const key = await makeKey(operator, "read");
    expect((await operator.get("/api/v1/api-keys")).json().data.list[0].lastUsedAt).toBeNull();
    await keyCaller(runtime, key).get("/api/v1/account-groups");
    const used = (await operator.get("/api/v1/api-keys")).json().data.list[0].lastUsedAt as string;
    expect(Date.parse(used)).toBeGreaterThan(Date.now() - 60_000);
  });

  it(`holds an operator to ${API_KEYS_MAX} keys`, async () => {
    const operator = await newOperator(runtime, "keys-many");
    await Promise.all(Array.from({ length: API_KEYS_MAX }, (_, index) => makeKey(operator, "read", `k${index}`)));
    const refused = await operator.post("/api/v1/api-keys", { name: "one too many", scope: "read" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(`每个账号最多${API_KEYS_MAX}个 API 密钥，请先撤销不再使用的密钥`);
    expect((await operator.get("/api/v1/api-keys")).json().data.list).toHaveLength(API_KEYS_MAX);
  });

  it("limits each key's requests per minute without touching another key's", async () => {
    const operator = await newOperator(runtime, "keys-rate");
    const busy = keyCaller(runtime, await makeKey(operator, "read"), "en");
    const calm = keyCaller(runtime, await makeKey(operator, "read"));
    for (let index = 0; index < RATE_LIMIT; index += 1) expect((await busy.get("/api/v1/account-groups")).statusCode).toBe(200);
    const limited = await busy.get("/api/v1/account-groups");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toBe(`Too many requests with this API key (at most ${RATE_LIMIT} a minute). Try again in a moment.`);
    expect((await calm.get("/api/v1/account-groups")).statusCode).toBe(200);
    expect((await operator.get("/api/v1/account-groups")).statusCode).toBe(200);
  });

  it("administrators list and revoke an operator's keys; keys stop with a disabled operator", async () => {
    const operator = await newOperator(runtime, "keys-by-admin");
    const id = await operatorId(operator);
    const first = await makeKey(operator, "read", "第一把");
    const second = await makeKey(operator, "publish", "第二把");

    expect((await runtime.app.inject({ method: "GET", url: `/admin/api/v1/userInfo/${id}/apiKeys` })).statusCode).toBe(401);
    expect((await runtime.app.inject({ method: "GET", url: `/admin/api/v1/userInfo/${id}/apiKeys`, headers: { authorization: operator.token, alltoken: operator.token } })).statusCode).toBe(401);
    const listed = (await admin("GET", `/userInfo/${id}/apiKeys`)).json();
    expect(listed).toMatchObject({ code: 1, data: { list: [{ name: "第一把", scope: "read" }, { name: "第二把", scope: "publish" }] } });
    expect(JSON.stringify(listed)).not.toContain(first);
    expect((await admin("GET", `/userInfo/999999/apiKeys`)).statusCode).toBe(404);

    const firstId = listed.data.list[0].id as number;
    expect((await admin("DELETE", `/userInfo/${id}/apiKeys/${firstId}`)).json()).toMatchObject({ code: 1 });
    expect((await keyCaller(runtime, first).get("/api/v1/account-groups")).statusCode).toBe(401);
    expect((await keyCaller(runtime, second).get("/api/v1/account-groups")).statusCode).toBe(200);
    // Another operator's id in the path does not reach this key.
    const other = await operatorId(await newOperator(runtime, "keys-other"));
    expect((await admin("DELETE", `/userInfo/${other}/apiKeys/${listed.data.list[1].id}`)).statusCode).toBe(404);

    await admin("POST", "/userInfo/status", { id, status: "disabled" });
    expect((await keyCaller(runtime, second).get("/api/v1/account-groups")).statusCode).toBe(401);
    await admin("POST", "/userInfo/status", { id, status: "active" });
    expect((await keyCaller(runtime, second).get("/api/v1/account-groups")).statusCode).toBe(200);
  });

  it("keys stop when the operator is deleted, and go with the operator's row", async () => {
    const operator = await newOperator(runtime, "keys-deleted");
    const id = await operatorId(operator);
    const key = await makeKey(operator, "read");
    expect((await keyCaller(runtime, key).get("/api/v1/account-groups")).statusCode).toBe(200);
    expect((await admin("DELETE", `/userInfo/del/${id}`)).statusCode).toBe(200);
    expect((await keyCaller(runtime, key).get("/api/v1/account-groups")).statusCode).toBe(401);
    await runtime.database.db.delete(users).where(eq(users.id, id));
    expect(await runtime.database.db.select().from(apiKeys).where(eq(apiKeys.userId, id))).toEqual([]);
  });

  it("an unknown cdp_ key is refused like a bad session", async () => {
    const response = await keyCaller(runtime, `cdp_${"A".repeat(43)}`).get("/api/v1/account-groups");
    expect(response.statusCode).toBe(401);
  });
});
