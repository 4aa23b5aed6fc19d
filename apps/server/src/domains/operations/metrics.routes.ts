import type { FastifyPluginAsync } from "fastify";
import { isLoopbackClient } from "../../http/loopback-only.ts";
import type { Metrics } from "./metrics.ts";
import { bearerMatches } from "./ops-server-file.ts";

export const METRICS_PATH = "/metrics";

/**
 * Counts every answered request by route pattern, and serves `GET /metrics` in the Prometheus text
 * format to this machine, or to a scraper that sends `Authorization: Bearer METRICS_TOKEN`.
 * Registered on the root (not encapsulated), so its hook sees every route of every run mode.
 */
export function metricsPlugin(metrics: Metrics, token: string | null): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook("onResponse", (request, reply, done) => {
      metrics.observeRequest(request.method, request.routeOptions.url ?? "unmatched", reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!isLoopbackClient(request) && !(token && bearerMatches(request.headers.authorization, token))) {
        return reply
          .status(401)
          .header("www-authenticate", 'Bearer realm="metrics"')
          .type("text/plain; charset=utf-8")
          .send("Metrics answer this machine, or a scraper with Authorization: Bearer METRICS_TOKEN (see docs/operations.md).\n");
      }
      return reply.header("content-type", metrics.contentType).header("cache-control", "no-store").send(await metrics.render());
    });
  };
  return Object.assign(plugin, { [Symbol.for("skip-override")]: true });
}
