import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { newOperator, operatorApi, type Operator } from "../accounts/helpers.ts";
import { DEFAULT_ADMIN } from "../../src/domains/identity/seed.ts";
import { lastMessageTo, loginAdmin, loginOperator, registerOperator, uniqueEmail } from "../identity/helpers.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../kits/webhook-receiver.kit.ts";
import { testDrivers } from "../test-database.ts";
import { createWebhooksData } from "../../src/domains/webhooks/webhooks.data.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { ALL_EVENTS, deliveriesOf, readmeRecipe, registerEndpoint, until } from "./helpers.ts";

/**
 * Fast timings: a 2 s timeout, retries 200 ms apart, the endpoint turned off after 4 failed attempts
 * in a row. The receiver runs in the test's process, beside the server and its embedded database: on
 * a loaded machine a healthy answer took over 500 ms, so a 500 ms timeout failed attempts that
 * should succeed.
 */
const FAST = { WEBHOOK_TIMEOUT_SECONDS: "2", WEBHOOK_RETRY_SCHEDULE: "0.2,0.2,0.2", WEBHOOK_DISABLE_AFTER_FAILURES: "4", WEBHOOK_RELAY_INTERVAL_MS: "100" };

describe.each(testDrivers)("webhooks on %s", (driver) => {
  let runtime: TestRuntime;
  const receivers: WebhookReceiver[] = [];
  const receiver = async (...args: Parameters<typeof startWebhookReceiver>) => {
    const started = await startWebhookReceiver(...args);
    receivers.push(started);
    return started;
  };
  beforeAll(async () => {
    runtime = await startTestRuntime(driver, FAST);
  }, 60_000);
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((entry) => entry.close()));
  });
  afterAll(async () => runtime?.dispose());

  it("registers an endpoint with a whsec_ secret shown once, revealable and rotatable, and lists it", async () => {
    const operator = await newOperator(runtime, "wh-crud");
    const created = await operator.post("/api/v1/webhooks", { url: "https://hooks.example.com/cdp", name: "CMS", description: "发布结果", events: ["target.succeeded", "task.finished"] });
    expect(created.json()).toMatchObject({ code: 0, msg: "保存成功", data: { endpoint: { url: "https://hooks.example.com/cdp", name: "CMS", events: ["target.succeeded", "task.finished"], enabled: true, disabledReason: null } } });
    const { endpoint, secret } = created.json().data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify((await operator.get("/api/v1/webhooks")).json().data)).not.toContain(secret);
    expect((await operator.get("/api/v1/webhooks")).json().data).toMatchObject({ max: 10, list: [{ id: endpoint.id, name: "CMS" }] });
    // Sealed at rest: the stored value is not the secret.
    const stored = await runtime.database.db.execute(sql`select secret_sealed from webhook_endpoints where id = ${endpoint.id}`);
    expect(JSON.stringify(stored)).not.toContain(secret.slice(6));

    expect((await operator.get(`/api/v1/webhooks/${endpoint.id}/secret`)).json().data).toEqual({ secret });
    const rotated = (await operator.post(`/api/v1/webhooks/${endpoint.id}/secret/rotate`)).json().data.secret;
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    expect((await operator.get(`/api/v1/webhooks/${endpoint.id}/secret`)).json().data).toEqual({ secret: rotated });

    const edited = await operator.put(`/api/v1/webhooks/${endpoint.id}`, { url: "http://hooks.example.com/v2", name: "CMS 2", events: ["target.failed"], enabled: false });
    expect(edited.json().data).toMatchObject({ url: "http://hooks.example.com/v2", name: "CMS 2", events: ["target.failed"], enabled: false });
    expect((await operator.post(`/api/v1/webhooks/${endpoint.id}/enabled`, { enabled: true })).json().data).toMatchObject({ enabled: true });
    expect((await operator.delete(`/api/v1/webhooks/${endpoint.id}`)).json()).toMatchObject({ code: 0 });
    expect((await operator.get("/api/v1/webhooks")).json().data.list).toEqual([]);
  });

  it("keeps no signing secret in an Idempotency-Key's stored answer, on creation or rotation", async () => {
    const operator = await newOperator(runtime, "wh-retry");
    const headers = { authorization: `Bearer ${operator.token}`, "idempotency-key": "make-hook-1" };
    const create = () => runtime.app.inject({ method: "POST", url: "/api/v1/webhooks", payload: { url: "https://hooks.example.com/retry", name: "重试", events: ["task.finished"] }, headers });
    const first = (await create()).json().data;
    const again = await create();
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().data.endpoint.id).toBe(first.endpoint.id);
    expect(again.json().data.secret).toBeUndefined();
    const rotateHeaders = { ...headers, "idempotency-key": "rotate-hook-1" };
    const rotated = (await runtime.app.inject({ method: "POST", url: `/api/v1/webhooks/${first.endpoint.id}/secret/rotate`, headers: rotateHeaders })).json().data.secret;
    expect(rotated).toMatch(/^whsec_/);
    const kept = await runtime.database.db.execute(sql`select response_body from idempotency_keys where key in ('make-hook-1', 'rotate-hook-1')`);
    expect(JSON.stringify(kept)).toContain(first.endpoint.id);
    expect(JSON.stringify(kept)).not.toContain("whsec_");
  });

  it("refuses a bad URL, a missing name and no events in both languages, and an 11th endpoint", async () => {
    const operator = await newOperator(runtime, "wh-rules");
    const bad = await operator.post("/api/v1/webhooks", { url: "ftp://example.com", name: "", events: [] });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("请输入以 http:// 或 https:// 开头的完整网址");
    expect(JSON.stringify(bad.json())).toContain("请输入名称");
    expect(JSON.stringify(bad.json())).toContain("请至少选择一个事件");
    const english = await operator.in("en").post("/api/v1/webhooks", { url: "not a url", name: "x", events: ["nope"] });
    expect(english.statusCode).toBe(400);
    expect(JSON.stringify(english.json())).toContain("Enter a full URL starting with http:// or https://");
    expect(JSON.stringify(english.json())).toContain("Choose at least one event");

    for (let index = 0; index < 10; index += 1) await registerEndpoint(operator, `https://hooks.example.com/${index}`);
    const eleventh = await operator.post("/api/v1/webhooks", { url: "https://hooks.example.com/11", name: "十一", events: ALL_EVENTS });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().msg).toBe("每个账号最多10个 Webhook 地址，请先删除不再使用的地址");
    expect((await operator.in("en").post("/api/v1/webhooks", { url: "https://hooks.example.com/11", name: "eleven", events: ALL_EVENTS })).json().msg).toMatch(/at most 10 webhook endpoints/);
  });

  it("keeps operators apart: B neither sees nor changes A's endpoints, secrets or deliveries", async () => {
    const a = await newOperator(runtime, "wh-iso-a");
    const b = await newOperator(runtime, "wh-iso-b");
    const hook = await receiver();
    const { id } = await registerEndpoint(a, hook.url);
    await a.post(`/api/v1/webhooks/${id}/ping`);
    const [delivery] = await until(async () => {
      const list = await deliveriesOf(a, id);
      return list.length ? list : null;
    });
    expect((await b.get("/api/v1/webhooks")).json().data.list).toEqual([]);
    for (const attempt of [
      b.get(`/api/v1/webhooks/${id}/secret`),
      b.post(`/api/v1/webhooks/${id}/secret/rotate`),
      b.put(`/api/v1/webhooks/${id}`, { url: "https://evil.example.com", name: "x", events: ALL_EVENTS }),
      b.post(`/api/v1/webhooks/${id}/enabled`, { enabled: false }),
      b.post(`/api/v1/webhooks/${id}/ping`),
      b.get(`/api/v1/webhooks/${id}/deliveries`),
      b.post(`/api/v1/webhooks/deliveries/${delivery!.id}/redeliver`),
      b.get(`/api/v1/webhooks/deliveries/${delivery!.id}/attempts`),
      b.delete(`/api/v1/webhooks/${id}`),
    ]) {
      expect((await attempt).statusCode).toBe(404);
    }
    expect((await a.get("/api/v1/webhooks")).json().data.list).toMatchObject([{ id, url: hook.url, enabled: true }]);
    // Without a session nothing answers; an administrator's token is not an operator's.
    expect((await runtime.app.inject({ method: "GET", url: "/api/v1/webhooks" })).statusCode).toBe(401);
    const adminToken = await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    expect((await operatorApi(runtime, adminToken).get("/api/v1/webhooks")).statusCode).toBe(401);
  });

  it("delivers a signed ping that the README's recipe verifies, with the event id in a header", async () => {
    const verify = await readmeRecipe();
    const operator = await newOperator(runtime, "wh-ping");
    const hook = await receiver();
    const { id, secret } = await registerEndpoint(operator, hook.url);
    const { eventId } = (await operator.post(`/api/v1/webhooks/${id}/ping`)).json().data;
    await hook.waitFor(1);
    const [request] = hook.received;
    const event = JSON.parse(request!.body);
    expect(event).toMatchObject({ id: eventId, type: "ping", data: { endpointId: id } });
    expect(new Date(event.createdAt).toString()).not.toBe("Invalid Date");
    expect(request!.headers["x-cdp-event-id"]).toBe(eventId);
    const signature = request!.headers["x-cdp-signature"] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(secret, signature, request!.body)).toBe(true);
    // A changed body, another secret or a stale timestamp fail the same recipe.
    expect(verify(secret, signature, request!.body.replace("ping", "pong"))).toBe(false);
    expect(verify(`${secret}x`, signature, request!.body)).toBe(false);
    expect(verify(secret, signature, request!.body, -1)).toBe(false);
    const [logged] = await until(async () => {
      const list = await deliveriesOf(operator, id);
      return list[0]?.status === "succeeded" ? list : null;
    });
    expect(logged).toMatchObject({ eventId, eventType: "ping", status: "succeeded", attempts: 1, statusCode: 200, response: "ok" });
  });

  it("retries after 500s and after a timeout, with the same event and id, and logs each attempt", async () => {
    const operator = await newOperator(runtime, "wh-retry");
    const hook = await receiver((index) => (index === 0 ? 500 : index === 1 ? "hang" : index === 2 ? 503 : 204));
    const { id, secret } = await registerEndpoint(operator, hook.url);
    const verify = await readmeRecipe();
    await operator.post(`/api/v1/webhooks/${id}/ping`);
    await hook.waitFor(4);
    const ids = new Set(hook.received.map((entry) => entry.headers["x-cdp-event-id"]));
    expect(ids.size).toBe(1);
    expect(new Set(hook.received.map((entry) => entry.body)).size).toBe(1);
    for (const entry of hook.received) expect(verify(secret, entry.headers["x-cdp-signature"] as string, entry.body)).toBe(true);
    const [delivery] = await until(async () => {
      const list = await deliveriesOf(operator, id);
      return list[0]?.status === "succeeded" ? list : null;
    });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 4, statusCode: 204 });
    const rows = (await operator.get(`/api/v1/webhooks/deliveries/${delivery!.id}/attempts`)).json().data.list as { attempt: number; statusCode: number | null; error: string | null; durationMs: number; response: string | null }[];
    expect(rows.map((row) => [row.attempt, row.statusCode, row.error, row.response])).toEqual([
      [1, 500, null, "failure 500"],
      [2, null, "timeout", null],
      [3, 503, null, "failure 503"],
      [4, 204, null, ""],
    ]);
    expect(rows[1]!.durationMs).toBeGreaterThanOrEqual(450);
  });

  it("forgets events after their keeping time, except those still waiting for an attempt", async () => {
    const operator = await newOperator(runtime, "wh-purge");
    const hook = await receiver((index) => (index === 0 ? 200 : "hang"));
    const { id } = await registerEndpoint(operator, hook.url);
    await operator.post(`/api/v1/webhooks/${id}/ping`);
    await until(async () => (await deliveriesOf(operator, id))[0]?.status === "succeeded");
    await operator.post(`/api/v1/webhooks/${id}/ping`);
    await hook.waitFor(2);
    const data = createWebhooksData(runtime.database.db);
    expect(await data.purgeEvents(new Date(0))).toBe(0);
    await data.purgeEvents(new Date(Date.now() + 60_000));
    const left = await deliveriesOf(operator, id);
    expect(left.map((delivery) => delivery.status)).toEqual(["pending"]);
  });

  it("never follows a redirect: a 3xx is a failed attempt, retried like any other", async () => {
    const operator = await newOperator(runtime, "wh-redirect");
    const hook = await receiver((index) => (index === 0 ? 302 : 200));
    const { id } = await registerEndpoint(operator, hook.url);
    await operator.post(`/api/v1/webhooks/${id}/ping`);
    await hook.waitFor(2);
    const [delivery] = await until(async () => {
      const list = await deliveriesOf(operator, id);
      return list[0]?.status === "succeeded" ? list : null;
    });
    const attempts = await runtime.database.db.execute(sql`select status_code, error from webhook_attempts where delivery_id = ${delivery!.id} order by attempt`);
    expect((attempts as unknown as { rows: unknown[] }).rows).toEqual([
      { status_code: 302, error: "redirect" },
      { status_code: 200, error: null },
    ]);
  });

  it("gives a delivery up when its schedule is used up, turns the endpoint off after a run of failures with an email, and redelivers by hand", async () => {
    const email = uniqueEmail("wh-disable");
    await registerOperator(runtime, email);
    const operator: Operator = operatorApi(runtime, await loginOperator(runtime, email, "Passw0rd"));
    let healthy = false;
    const hook = await receiver(() => (healthy ? 200 : 500));
    const { id } = await registerEndpoint(operator, hook.url, { name: "坏掉的接收器" });
    await operator.post(`/api/v1/webhooks/${id}/ping`);
    // 4 attempts (the first and three retries) all fail: the delivery fails and, 4 in a row, the endpoint is turned off.
    const [failed] = await until(async () => {
      const list = await deliveriesOf(operator, id);
      return list[0]?.status === "failed" ? list : null;
    });
    expect(failed).toMatchObject({ status: "failed", attempts: 4, statusCode: 500, response: "failure 500" });
    const endpoint = await until(async () => {
      const [row] = (await operator.get("/api/v1/webhooks")).json().data.list;
      return row.enabled ? null : row;
    });
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: "failures", consecutiveFailures: 4 });
    const message = await until(async () => {
      const last = await lastMessageTo(runtime, email);
      return last?.subject.includes("Webhook") ? last : null;
    });
    expect(message.subject).toContain("Webhook 地址已停用");
    expect(message.text).toContain("坏掉的接收器");
    expect(message.text).toContain("turned off");

    healthy = true;
    expect((await operator.post(`/api/v1/webhooks/deliveries/${failed!.id}/redeliver`)).json()).toMatchObject({ code: 0 });
    const [redelivered] = await until(async () => {
      const list = await deliveriesOf(operator, id);
      return list[0]?.status === "succeeded" ? list : null;
    });
    expect(redelivered).toMatchObject({ attempts: 5, statusCode: 200 });
  });
});

describe.each(testDrivers)("webhooks' address guard (production rules) on %s", (driver) => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await startTestRuntime(driver, { ...FAST, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: "false" });
  }, 60_000);
  afterAll(async () => runtime?.dispose());

  it("refuses loopback, private, link-local and metadata addresses when registering, in both languages", async () => {
    const operator = await newOperator(runtime, "wh-ssrf");
    for (const url of ["https://127.0.0.1/hook", "https://10.1.2.3/hook", "https://169.254.169.254/latest/meta-data", "https://[::1]/hook", "https://192.168.1.1/", "https://100.64.0.1/", "https://[fd00::1]/", "https://0.0.0.0/", "https://[::ffff:127.0.0.1]/"]) {
      const refused = await operator.post("/api/v1/webhooks", { url, name: "内网", events: ALL_EVENTS });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().msg, url).toBe("此地址指向本机、内网或保留地址，不能接收 Webhook");
    }
    expect((await operator.in("en").post("/api/v1/webhooks", { url: "https://127.0.0.1/", name: "x", events: ALL_EVENTS })).json().msg).toMatch(/private network/);
  });

  it("refuses a name that resolves to loopback when it connects: nothing reaches the receiver", async () => {
    const operator = await newOperator(runtime, "wh-ssrf-dns");
    const hook = await startWebhookReceiver();
    try {
      const { id } = await registerEndpoint(operator, `http://localhost:${hook.port}/hook`);
      await operator.post(`/api/v1/webhooks/${id}/ping`);
      const [delivery] = await until(async () => {
        const list = await deliveriesOf(operator, id);
        return list[0]?.attempts ? list : null;
      });
      expect(delivery).toMatchObject({ statusCode: null, error: "refused_address" });
      expect(hook.received).toHaveLength(0);
    } finally {
      await hook.close();
    }
  });
});
