import type { Locale } from "@cdp/contracts";

export type OutgoingEmail = { to: string; subject: string; text: string; html: string; locale: Locale };
export type OutgoingSms = { to: string; text: string; locale: Locale };

/** Sends email. Picked once at start: SMTP when `SMTP_URL` is set, else the development outbox. */
export type Mailer = {
  readonly kind: "smtp" | "outbox";
  send(message: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
};

/** Sends text messages. Picked once at start: the webhook provider when `SMS_WEBHOOK_URL` is set, else the outbox. */
export type SmsSender = {
  readonly kind: "webhook" | "outbox";
  send(message: OutgoingSms): Promise<void>;
};
