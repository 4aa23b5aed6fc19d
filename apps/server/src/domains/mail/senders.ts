import type { AppConfig } from "../../config/env.ts";
import type { Mailer, SmsSender } from "./delivery.ts";
import type { OutboxData } from "./outbox.data.ts";
import { createOutboxMailer, createOutboxSms, type OutboxLog } from "./outbox-senders.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";
import { createWebhookSms } from "./webhook-sms.ts";

/** Picks the real providers when configured, else the development outbox, once at start. */
export function createMessageSenders(
  config: Pick<AppConfig, "mail" | "sms">,
  outbox: Pick<OutboxData, "add">,
  log: () => OutboxLog,
): { mailer: Mailer; sms: SmsSender } {
  return {
    mailer: config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : createOutboxMailer(outbox, log),
    sms: config.sms.webhookUrl ? createWebhookSms(config.sms.webhookUrl) : createOutboxSms(outbox, log),
  };
}
