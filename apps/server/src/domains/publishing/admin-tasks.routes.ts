import { adminTaskPageRequestSchema, adminTaskPageSchema, adminTaskRetryRequestSchema, resendResultSchema, translate } from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import { toPublishTask } from "./publishing-view.ts";
import type { PublishingService } from "./publishing.service.ts";

const tags = ["admin", "tasks"];

/** The back-office task list (every operator's tasks with their owner) and resend (spec section 7 paths). */
export const adminTaskRoutes: FastifyPluginAsyncZod<{ publishing: PublishingService }> = async (app, { publishing }) => {
  app.post(
    "/task/page",
    {
      schema: {
        operationId: "adminTaskPage",
        tags,
        summary: "Every operator's publish tasks with their owner, newest first (query params, no body)",
        querystring: adminTaskPageRequestSchema,
        response: apiResponses(adminTaskPageSchema),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { userId, ...query } = request.query;
      const { rows, total } = await publishing.list(userId, query);
      return adminOk({ list: rows.map((row) => ({ ...toPublishTask(row, locale), owner: row.owner })), total }, locale);
    },
  );

  app.get(
    "/task/retry",
    {
      schema: {
        operationId: "adminTaskRetry",
        tags,
        summary: "Resend the failed items of a task (重发任务)",
        querystring: adminTaskRetryRequestSchema,
        response: apiResponses(resendResultSchema),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return adminOk({ resent: await publishing.resend(undefined, request.query.id) }, locale, translate(locale, "success.saved"));
    },
  );
};
