import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { ADMIN_SUCCESS_CODE } from "@cdp/contracts";
import { bearerToken, installAuthGuard, type SessionResolver } from "./auth-guard.ts";
import { createErrorHandler, notFoundBody } from "./error-handler.ts";

export type SurfaceOptions = {
  sessions: SessionResolver;
  routes: FastifyPluginAsync[];
};

export type AdminSurfaceOptions = SurfaceOptions & {
  /** Writes each answered request to the audit log (admin id, decoded `opPart`, method, path). */
  recordRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

/** The operators' API under /api/v1: `{ code: 0 }` on success, token in `authorization`. */
export async function crmApi(app: FastifyInstance, options: SurfaceOptions) {
  app.setErrorHandler(createErrorHandler("crm"));
  app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request)));
  installAuthGuard(app, (request) => bearerToken(request.headers.authorization), options.sessions);
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
  const record = options.recordRequest;
  if (record) {
    app.addHook("onResponse", async (request, reply) => {
      // The audit log must never turn an answered request into a failure.
      await record(request, reply).catch((error: unknown) => request.log.error({ err: error }, "audit log write failed"));
    });
  }
  for (const routes of options.routes) await app.register(routes);
}
