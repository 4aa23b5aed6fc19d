import {
  translate,
  type DeliveryFailurePageQuery,
  type Locale,
  type MessageKey,
  isMessageKey,
  type ReconnectAccountPageQuery,
  type StuckItemPageQuery,
  type SystemHealth,
} from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import type { JobQueue } from "../../queue/job-queue.ts";
import type { AccountsApi } from "../accounts/accounts.module.ts";
import type { MailApi } from "../mail/mail.module.ts";
import type { OperationsApi } from "../operations/operations.module.ts";
import type { PlatformsApi } from "../platforms/platforms.module.ts";
import type { PublishingApi } from "../publishing/publishing.module.ts";
import type { SystemApi } from "../system/system.module.ts";

/** A worker that has not beaten for this long is shown as silent; after a day it is no longer listed. */
const ALIVE_WITHIN_MS = 60_000;
const LISTED_WITHIN_MS = 24 * 60 * 60_000;
const FAILURES_WITHIN_MS = 24 * 60 * 60_000;

export type SystemHealthDeps = {
  queue: Pick<JobQueue, "countsByName">;
  system: Pick<SystemApi, "workers" | "lastHeartbeatJobAt">;
  stuckItems: Pick<PublishingApi["stuckItems"], "page" | "count" | "retry">;
  usageToday: PlatformsApi["usageToday"];
  reconnectNeeded: Pick<AccountsApi["reconnectNeeded"], "page" | "count">;
  deliveryFailures: MailApi["deliveryFailures"];
  backupStatus: OperationsApi["backupStatus"];
  clock: Clock;
};

type PageQuery = { page: number; pageSize: number };
const window = ({ page, pageSize }: PageQuery) => ({ offset: (page - 1) * pageSize, limit: pageSize });
const orderOf = <Key extends string>({ sortBy, sortOrder }: { sortBy: Key; sortOrder: "asc" | "desc" }) => ({ sortBy, sortOrder });
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What the administrators' 系统状态 page shows, read through each domain's narrow API. */
export function createSystemHealthService(deps: SystemHealthDeps) {
  return {
    async overview(): Promise<SystemHealth> {
      const now = deps.clock();
      const realNow = Date.now();
      const [queue, workers, heartbeat, platformUsage, stuckItems, reconnectAccounts, deliveryFailures, backup] = await Promise.all([
        deps.queue.countsByName(),
        deps.system.workers.beatSince(new Date(realNow - LISTED_WITHIN_MS)),
        deps.system.lastHeartbeatJobAt(),
        deps.usageToday(),
        deps.stuckItems.count(),
        deps.reconnectNeeded.count(),
        deps.deliveryFailures.countSince(new Date(now.getTime() - FAILURES_WITHIN_MS)),
        deps.backupStatus(),
      ]);
      return {
        checkedAt: now.toISOString(),
        queue,
        // Heartbeats are written on the machines' clocks, so they are judged on this one's.
        workers: workers.map((worker) => ({
          id: worker.id,
          host: worker.host,
          pid: worker.pid,
          runMode: worker.runMode,
          version: worker.version,
          startedAt: worker.startedAt.toISOString(),
          lastBeatAt: worker.lastBeatAt.toISOString(),
          alive: realNow - worker.lastBeatAt.getTime() <= ALIVE_WITHIN_MS,
        })),
        lastHeartbeatJobAt: heartbeat,
        platformUsage,
        stuckItems,
        reconnectAccounts,
        deliveryFailures,
        backup: {
          schedule: backup.schedule,
          keep: backup.keep,
          databaseIncluded: backup.databaseIncluded,
          lastSuccess: backup.lastSuccess && { at: backup.lastSuccess.at, bytes: backup.lastSuccess.bytes, durationMs: backup.lastSuccess.durationMs, scheduled: backup.lastSuccess.scheduled },
          lastFailure: backup.lastFailure,
        },
      };
    },

    async stuckItems(query: StuckItemPageQuery) {
      const { rows, total } = await deps.stuckItems.page({ ...window(query), ...orderOf(query) });
      return {
        total,
        list: rows.map(({ item, taskTitle, accountName, owner }) => ({
          id: item.id,
          taskId: item.taskId,
          title: item.title || taskTitle,
          platform: item.platform,
          account: { id: item.accountId, name: accountName },
          owner: owner ?? { id: item.userId, email: null, nickname: null },
          phase: item.phase,
          attempt: item.attempt,
          scheduledAt: item.scheduledAt.toISOString(),
          startedAt: iso(item.startedAt),
          updatedAt: item.updatedAt.toISOString(),
          leaseUntil: iso(item.leaseUntil),
        })),
      };
    },

    retryStuckItem: (itemId: number) => deps.stuckItems.retry(itemId),

    async reconnectAccounts(query: ReconnectAccountPageQuery, locale: Locale) {
      const { rows, total } = await deps.reconnectNeeded.page({ ...window(query), ...orderOf(query) });
      const reason = (key: string | null): string => translate(locale, key && isMessageKey(key) ? key : ("accounts.reconnectNeeded" satisfies MessageKey));
      return {
        total,
        list: rows.map((row) => ({
          id: row.id,
          platform: row.platform,
          name: row.name,
          username: row.username,
          owner: row.owner,
          reason: reason(row.tokenError),
          linkedAt: row.linkedAt.toISOString(),
        })),
      };
    },

    async deliveryFailures(query: DeliveryFailurePageQuery) {
      const { rows, total } = await deps.deliveryFailures.page({ ...window(query), ...orderOf(query), ...(query.channel ? { channel: query.channel } : {}) });
      return {
        total,
        list: rows.map((row) => ({ ...row, failedAt: row.failedAt.toISOString() })),
      };
    },
  };
}

export type SystemHealthService = ReturnType<typeof createSystemHealthService>;
