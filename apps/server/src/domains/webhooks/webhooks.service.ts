import { randomBytes } from "node:crypto";
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_SECRET_PREFIX, type WebhookEndpointInput, webhookEndpointInputSchema } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import type { AppDb } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { isRefusedAddress, literalAddressOf } from "./address-guard.ts";
import type { WebhookSettings } from "./webhook-settings.ts";
import { webhookAttemptView, webhookDeliveryView, webhookEndpointView } from "./webhook-view.ts";
import type { WebhooksData } from "./webhooks.data.ts";

export type SecretBox = { seal(secret: string): string; open(sealed: string): string };

const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString("base64url")}`;

/** An operator's endpoints (Webhook 通知): register, change, reveal and rotate the secret, test, read the log, redeliver. */
export function createWebhooksService(deps: {
  data: WebhooksData;
  settings: Pick<WebhookSettings, "requireHttps" | "guardAddresses">;
  secrets: SecretBox;
  clock: Clock;
  enqueue: (deliveryId: number, within: AppDb) => Promise<void>;
}) {
  const { data, clock } = deps;
  const notFound = () => new AppError("NOT_FOUND");

  /** Production takes https only, and refuses an address literal it would never send to (names are checked when they are resolved). */
  function checkUrl(value: string) {
    const url = new URL(value);
    if (deps.settings.requireHttps && url.protocol !== "https:") throw new AppError("VALIDATION_FAILED", { messageKey: "webhook.httpsRequired" });
    const literal = literalAddressOf(url);
    if (deps.settings.guardAddresses && literal && isRefusedAddress(literal)) {
      throw new AppError("VALIDATION_FAILED", { messageKey: "webhook.addressRefused" });
    }
  }

  async function owned(userId: number, id: number) {
    const row = await data.findOwned(userId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(userId: number) {
      return { list: (await data.list(userId)).map(webhookEndpointView), max: WEBHOOK_ENDPOINTS_MAX };
    },
    async create(userId: number, input: WebhookEndpointInput) {
      const fields = webhookEndpointInputSchema.parse(input);
      checkUrl(fields.url);
      const secret = newSecret();
      const row = await data.insert(userId, fields, deps.secrets.seal(secret), clock(), WEBHOOK_ENDPOINTS_MAX);
      if (!row) throw new AppError("CONFLICT", { messageKey: "webhook.tooMany", params: { max: WEBHOOK_ENDPOINTS_MAX } });
      return { endpoint: webhookEndpointView(row), secret };
    },
    async update(userId: number, id: number, input: WebhookEndpointInput) {
      const fields = webhookEndpointInputSchema.parse(input);
      checkUrl(fields.url);
      const row = await data.update(userId, id, fields, clock());
      if (!row) throw notFound();
      return webhookEndpointView(row);
    },
    async setEnabled(userId: number, id: number, enabled: boolean) {
      const row = await data.update(userId, id, { enabled }, clock());
      if (!row) throw notFound();
      return webhookEndpointView(row);
    },
    async remove(userId: number, id: number) {
      if (!(await data.delete(userId, id))) throw notFound();
    },
    async revealSecret(userId: number, id: number) {
      return { secret: deps.secrets.open((await owned(userId, id)).secretSealed) };
    },
    /** The old secret stops signing at once: receivers must take the new one. */
    async rotateSecret(userId: number, id: number) {
      const secret = newSecret();
      const row = await data.update(userId, id, { secretSealed: deps.secrets.seal(secret) }, clock());
      if (!row) throw notFound();
      return { secret };
    },
    /** Sends a `ping` event to this endpoint alone (also when it is turned off), through the outbox like any event. */
    async ping(userId: number, id: number) {
      const endpoint = await owned(userId, id);
      const event = await data.insertPing(userId, endpoint.id, { endpointId: endpoint.id, name: endpoint.name });
      return { eventId: event.id };
    },
    async deliveries(userId: number, endpointId: number, query: { page: number; pageSize: number }) {
      await owned(userId, endpointId);
      const { rows, total } = await data.deliveryPage(userId, endpointId, (query.page - 1) * query.pageSize, query.pageSize);
      return { list: rows.map(webhookDeliveryView), total };
    },
    async attempts(userId: number, deliveryId: number) {
      const rows = await data.attemptsOf(userId, deliveryId);
      if (!rows) throw notFound();
      return { list: rows.map(webhookAttemptView) };
    },
    async redeliver(userId: number, deliveryId: number) {
      const row = await data.redeliver(userId, deliveryId, clock(), deps.enqueue);
      if (!row) throw notFound();
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
