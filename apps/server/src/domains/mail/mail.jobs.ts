import { LOCALES } from "@cdp/contracts";
import { z } from "zod";
import { defineJob, registerJob } from "../../queue/job-definition.ts";
import type { Mailer } from "./delivery.ts";

/** The mail queue: an email any domain hands over to be sent by a worker, retried while the provider fails. */
export const sendEmailJob = defineJob({
  name: "mail.send",
  payload: z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string(), locale: z.enum(LOCALES) }),
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 120,
});

export function mailJobHandlers(deps: { mailer: Mailer }) {
  return [registerJob(sendEmailJob, (email) => deps.mailer.send(email))];
}
