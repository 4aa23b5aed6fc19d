import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { installIdempotency, type IdempotencyStore, type Reservation } from "./idempotency.ts";

/** The store's rules in memory, to see what the plugin asks of it. */
function memoryStore() {
  const rows = new Map<string, { id: number; fingerprint: string; answer?: { statusCode: number; contentType: string | null; body: string } }>();
  let nextId = 1;
  const store: IdempotencyStore = {
    async reserve(userId, key, fingerprint): Promise<Reservation> {
      const held = rows.get(`${userId}:${key}`);
      if (!held) {
        const id = nextId++;
        rows.set(`${userId}:${key}`, { id, fingerprint });
        return { kind: "reserved", id };
      }
      if (held.fingerprint !== fingerprint) return { kind: "mismatch" };
      return held.answer ? { kind: "replay", ...held.answer } : { kind: "inFlight" };
    },
    async complete(id, answer) {
      for (const row of rows.values()) if (row.id === id) row.answer = answer;
    },
    async release(id) {
      for (const [name, row] of rows) if (row.id === id) rows.delete(name);
    },
  };
  return { store, rows };
}

async function appWith(store: IdempotencyStore, handler: () => unknown) {
  const app = Fastify();
  app.decorateRequest("principal", null);
  app.addHook("onRequest", async (request) => {
    request.principal = { kind: "user", id: 7, sessionId: "s", token: "t" };
  });
  installIdempotency(app, store);
  let calls = 0;
  app.post("/things", async () => {
    calls += 1;
    return handler();
  });
  await app.ready();
  const send = () => app.inject({ method: "POST", url: "/things", payload: { a: 1 }, headers: { "idempotency-key": "k-1" } });
  return { send, calls: () => calls };
}

describe("Idempotency-Key plugin", () => {
  it("frees the key after a server error, so the retry runs and its answer is kept", async () => {
    const { store, rows } = memoryStore();
    let fail = true;
    const app = await appWith(store, () => {
      if (fail) throw new Error("database went away");
      return { made: 1 };
    });
    expect((await app.send()).statusCode).toBe(500);
    expect(rows.size).toBe(0);
    fail = false;
    const retried = await app.send();
    expect(retried.json()).toEqual({ made: 1 });
    const replayed = await app.send();
    expect(replayed.headers["idempotent-replayed"]).toBe("true");
    expect(replayed.json()).toEqual({ made: 1 });
    expect(app.calls()).toBe(2);
  });
});
