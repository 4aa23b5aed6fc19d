import { createHash } from "node:crypto";
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_REPLAYED_HEADER } from "@cdp/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

/** What the store says about a key at the start of a request. */
export type Reservation =
  | { kind: "reserved"; id: number }
  | { kind: "replay"; statusCode: number; contentType: string | null; body: string }
  | { kind: "mismatch" }
  | { kind: "inFlight" };

/** Where first answers are kept (the `idempotency_keys` table), per operator and key. */
export type IdempotencyStore = {
  /** Takes the key for this request, or says what became of an earlier request with it. */
  reserve(userId: number, key: string, fingerprint: string): Promise<Reservation>;
  /** Keeps the first answer for replays. */
  complete(id: number, answer: { statusCode: number; contentType: string | null; body: string }): Promise<void>;
  /** Frees the key (the answer was a server error): a retry runs as if it were the first. */
  release(id: number): Promise<void>;
};

declare module "fastify" {
  interface FastifyRequest {
    idempotencyReservation?: number;
  }
  interface FastifyContextConfig {
    /** Fields of the answer's `data` never kept for replays (a secret shown once: the replay answers without it). */
    replayWithout?: readonly string[];
  }
}

/** The answer as kept for replays: without the fields the route shows only once. */
export function keptAnswer(body: string, without: readonly string[] | undefined): string {
  if (!without?.length) return body;
  const parsed = JSON.parse(body) as { data?: Record<string, unknown> | null };
  if (parsed.data && typeof parsed.data === "object") for (const field of without) delete parsed.data[field];
  return JSON.stringify(parsed);
}

/** What a key was first used with: method, path and query, and the body as parsed. */
export function requestFingerprint(request: Pick<FastifyRequest, "method" | "url" | "body">): string {
  return createHash("sha256")
    .update(`${request.method} ${request.url}\n`)
    .update(request.body === undefined ? "" : JSON.stringify(request.body))
    .digest("hex");
}

/**
 * `Idempotency-Key` on the CRM API: a `POST` that repeats a key (same operator) within 24 hours gets
 * the first answer again (`Idempotent-Replayed: true`) and does nothing; the same key with another
 * body, or while the first request is still running, is refused with 409. The key is taken after the
 * guard and before the body is validated, so two concurrent requests meet at the table's unique
 * index and only one runs. Server errors (5xx) free the key so a retry can go through.
 */
export function installIdempotency(scope: FastifyInstance, store: IdempotencyStore) {
  if (!scope.hasRequestDecorator("idempotencyReservation")) scope.decorateRequest("idempotencyReservation", undefined);
  scope.addHook("preValidation", async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== "POST" || !request.principal) return;
    const header = request.headers["idempotency-key"];
    if (header === undefined) return;
    const key = Array.isArray(header) ? null : header;
    if (key === null || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError("BAD_REQUEST", { messageKey: "idempotency.invalidKey" });
    const reservation = await store.reserve(request.principal.id, key, requestFingerprint(request));
    switch (reservation.kind) {
      case "reserved":
        request.idempotencyReservation = reservation.id;
        return;
      case "mismatch":
        throw new AppError("CONFLICT", { messageKey: "idempotency.mismatch" });
      case "inFlight":
        throw new AppError("CONFLICT", { messageKey: "idempotency.inFlight" });
      case "replay":
        if (reservation.contentType) reply.header("content-type", reservation.contentType);
        reply.header(IDEMPOTENT_REPLAYED_HEADER, "true");
        return reply.code(reservation.statusCode).send(reservation.body);
    }
  });
  scope.addHook("onSend", async (request, reply, payload) => {
    const id = request.idempotencyReservation;
    if (id === undefined) return payload;
    request.idempotencyReservation = undefined;
    const body = typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8") : null;
    if (reply.statusCode >= 500 || body === null) {
      await store.release(id);
    } else {
      const contentType = reply.getHeader("content-type");
      const kept = reply.statusCode < 300 ? keptAnswer(body, request.routeOptions.config.replayWithout) : body;
      await store.complete(id, { statusCode: reply.statusCode, contentType: typeof contentType === "string" ? contentType : null, body: kept });
    }
    return payload;
  });
}
