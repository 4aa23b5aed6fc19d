import { rankingQuerySchema, rankingSchema, topPostsQuerySchema, topPostsSchema, trendQuerySchema, trendSchema } from "@cdp/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../../http/auth-guard.ts";
import { crmOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { PlanService } from "../plans/plans.service.ts";
import { rankingWorkbook, topPostsWorkbook, trendWorkbook, XLSX_TYPE } from "./analytics-export.ts";
import type { AnalyticsService } from "./analytics.service.ts";

const tags = ["crm", "analytics"];

function sendWorkbook(reply: FastifyReply, name: string, bytes: Buffer) {
  return reply.header("content-type", XLSX_TYPE).header("content-disposition", `attachment; filename="${name}.xlsx"`).send(bytes);
}

/** 数据分析: monthly trend, weekly ranking, top posts, and their Excel exports (members only; others get sample figures). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService; plans: Pick<PlanService, "assertAnalytics"> }> = async (app, { analytics, plans }) => {
  app.get(
    "/analytics/trend",
    { schema: { operationId: "crmAnalyticsTrend", tags, summary: "Views, likes and fans by month", querystring: trendQuerySchema, response: apiResponses(trendSchema) } },
    async (request) => crmOk(await analytics.trend(principalOf(request).id, request.query)),
  );
  app.get(
    "/analytics/ranking",
    { schema: { operationId: "crmAnalyticsRanking", tags, summary: "Weekly account traffic ranking", querystring: rankingQuerySchema, response: apiResponses(rankingSchema) } },
    async (request) => crmOk(await analytics.ranking(principalOf(request).id, request.query)),
  );
  app.get(
    "/analytics/top-posts",
    { schema: { operationId: "crmAnalyticsTopPosts", tags, summary: "The best posts the product published", querystring: topPostsQuerySchema, response: apiResponses(topPostsSchema) } },
    async (request) => crmOk(await analytics.topPosts(principalOf(request).id, request.query)),
  );

  app.get(
    "/analytics/trend/export",
    { schema: { operationId: "crmAnalyticsTrendExport", tags, summary: "The monthly trend as an Excel file (members only)", querystring: trendQuerySchema } },
    async (request, reply) => {
      const userId = principalOf(request).id;
      await plans.assertAnalytics(userId);
      return sendWorkbook(reply, "trend", trendWorkbook(await analytics.trend(userId, request.query), requestLocale(request)));
    },
  );
  app.get(
    "/analytics/ranking/export",
    { schema: { operationId: "crmAnalyticsRankingExport", tags, summary: "The weekly ranking as an Excel file (members only)", querystring: rankingQuerySchema } },
    async (request, reply) => {
      const userId = principalOf(request).id;
      await plans.assertAnalytics(userId);
      return sendWorkbook(reply, "ranking", rankingWorkbook(await analytics.ranking(userId, request.query), requestLocale(request)));
    },
  );
  app.get(
    "/analytics/top-posts/export",
    { schema: { operationId: "crmAnalyticsTopPostsExport", tags, summary: "The top posts as an Excel file (members only)", querystring: topPostsQuerySchema } },
    async (request, reply) => {
      const userId = principalOf(request).id;
      await plans.assertAnalytics(userId);
      return sendWorkbook(reply, "top-posts", topPostsWorkbook(await analytics.topPosts(userId, request.query), requestLocale(request)));
    },
  );
};
