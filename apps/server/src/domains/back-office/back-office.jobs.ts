import { LOCALES } from "@cdp/contracts";
import { z } from "zod";
import { defineJob, HOUSEKEEPING_POLLING_SECONDS, registerJob } from "../../queue/job-definition.ts";
import type { IdentityApi } from "../identity/identity.module.ts";
import type { InactivityReclaim } from "./inactivity.ts";

/** An imported operator's invitation: an emailed link to choose a password (sent by a worker, not the request). */
export const invitationJob = defineJob({
  name: "back-office-invitation",
  payload: z.object({ email: z.string(), locale: z.enum(LOCALES) }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
});

/** Daily: operators inactive for two months are warned, and reclaimed once the warning period has passed. */
export const inactivityJob = defineJob({
  name: "back-office-inactivity",
  payload: z.object({}).passthrough(),
  retryLimit: 2,
  expireInSeconds: 600,
  cron: "20 0 * * *",
  pollingIntervalSeconds: HOUSEKEEPING_POLLING_SECONDS,
});

export function backOfficeJobHandlers(deps: { identity: Pick<IdentityApi, "sendInvitation">; inactivity: InactivityReclaim }) {
  return [
    registerJob(invitationJob, async ({ email, locale }) => deps.identity.sendInvitation(email, locale)),
    registerJob(inactivityJob, async () => void (await deps.inactivity.runDaily())),
  ];
}
