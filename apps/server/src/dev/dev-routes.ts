import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loopbackOnly } from "../http/loopback-only.ts";
import type { JobDefinition } from "../queue/job-definition.ts";
import type { JobQueue } from "../queue/job-queue.ts";
import type { DevClock } from "./dev-clock.ts";

export const DEV_CLOCK_PATH = "/dev/clock";
export const DEV_JOBS_PATH = "/dev/jobs";

const TEN_YEARS_MS = 10 * 366 * 24 * 60 * 60 * 1000;
const FINISHED = new Set(["completed", "failed", "cancelled"]);

type DevToolDeps = { devClock: DevClock; queue: Pick<JobQueue, "send" | "stateOf">; scheduledJobs: JobDefinition<unknown>[]; waitLimitMs?: number };

/**
 * Development tools for scripts and browser journeys, outside production and for this machine only:
 * move the app's clock ahead (`PUT /dev/clock`) and run a scheduled job now, answering once it has
 * finished (`POST /dev/jobs/:name`; only jobs with a cron schedule, which take no payload).
 */
const devToolRoutes: FastifyPluginAsyncZod<DevToolDeps> = async (app, { devClock, queue, scheduledJobs, waitLimitMs = 60_000 }) => {
  const clockView = () => ({ now: devClock.clock().toISOString(), offsetMs: devClock.offsetMs() });
  app.get(DEV_CLOCK_PATH, { schema: { hide: true } }, async (_request, reply) => reply.header("cache-control", "no-store").send(clockView()));
  app.put(
    DEV_CLOCK_PATH,
    { schema: { hide: true, body: z.object({ offsetMs: z.number().int().min(0).max(TEN_YEARS_MS) }) } },
    async (request, reply) => {
      devClock.setOffset(request.body.offsetMs);
      return reply.header("cache-control", "no-store").send(clockView());
    },
  );
  app.post(`${DEV_JOBS_PATH}/:name`, { schema: { hide: true, params: z.object({ name: z.string().max(100) }) } }, async (request, reply) => {
    const definition = scheduledJobs.find((job) => job.name === request.params.name);
    if (!definition) return reply.callNotFound();
    const id = await queue.send(definition, {});
    if (!id) return reply.status(409).send({ name: definition.name, state: "not queued" });
    const deadline = Date.now() + waitLimitMs;
    let state = await queue.stateOf(id);
    while (!FINISHED.has(state ?? "") && Date.now() < deadline) {
      await sleep(200);
      state = await queue.stateOf(id);
    }
    return reply.status(state && FINISHED.has(state) ? 200 : 202).send({ name: definition.name, id, state });
  });
};

/** The page routes of the development tools, behind the loopback-only guard of the other dev pages. */
export function devToolPages(deps: DevToolDeps): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook("onRequest", loopbackOnly());
    await scope.register(devToolRoutes, deps);
  };
}
