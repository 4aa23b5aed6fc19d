import type { FastifyInstance } from "fastify";
import { type FaultSettings, type Faults, NO_FAULTS, PLANNED_ENDPOINTS, type PlannedFailure } from "./faults.ts";
import { answerMishaps } from "./mishaps.ts";

const RATES = ["serverErrorRate", "rateLimitRate", "dropRate"] as const;

/** Why a faults update is unusable, or null (rates 0–1, latency 0–60 s, a boolean switch). */
function faultsProblem(body: unknown): string | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return "The body must be a JSON object.";
  for (const [key, value] of Object.entries(body)) {
    if (!(key in NO_FAULTS)) return `Unknown setting: ${key.slice(0, 50)}`;
    if ((RATES as readonly string[]).includes(key) && (typeof value !== "number" || !(value >= 0 && value <= 1))) return `${key} must be a number from 0 to 1.`;
    if (key === "latencyMs" && (typeof value !== "number" || !(value >= 0 && value <= 60_000))) return "latencyMs must be a number from 0 to 60000.";
    if (key === "expireAccessTokens" && typeof value !== "boolean") return "expireAccessTokens must be true or false.";
  }
  return null;
}

/** A planned failure from a request body (`status` defaults to 400), or why it is unusable. */
function plannedFailureOf(body: unknown): PlannedFailure | string {
  if (!body || typeof body !== "object" || Array.isArray(body)) return "The body must be a JSON object.";
  const { endpoint, creator, count, error, status = 400, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown) return `Unknown field: ${unknown.slice(0, 50)}`;
  if (!(PLANNED_ENDPOINTS as readonly unknown[]).includes(endpoint)) return `endpoint must be one of: ${PLANNED_ENDPOINTS.join(", ")}.`;
  if (typeof creator !== "string" || creator.length === 0 || creator.length > 200) return "creator must be an open id, username or display name.";
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > 1000) return "count must be a whole number from 1 to 1000.";
  if (typeof error !== "string" || !/^[a-z_]{1,100}$/.test(error)) return "error must be a platform error code (lowercase letters and underscores).";
  if (typeof status !== "number" || !Number.isInteger(status) || status < 400 || status > 599) return "status must be an HTTP error status from 400 to 599.";
  return { endpoint: endpoint as PlannedFailure["endpoint"], creator, count, error, status };
}

/**
 * `/_control/*`: the sandbox's own test hooks over HTTP (not a platform API: plain `{ error }` answers).
 * `posts` lists every post the sandbox holds, for tests outside this process to count.
 * `faults/planned` fails the next N calls of an endpoint for one creator with a given error.
 */
export function registerControlRoutes(app: FastifyInstance, faults: Faults, posts: () => unknown[]) {
  answerMishaps(app, (_request, reply, mishap) => reply.code(mishap.status).send({ error: { code: mishap.kind, message: mishap.detail } }));
  app.get("/_control/faults", async () => faults.get());
  app.put("/_control/faults", async (request, reply) => {
    const problem = faultsProblem(request.body);
    if (problem) return reply.code(400).send({ error: { code: "bad_request", message: problem } });
    return faults.set(request.body as Partial<FaultSettings>);
  });
  app.get("/_control/faults/planned", async () => ({ planned: faults.planned() }));
  app.post("/_control/faults/planned", async (request, reply) => {
    const failure = plannedFailureOf(request.body);
    if (typeof failure === "string") return reply.code(400).send({ error: { code: "bad_request", message: failure } });
    return { planned: faults.plan(failure) };
  });
  app.delete("/_control/faults/planned", async () => {
    faults.clearPlanned();
    return { planned: [] };
  });
  app.get("/_control/posts", async () => ({ posts: posts() }));
}
