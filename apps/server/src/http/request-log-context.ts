import type { FastifyInstance } from "fastify";
import { runWithLogContext } from "../log-context.ts";

/**
 * Makes the request id the current log context for the request's handling, so the jobs it sends carry
 * it (`JobQueue.send`). Entered again before the handler: the body is read in the socket's own async
 * context, which would otherwise be the one the handler continues in.
 */
export function registerRequestLogContext(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => runWithLogContext({ requestId: request.id }, done));
  app.addHook("preHandler", (request, _reply, done) => runWithLogContext({ requestId: request.id }, done));
}
