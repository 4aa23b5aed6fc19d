import { randomUUID } from "node:crypto";
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config/env.ts";
import { healthRoutes } from "./domains/health/health.routes.ts";
import type { HealthService } from "./domains/health/health.service.ts";
import { ADMIN_API_PREFIX, CRM_API_PREFIX } from "./http/api-paths.ts";
import { noSessions, type SessionResolver } from "./http/auth-guard.ts";
import { createErrorHandler, notFoundBody } from "./http/error-handler.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { registerRequestLogContext } from "./http/request-log-context.ts";
import { registerSecurity, type FileOrigins } from "./http/security.ts";
import { adminApi, crmApi, type AdminSurfaceOptions, type CrmSurfaceOptions } from "./http/surfaces.ts";
import { validatorCompiler } from "./http/validator.ts";
import { jobLogFields } from "./log-context.ts";
import { registerWebApps, type WebAppDirs } from "./web/web-apps.ts";

export type AppDeps = {
  config: Pick<AppConfig, "logLevel" | "trustProxy" | "rateLimitPerMinute" | "runMode" | "env">;
  health: HealthService;
  version: string;
  webAppDirs: WebAppDirs;
  crmSessions?: SessionResolver;
  adminSessions?: SessionResolver;
  /** Domain routes of the CRM API (/api/v1), besides health. */
  crmRoutes?: FastifyPluginAsync[];
  /** Domain routes of the admin API (/admin/api/v1). */
  adminRoutes?: FastifyPluginAsync[];
  /** Server pages outside the APIs (the development outbox). */
  pageRoutes?: FastifyPluginAsync[];
  adminAudit?: AdminSurfaceOptions["audit"];
  /** First answers of the CRM API's `POST`s sent with an Idempotency-Key. */
  idempotency?: CrmSurfaceOptions["idempotency"];
  /** The storage's upload and file origins, for the Content-Security-Policy (none: this server only). */
  fileOrigins?: FileOrigins;
  /** `/metrics` and its request counting (every run mode). */
  metrics?: FastifyPluginAsync;
};

/**
 * Builds the HTTP application: external plugins (security, OpenAPI), then the two API surfaces
 * with their own envelopes and guards, then the web apps. A `worker` process serves only health.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.config),
    trustProxy: deps.config.trustProxy,
    genReqId: (request) => headerRequestId(request.headers["x-request-id"]) ?? randomUUID(),
    requestIdHeader: false,
    forceCloseConnections: "idle",
    return503OnClosing: true,
    bodyLimit: 1024 * 1024,
    logController: new OneLineRequestLog(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(createErrorHandler("web"));
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    done(null, payload);
  });

  registerRequestLogContext(app);
  await registerSecurity(app, { rateLimitPerMinute: deps.config.rateLimitPerMinute, files: deps.fileOrigins });
  if (deps.metrics) await app.register(deps.metrics);
  await registerOpenApi(app, deps.version);

  const worker = deps.config.runMode === "worker";
  const crmRoutes: FastifyPluginAsync[] = [
    async (scope) => scope.register(healthRoutes, { health: deps.health }),
    ...(worker ? [] : (deps.crmRoutes ?? [])),
  ];
  await app.register(crmApi, { prefix: CRM_API_PREFIX, sessions: deps.crmSessions ?? noSessions, routes: crmRoutes, ...(deps.idempotency ? { idempotency: deps.idempotency } : {}) });
  if (!worker) {
    await app.register(adminApi, {
      prefix: ADMIN_API_PREFIX,
      sessions: deps.adminSessions ?? noSessions,
      routes: deps.adminRoutes ?? [],
      audit: deps.adminAudit,
    });
    for (const pages of deps.pageRoutes ?? []) await app.register(pages);
    await registerWebApps(app, deps.webAppDirs);
  } else {
    app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request)));
  }
  return app;
}

/**
 * One `info` line per answered request, built from plain fields, instead of Fastify's two (an
 * "incoming request" line that serialises the request, then the completion).
 */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime }, "request completed");
  }
}

/**
 * JSON logs for machines; readable one-line logs when a person runs it in a terminal (never in
 * production: the pretty transport costs a worker thread and a second serialisation).
 */
function loggerOptions(config: AppDeps["config"]) {
  if (config.logLevel === "silent") return false;
  const pretty = process.stdout.isTTY && config.env !== "production";
  return {
    level: config.logLevel,
    // Lines written inside a job carry the job and the request that sent it (`reqId`, as request lines do).
    mixin: jobLogFields,
    ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } } : {}),
  };
}

/** Accepts a caller's request id (from a proxy) only when it is a plain token, so logs stay clean. */
function headerRequestId(value: string | string[] | undefined): string | undefined {
  const id = Array.isArray(value) ? value[0] : value;
  return id && /^[\w.:-]{8,128}$/.test(id) ? id : undefined;
}
