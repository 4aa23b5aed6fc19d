import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { ADMIN_SUCCESS_CODE } from "@cdp/contracts";
import type { AdminAudit } from "../domains/audit/audit-recorder.ts";
import { installApiKeyScope } from "./api-key-scope.ts";
import { bearerToken, installAuthGuard, type SessionResolver } from "./auth-guard.ts";
import { createErrorHandler, notFoundBody } from "./error-handler.ts";
import { installIdempotency, type IdempotencyStore } from "./idempotency.ts";

export type SurfaceOptions = {
  sessions: SessionResolver;
  routes: FastifyPluginAsync[];
};

export type CrmSurfaceOptions = SurfaceOptions & {
  /** Where the first answers of `POST`s with an Idempotency-Key are kept (none: the header is ignored). */
  idempotency?: IdempotencyStore;
};

export type AdminSurfaceOptions = SurfaceOptions & {
  /** The audit trail of admin writes and refused requests (admin id, decoded `opPart`, method, path, status). */
  audit?: AdminAudit;
};

/** The operators' API under /api/v1: `{ code: 0 }` on success, token in `authorization`. */
export async function crmApi(app: FastifyInstance, options: CrmSurfaceOptions) {
  app.setErrorHandler(createErrorHandler("crm"));
  app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request)));
  installAuthGuard(app, (request) => bearerToken(request.headers.authorization), options.sessions);
  installApiKeyScope(app);
  if (options.idempotency) installIdempotency(app, options.idempotency);
  for (const routes of options.routes) await app.register(routes);
}

/**
 * The administrators' API under /admin/api/v1: `{ code: 1 }` on success; the token arrives in
 * both `authorization` and `allToken` (the spec's headers) and either is accepted.
 */
export async function adminApi(app: FastifyInstance, options: AdminSurfaceOptions) {
  app.setErrorHandler(createErrorHandler("admin"));
  app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request)));
  installAuthGuard(
    app,
    (request) => bearerToken(request.headers.authorization) ?? bearerToken(request.headers["alltoken"]),
    options.sessions,
  );
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("x-api-success-code", String(ADMIN_SUCCESS_CODE));
    return payload;
  });
  const audit = options.audit;
  if (audit) {
    // Before the handler, after the guard and validation: a write whose row cannot be stored fails here, undone.
    app.addHook("preHandler", async (request) => audit.beforeWrite(request));
    app.addHook("onSend", async (request, reply, payload) => {
      // The status of an already-recorded write, or a refused request; written before the answer
      // leaves (after it, a caller's next request could be logged ahead of this one).
      await audit.beforeAnswer(request, reply).catch((error: unknown) => request.log.error({ err: error }, "audit log write failed"));
      return payload;
    });
  }
  for (const routes of options.routes) await app.register(routes);
}
