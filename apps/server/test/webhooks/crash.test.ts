import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "../kits/webhook-receiver.kit.ts";
import { killProcess, startProcessWorld, type ProcessWorld } from "../publishing/process-world.ts";
import type { StartedServer } from "../server-process.ts";
import { ALL_EVENTS, readmeRecipe, until } from "./helpers.ts";

/**
 * A worker process killed with SIGKILL while it is sending an event (the receiver has the request and
 * has not answered): another worker sends it again once the claim lapses, and the delivery is logged
 * as done. PostgreSQL only (separate processes share the database).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("a webhook survives its worker killed mid-delivery (PostgreSQL, separate processes)", () => {
  let world: ProcessWorld;
  let hook: WebhookReceiver;
  let worker: StartedServer | null = null;
  beforeAll(async () => {
    world = await startProcessWorld("webhook-crash", { WEBHOOK_TIMEOUT_SECONDS: "1", WEBHOOK_RETRY_SCHEDULE: "0.5,0.5,0.5", WEBHOOK_RELAY_INTERVAL_MS: "200" });
    // The first request is held unanswered: the worker that sent it is killed while it waits.
    hook = await startWebhookReceiver((index) => (index === 0 ? "hang" : 200));
  }, 120_000);
  afterAll(async () => {
    if (worker) await killProcess(worker);
    await hook?.close();
    await world?.dispose();
  });

  it("delivers the event after the worker that was sending it is killed", async () => {
    const verify = await readmeRecipe();
    const token = await world.loginDemo();
    const created = await world.call("POST", "/api/v1/webhooks", token, { url: hook.url, name: "崩溃测试", events: ALL_EVENTS });
    expect(created.code).toBe(0);
    const { endpoint, secret } = created.data as { endpoint: { id: number }; secret: string };
    worker = await world.startWorker();
    const { eventId } = (await world.call("POST", `/api/v1/webhooks/${endpoint.id}/ping`, token)).data as { eventId: string };

    await hook.waitFor(1);
    await killProcess(worker);
    worker = await world.startWorker();

    await hook.waitFor(2, 60_000);
    expect(hook.received.map((entry) => entry.headers["x-cdp-event-id"])).toEqual([eventId, eventId]);
    for (const entry of hook.received) expect(verify(secret, entry.headers["x-cdp-signature"] as string, entry.body)).toBe(true);
    const delivery = await until(async () => {
      const list = ((await world.call("GET", `/api/v1/webhooks/${endpoint.id}/deliveries`, token)).data as { list: { status: string; attempts: number; statusCode: number | null }[] }).list;
      return list[0]?.status === "succeeded" ? list[0] : null;
    });
    // The killed attempt was never recorded: the log shows the one that got its answer.
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1, statusCode: 200 });
  }, 120_000);
});
