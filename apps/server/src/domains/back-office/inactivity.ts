import type { ReclaimSetting } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import type { JobQueue } from "../../queue/job-queue.ts";
import { sendEmailJob } from "../mail/mail.jobs.ts";
import type { PlanCycles } from "../operator-seams.ts";
import { inactivityWarningEmail } from "./inactivity-email.ts";
import type { InactivityData } from "./inactivity.data.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type InactivityDeps = {
  data: InactivityData;
  /** The administrators' setting: what reclaiming does and how long after the warning. */
  reclaimSetting(): Promise<ReclaimSetting>;
  /** Disables sign-in and signs the operator out (the back-office's own action). */
  disable(userId: number): Promise<unknown>;
  planCycles: Pick<PlanCycles, "setPlanAndCycle">;
  queue: Pick<JobQueue, "send">;
  clock: Clock;
};

/** Two calendar months before `now`. */
export function twoMonthsBefore(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - 2);
  return cutoff;
}

/**
 * Inactivity reclaim (service agreement): an operator with no sign-in for two consecutive months
 * is flagged and warned by email (through the mail queue); if they still have not signed in when
 * the warning period ends, the administrators' reclaim action applies. Data is never deleted.
 */
export function createInactivityReclaim(deps: InactivityDeps) {
  const { data, clock } = deps;

  async function reclaim(userId: number, setting: ReclaimSetting): Promise<void> {
    if (setting.action === "disable") await deps.disable(userId);
    if (setting.action === "freePlan") await deps.planCycles.setPlanAndCycle(userId, "free", null);
  }

  return {
    /** The daily run: clear flags of returning operators, warn the newly inactive, reclaim the ones whose warning ran out. */
    async runDaily(): Promise<{ warned: number; reclaimed: number }> {
      const now = clock();
      const setting = await deps.reclaimSetting();
      await data.clearSignedInSinceWarning();
      const warned = await data.flagInactiveSince(twoMonthsBefore(now), now);
      const reclaimOn = new Date(now.getTime() + setting.warningDays * DAY_MS);
      for (const operator of warned) {
        await deps.queue.send(sendEmailJob, inactivityWarningEmail(operator.email, reclaimOn), { singletonKey: `inactivity-warning:${operator.userId}:${now.toISOString().slice(0, 10)}` });
      }
      const due = await data.dueForReclaim(new Date(now.getTime() - setting.warningDays * DAY_MS));
      for (const userId of due) {
        await reclaim(userId, setting);
        await data.markReclaimed(userId, now, setting.action);
      }
      return { warned: warned.length, reclaimed: due.length };
    },
  };
}

export type InactivityReclaim = ReturnType<typeof createInactivityReclaim>;
