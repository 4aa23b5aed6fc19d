import {
  createdWebhookEndpointSchema,
  translate,
  webhookAttemptListSchema,
  webhookDeliveryIdParamsSchema,
  webhookDeliveryPageQuerySchema,
  webhookDeliveryPageSchema,
  webhookEndpointIdParamsSchema,
  webhookEndpointInputSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookSecretSchema,
} from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "../../http/auth-guard.ts";
import { crmOk } from "../../http/envelope.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { WebhooksService } from "./webhooks.service.ts";

const tags = ["crm", "webhooks"];
const params = webhookEndpointIdParamsSchema;

/** The operator's webhook endpoints and their delivery log (Webhook 通知). */
export const webhookRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (app, { webhooks }) => {
  const saved = (request: Parameters<typeof requestLocale>[0]) => translate(requestLocale(request), "success.saved");

  app.get(
    "/webhooks",
    { schema: { operationId: "crmListWebhookEndpoints", tags, summary: "The operator's webhook endpoints, oldest first", response: apiResponses(webhookEndpointListSchema) } },
    async (request) => crmOk(await webhooks.list(principalOf(request).id)),
  );

  app.post(
    "/webhooks",
    {
      schema: {
        operationId: "crmCreateWebhookEndpoint",
        tags,
        summary: "Register an endpoint for chosen events; the answer holds its signing secret (whsec_…)",
        body: webhookEndpointInputSchema,
        response: apiResponses(createdWebhookEndpointSchema),
      },
      // An Idempotency-Key's kept answer never holds the secret (it is sealed at rest; a retry reveals it).
      config: { replayWithout: ["secret"] },
    },
    async (request) => crmOk(await webhooks.create(principalOf(request).id, request.body), saved(request)),
  );

  app.put(
    "/webhooks/:id",
    {
      schema: { operationId: "crmUpdateWebhookEndpoint", tags, summary: "Change an endpoint's URL, name, description, events or state", params, body: webhookEndpointInputSchema, response: apiResponses(webhookEndpointSchema) },
    },
    async (request) => crmOk(await webhooks.update(principalOf(request).id, request.params.id, request.body), saved(request)),
  );

  app.post(
    "/webhooks/:id/enabled",
    {
      schema: {
        operationId: "crmSetWebhookEndpointEnabled",
        tags,
        summary: "Turn an endpoint on or off (off: its waiting deliveries fail and can be redelivered)",
        params,
        body: z.object({ enabled: z.boolean() }),
        response: apiResponses(webhookEndpointSchema),
      },
    },
    async (request) => crmOk(await webhooks.setEnabled(principalOf(request).id, request.params.id, request.body.enabled), saved(request)),
  );

  app.delete(
    "/webhooks/:id",
    { schema: { operationId: "crmDeleteWebhookEndpoint", tags, summary: "Delete an endpoint and its delivery log", params, response: apiResponses(z.null()) } },
    async (request) => {
      await webhooks.remove(principalOf(request).id, request.params.id);
      return crmOk(null);
    },
  );

  app.get(
    "/webhooks/:id/secret",
    { schema: { operationId: "crmRevealWebhookSecret", tags, summary: "An endpoint's signing secret", params, response: apiResponses(webhookSecretSchema) } },
    async (request) => crmOk(await webhooks.revealSecret(principalOf(request).id, request.params.id)),
  );

  app.post(
    "/webhooks/:id/secret/rotate",
    {
      schema: { operationId: "crmRotateWebhookSecret", tags, summary: "A new signing secret; the old one stops signing at once", params, response: apiResponses(webhookSecretSchema) },
      config: { replayWithout: ["secret"] },
    },
    async (request) => crmOk(await webhooks.rotateSecret(principalOf(request).id, request.params.id), saved(request)),
  );

  app.post(
    "/webhooks/:id/ping",
    { schema: { operationId: "crmPingWebhookEndpoint", tags, summary: "Send a test `ping` event to this endpoint", params, response: apiResponses(z.object({ eventId: z.string() })) } },
    async (request) => crmOk(await webhooks.ping(principalOf(request).id, request.params.id)),
  );

  app.get(
    "/webhooks/:id/deliveries",
    {
      schema: {
        operationId: "crmListWebhookDeliveries",
        tags,
        summary: "An endpoint's delivery log, newest first, each with its latest attempt",
        params,
        querystring: webhookDeliveryPageQuerySchema,
        response: apiResponses(webhookDeliveryPageSchema),
      },
    },
    async (request) => crmOk(await webhooks.deliveries(principalOf(request).id, request.params.id, request.query)),
  );

  app.get(
    "/webhooks/deliveries/:id/attempts",
    {
      schema: {
        operationId: "crmListWebhookAttempts",
        tags,
        summary: "Every attempt of a delivery: time, status code or why none, duration, the answer's start",
        params: webhookDeliveryIdParamsSchema,
        response: apiResponses(webhookAttemptListSchema),
      },
    },
    async (request) => crmOk(await webhooks.attempts(principalOf(request).id, request.params.id)),
  );

  app.post(
    "/webhooks/deliveries/:id/redeliver",
    { schema: { operationId: "crmRedeliverWebhook", tags, summary: "Send a delivery again (its schedule starts over)", params: webhookDeliveryIdParamsSchema, response: apiResponses(z.null()) } },
    async (request) => {
      await webhooks.redeliver(principalOf(request).id, request.params.id);
      return crmOk(null);
    },
  );
};
