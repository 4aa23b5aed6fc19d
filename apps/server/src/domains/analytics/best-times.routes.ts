import { bestTimesQuerySchema, bestTimesSchema } from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../../http/auth-guard.ts";
import { crmOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { BestTimesService } from "./best-times.service.ts";

const tags = ["crm", "analytics"];

/** Best time to post: the hours of the week whose posts had the best median views, per account. */
export const bestTimesRoutes: FastifyPluginAsyncZod<{ bestTimes: BestTimesService }> = async (app, { bestTimes }) => {
  app.get(
    "/analytics/bestTimes",
    {
      schema: {
        operationId: "crmAnalyticsBestTimes",
        tags,
        summary: "The best hours of the week to post, per account, from the last 90 days of post figures",
        querystring: bestTimesQuerySchema,
        response: apiResponses(bestTimesSchema),
      },
    },
    async (request) => crmOk(await bestTimes.bestTimes(principalOf(request).id, request.query, requestLocale(request))),
  );
};
