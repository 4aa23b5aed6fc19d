import { envelopeSchema, errorEnvelopeSchema, healthSchema } from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { HealthService } from "./health.service.ts";

/** `GET /health`: database and job-queue state; 503 with the same body while degraded. */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    "/health",
    {
      config: { public: true, rateLimit: false },
      schema: {
        operationId: "getHealth",
        tags: ["system"],
        summary: "Service health: database and job queue",
        response: { 200: envelopeSchema(healthSchema), 503: envelopeSchema(healthSchema), 500: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      const report = await health.report();
      if (report.status === "ok") return { code: 0, msg: "ok", data: report };
      return reply.status(503).send({ code: 503, msg: "degraded", data: report });
    },
  );
};
