import type { Clock } from "../../clock.ts";
import type { AppConfig } from "../../config/env.ts";
import type { AppDb } from "../../db/client.ts";
import type { JobQueue } from "../../queue/job-queue.ts";
import { registerJob } from "../../queue/job-definition.ts";
import { createTokenCipher, loadTokenEncryptionKey } from "../accounts/token-cipher.ts";
import type { DomainModule } from "../domain-module.ts";
import { sendEmailJob } from "../mail/mail.jobs.ts";
import { createWebhookDelivery } from "./webhook-delivery.ts";
import { startWebhookRelay } from "./webhook-relay.ts";
import { webhookSettingsOf } from "./webhook-settings.ts";
import { createWebhooksData } from "./webhooks.data.ts";
import { deliverWebhookJob, purgeWebhookEventsJob, WEBHOOK_EVENTS_KEPT_DAYS } from "./webhooks.jobs.ts";
import { webhookRoutes } from "./webhooks.routes.ts";
import { createWebhooksService } from "./webhooks.service.ts";

export type WebhooksApi = {
  /** Starts the outbox relay in a worker process (stopped before the queue). */
  startRelay(onError: (error: unknown) => void): { stop(): Promise<void> };
};

/**
 * Signed webhooks (ADR 15): triggers write events into the outbox with the change they report; the
 * relay makes one delivery per endpoint and queues it; the delivery job signs, sends and retries.
 */
export function createWebhooksModule(deps: { db: AppDb; config: Pick<AppConfig, "env" | "webhooks" | "platforms" | "dataDir">; queue: Pick<JobQueue, "send">; clock: Clock; crmOrigin: () => string }): DomainModule<WebhooksApi> {
  const settings = webhookSettingsOf(deps.config);
  const data = createWebhooksData(deps.db);
  const cipher = createTokenCipher(loadTokenEncryptionKey(deps.config.platforms.tokenEncryptionKey, deps.config.dataDir));
  const secrets = { seal: (secret: string) => cipher.encrypt(secret), open: (sealed: string) => cipher.decrypt(sealed) };
  const enqueue = async (deliveryId: number, within: AppDb, at?: Date) => {
    await deps.queue.send(deliverWebhookJob, { deliveryId }, { within, ...(at ? { startAfter: at } : {}) });
  };
  const webhooks = createWebhooksService({ data, settings, secrets, clock: deps.clock, enqueue });
  const deliver = createWebhookDelivery({
    data,
    settings,
    clock: deps.clock,
    openSecret: secrets.open,
    crmOrigin: deps.crmOrigin,
    effects: { enqueue, email: async (message, within) => void (await deps.queue.send(sendEmailJob, message, { within })) },
  });
  return {
    name: "webhooks",
    crmRoutes: async (scope) => scope.register(webhookRoutes, { webhooks }),
    jobs: {
      definitions: [deliverWebhookJob, purgeWebhookEventsJob],
      handlers: [
        registerJob(deliverWebhookJob, ({ deliveryId }) => deliver(deliveryId)),
        registerJob(purgeWebhookEventsJob, async () => void (await data.purgeEvents(new Date(deps.clock().getTime() - WEBHOOK_EVENTS_KEPT_DAYS * 86_400_000)))),
      ],
    },
    api: {
      startRelay: (onError) =>
        startWebhookRelay({ data, enqueue, clock: deps.clock, intervalMs: settings.relayIntervalMs, staleAfterMs: settings.timeoutMs + settings.leaseMarginMs, onError }),
    },
  };
}
