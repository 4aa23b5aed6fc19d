import type { Clock } from "../../clock.ts";
import type { AppConfig } from "../../config/env.ts";
import type { AppDb } from "../../db/client.ts";
import type { DomainModule } from "../domain-module.ts";
import type { Mailer, SmsSender } from "./delivery.ts";
import { createDeliveryFailuresData, type DeliveryFailuresData } from "./delivery-failures.data.ts";
import { recordDeliveryFailures } from "./failure-recording.ts";
import { createOutboxData } from "./outbox.data.ts";
import type { OutboxLog } from "./outbox-senders.ts";
import { loopbackOnly } from "../../http/loopback-only.ts";
import { outboxRoutes } from "./outbox.routes.ts";
import { createMessageSenders } from "./senders.ts";
import { mailJobHandlers, sendEmailJob } from "./mail.jobs.ts";

export type MailApi = {
  mailer: Mailer;
  sms: SmsSender;
  /** Sends the providers refused (for the system health page). */
  deliveryFailures: Pick<DeliveryFailuresData, "page" | "countSince">;
};

/**
 * Email and SMS senders (SMTP / webhook when configured, else the outbox), each failed send written
 * down, the mail queue and, outside production, the outbox page.
 */
export function createMailModule(deps: { db: AppDb; config: Pick<AppConfig, "env" | "mail" | "sms">; log: () => OutboxLog; clock: Clock }): DomainModule<MailApi> {
  const outbox = createOutboxData(deps.db);
  const deliveryFailures = createDeliveryFailuresData(deps.db);
  const { mailer, sms } = recordDeliveryFailures(createMessageSenders(deps.config, outbox, deps.log), deliveryFailures, deps.clock);
  return {
    name: "mail",
    jobs: { definitions: [sendEmailJob], handlers: mailJobHandlers({ mailer }) },
    ...(deps.config.env === "production"
      ? {}
      : {
          pageRoutes: async (scope) => {
            // Sign-in codes: shown to this machine only.
            scope.addHook("onRequest", loopbackOnly());
            await scope.register(outboxRoutes, { outbox });
          },
        }),
    api: { mailer, sms, deliveryFailures },
  };
}
