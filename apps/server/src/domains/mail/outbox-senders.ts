import type { Mailer, SmsSender } from "./delivery.ts";
import type { OutboxData } from "./outbox.data.ts";

export type OutboxLog = { info(object: object, message: string): void };

/**
 * Without a mail server, each email is stored in the outbox table and printed to the log, so a
 * newcomer can read the code there or at /dev/outbox and register without any setup.
 */
export function createOutboxMailer(outbox: Pick<OutboxData, "add">, log: () => OutboxLog): Mailer {
  return {
    kind: "outbox",
    async send(message) {
      await outbox.add({ channel: "email", recipient: message.to, subject: message.subject, text: message.text, html: message.html, locale: message.locale });
      log().info({ outbox: "email", to: message.to }, `dev outbox: email to ${message.to}: ${message.subject}\n${message.text}`);
    },
    async close() {},
  };
}

export function createOutboxSms(outbox: Pick<OutboxData, "add">, log: () => OutboxLog): SmsSender {
  return {
    kind: "outbox",
    async send(message) {
      await outbox.add({ channel: "sms", recipient: message.to, text: message.text, locale: message.locale });
      log().info({ outbox: "sms", to: message.to }, `dev outbox: SMS to ${message.to}: ${message.text}`);
    },
  };
}
