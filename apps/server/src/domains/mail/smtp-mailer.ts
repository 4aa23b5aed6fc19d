import { nodemailer } from "../../lazy-modules.ts";
import type { Mailer } from "./delivery.ts";

/**
 * Mail over SMTP with nodemailer. `smtpUrl` is `smtp://user:pass@host:587` (STARTTLS when the
 * server offers it) or `smtps://…:465` (TLS from the start). Timeouts keep a dead server from
 * holding a request for minutes.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer().createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from },
  );
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    async close() {
      transport.close();
    },
  };
}
