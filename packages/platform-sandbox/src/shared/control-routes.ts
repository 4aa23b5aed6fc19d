import type { FastifyInstance } from "fastify";
import { type FaultSettings, type Faults, NO_FAULTS } from "./faults.ts";
import { answerMishaps } from "./mishaps.ts";
import { plannedFailureOf } from "./planned-failure-body.ts";

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

/**
 * `/_control/*`: the sandbox's own test hooks over HTTP (not a platform API: plain `{ error }` answers).
 * `posts` lists every post the sandbox holds, for tests outside this process to count.
 * `faults/planned` makes the next N calls of an endpoint for one creator fail: refused with a given
 * error, or done and then left unanswered (connection dropped) or answered late.
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
