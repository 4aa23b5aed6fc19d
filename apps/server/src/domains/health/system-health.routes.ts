import {
  deliveryFailurePageRequestSchema,
  deliveryFailurePageSchema,
  reconnectAccountPageRequestSchema,
  reconnectAccountPageSchema,
  stuckItemPageRequestSchema,
  stuckItemPageSchema,
  stuckItemParamsSchema,
  stuckItemRetrySchema,
  systemHealthSchema,
  translate,
} from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { SystemHealthService } from "./system-health.service.ts";

const tags = ["admin", "system"];

/** The administrators' 系统状态 page: queue, workers, quotas, stuck items, accounts to reconnect, failed sends. */
export const systemHealthRoutes: FastifyPluginAsyncZod<{ systemHealth: SystemHealthService }> = async (app, { systemHealth }) => {
  app.get(
    "/system/health",
    {
      schema: {
        operationId: "adminSystemHealth",
        tags,
        summary: "Job queue by job name and state, worker heartbeats, today's platform usage, and the counts of the lists below",
        response: apiResponses(systemHealthSchema),
      },
    },
    async (request) => adminOk(await systemHealth.overview(), requestLocale(request)),
  );

  app.get(
    "/system/stuck-items",
    {
      schema: {
        operationId: "adminStuckItems",
        tags,
        summary: "Publish items in progress past their deadline (lease expired, or due long ago with no worker on them), oldest progress first unless sortBy / sortOrder say otherwise",
        querystring: stuckItemPageRequestSchema,
        response: apiResponses(stuckItemPageSchema),
      },
    },
    async (request) => adminOk(await systemHealth.stuckItems(request.query), requestLocale(request)),
  );

  app.post(
    "/system/stuck-items/:id/retry",
    {
      schema: {
        operationId: "adminRetryStuckItem",
        tags,
        summary: "Send a stuck item on now (its upload job, or its status check); a job only works on an item whose lease it takes, so it is never posted twice",
        params: stuckItemParamsSchema,
        response: apiResponses(stuckItemRetrySchema),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return adminOk(await systemHealth.retryStuckItem(request.params.id), locale, translate(locale, "systemHealth.item.retried"));
    },
  );

  app.get(
    "/system/reconnect-accounts",
    {
      schema: {
        operationId: "adminReconnectAccounts",
        tags,
        summary: "Linked accounts whose platform grant lapsed, with their owner, newest linked first unless sortBy / sortOrder say otherwise",
        querystring: reconnectAccountPageRequestSchema,
        response: apiResponses(reconnectAccountPageSchema),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return adminOk(await systemHealth.reconnectAccounts(request.query, locale), locale);
    },
  );

  app.get(
    "/system/delivery-failures",
    {
      schema: {
        operationId: "adminDeliveryFailures",
        tags,
        summary: "Emails and texts the provider refused or could not take, newest first unless sortBy / sortOrder say otherwise",
        querystring: deliveryFailurePageRequestSchema,
        response: apiResponses(deliveryFailurePageSchema),
      },
    },
    async (request) => adminOk(await systemHealth.deliveryFailures(request.query), requestLocale(request)),
  );
};
