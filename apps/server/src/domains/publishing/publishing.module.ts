import type { Clock } from "../../clock.ts";
import type { AppDb } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { JobQueue } from "../../queue/job-queue.ts";
import type { AccountsApi } from "../accounts/accounts.module.ts";
import type { DomainModule } from "../domain-module.ts";
import type { MediaApi } from "../media/media.module.ts";
import type { PlansApi } from "../plans/plans.module.ts";
import type { PlatformsApi } from "../platforms/platforms.module.ts";
import { adminTaskRoutes } from "./admin-tasks.routes.ts";
import { createCalendarData } from "./calendar.data.ts";
import { createReschedule } from "./calendar-reschedule.ts";
import { calendarRoutes } from "./calendar.routes.ts";
import { createCalendarService } from "./calendar.service.ts";
import { createAdminTaskService } from "./admin-tasks.service.ts";
import { createItemJournal, type JobLog } from "./item-journal.ts";
import { createItemLeases } from "./item-lease.ts";
import { createOutcomeWriter, type Enqueue } from "./item-outcome.ts";
import { createItemRunner } from "./item-runner.ts";
import { createImageUrlSigner, isPostableImage } from "./photo-images.ts";
import { photoImageRoutes } from "./photo-images.routes.ts";
import { createPublishOptions } from "./publish-options.ts";
import { createPublishedPostsData } from "./published-posts.data.ts";
import { createPublishTargetsData } from "./publishing-targets.data.ts";
import { DEFAULT_PUBLISHING_TUNING, type PublishingTuning } from "./publishing-tuning.ts";
import { createPublishingData } from "./publishing.data.ts";
import { pollPublishStatusJob, publishingJobHandlers, publishItemJob, sweepPublishingJob } from "./publishing.jobs.ts";
import { publishingRoutes } from "./publishing.routes.ts";
import { createPublishDraftsData } from "./publish-drafts.data.ts";
import { publishDraftRoutes } from "./publish-drafts.routes.ts";
import { createPublishDraftsService } from "./publish-drafts.service.ts";
import { createPublishingService, type PublishAllowance, type PublishingService } from "./publishing.service.ts";
import { createStatusPoller } from "./status-poller.ts";
import { createStuckItems, type StuckItems } from "./stuck-items.ts";
import { createSweeper } from "./sweeper.ts";

export type PublishingDeps = {
  db: AppDb;
  platforms: Pick<PlatformsApi, "adapters">;
  tokens: AccountsApi["tokens"];
  readOnlyAmong: AccountsApi["readOnlyAmong"];
  media: Pick<MediaApi, "openMediaSource">;
  plans: Pick<PlansApi["plans"], "publishesPerDay">;
  clock: Clock;
  queue: Pick<JobQueue, "send">;
  /** Where platforms fetch stored files from when the driver gives a relative URL (local driver): PUBLIC_URL or this server. */
  publicOrigin: () => string;
  /** Signs the URLs of images converted for TikTok photo posts (the app secret). */
  imageUrlSecret: string;
  tuning?: Partial<PublishingTuning>;
  /** The app's logger once it exists (job log lines carry the task, item, attempt and platform). */
  log: () => JobLog;
};

export type PublishingApi = {
  /**
   * A starting worker sweeps once the leases of a worker it may replace have run out (not a minute
   * later), and sends on due items whose jobs that worker may have taken with it.
   */
  afterWorkerStart(): Promise<void>;
  /** Items stuck past their deadline, and their retry (for the system health page). */
  stuckItems: StuckItems;
  /** Bulk scheduling: many task requests checked like the form's and stored in one transaction. */
  createMany: PublishingService["createMany"];
};

/** [start of the first day, start of the day after the last) in UTC. */
function wholeUtcDays(range: { startDate: string; endDate: string }) {
  const from = new Date(`${range.startDate}T00:00:00.000Z`);
  return { from, to: new Date(new Date(`${range.endDate}T00:00:00.000Z`).getTime() + 24 * 60 * 60 * 1000) };
}

/**
 * What other domains ask of publishing, answered from its tables alone, so those domains can be
 * built before the engine: media may not delete a file a waiting item needs, unbinding an account
 * fails its waiting items, groups show their published count, the back-office counts each
 * operator's tasks, and analytics reads the published posts' figures by their real video ids.
 */
export function createPublishingRecords(deps: { db: AppDb; clock: Clock }) {
  const data = createPublishingData(deps.db);
  return {
    publishedPosts: createPublishedPostsData(deps.db),
    mediaWaitingToPublish: (mediaId: number, within?: AppDb) => data.mediaWaitingToPublish(mediaId, within),
    failWaitingItemsOfAccount: async (accountId: number) => {
      await data.failWaiting({ accountId }, { code: "account_unbound", key: "publish.accountUnbound" }, deps.clock());
    },
    publishedCountOfGroups: (groupIds: number[]) => data.publishedCountOfGroups(groupIds),
    /** Tasks and items by status per operator over whole UTC days (the back-office's completions). */
    async countsByUser(userIds: number[], range: { startDate: string; endDate: string }) {
      const { from, to } = wholeUtcDays(range);
      const rows = new Map((await data.completionsByUser(userIds, from, to)).map((row) => [row.id, row]));
      return userIds.map((id) => rows.get(id) ?? { id, tasks: 0, itemsSucceeded: 0, itemsFailed: 0, itemsDistributing: 0 });
    },
    /** The same per UTC day of task creation. */
    async dailyCountsByUser(userIds: number[], range: { startDate: string; endDate: string }) {
      const { from, to } = wholeUtcDays(range);
      return data.completionsByUserAndDay(userIds, from, to);
    },
  };
}

export type PublishingRecords = ReturnType<typeof createPublishingRecords>;

/** Wires the publishing engine: tasks and items, the upload and status jobs, the sweeper, the CRM and admin routes. */
export function createPublishingModule(deps: PublishingDeps): DomainModule<PublishingApi> {
  const { db, clock } = deps;
  const tuning = { ...DEFAULT_PUBLISHING_TUNING, ...deps.tuning };
  const data = createPublishingData(db);
  const targets = createPublishTargetsData(db);
  const { media } = deps;
  const { adapters } = deps.platforms;
  const leases = createItemLeases(db, tuning.leaseMs);

  // pg-boss counts time on the database's clock; items are scheduled on the app's clock (tests move it).
  const startAfter = (at: Date) => {
    const delay = at.getTime() - clock().getTime();
    return delay > 0 ? { startAfter: new Date(Date.now() + delay) } : {};
  };
  const enqueue: Enqueue = {
    run: async (itemId, at, within) => {
      await deps.queue.send(publishItemJob, { itemId }, { singletonKey: `publish-item:${itemId}`, ...startAfter(at), ...(within ? { within } : {}) });
    },
    poll: async (itemId, at) => {
      await deps.queue.send(pollPublishStatusJob, { itemId }, { singletonKey: `poll-item:${itemId}`, ...startAfter(at) });
    },
  };
  const outcomes = createOutcomeWriter({ db: deps.db, leases, data, enqueue, clock, tuning });
  const signer = createImageUrlSigner(deps.imageUrlSecret);
  const absolute = (url: string) => (url.startsWith("/") ? `${deps.publicOrigin()}${url}` : url);
  // TikTok pulls JPEG/WebP within 1080p as stored; anything else through the converting route.
  const publicImageUrl = async (mediaId: number) => {
    const source = await media.openMediaSource(mediaId);
    if (!source || source.type !== "image") return null;
    return absolute(isPostableImage(source) ? source.url : signer.path(mediaId));
  };
  const journal = createItemJournal({ data, log: deps.log, clock });
  const runItem = createItemRunner({ data, leases, outcomes, enqueue, tokens: deps.tokens, readOnlyAmong: deps.readOnlyAmong, adapters, media, publicImageUrl, clock, tuning, journal });
  const pollItem = createStatusPoller({ data, leases, outcomes, tokens: deps.tokens, adapters, clock, tuning, journal });
  const sweep = createSweeper({ db, enqueue, clock, tuning });
  const options = createPublishOptions({ targets, tokens: deps.tokens, adapters });
  const publishing = createPublishingService({
    data,
    targets,
    enqueue,
    clock,
    publishAllowance: dailyPublishAllowance(data, deps.plans),
    readOnlyAmong: deps.readOnlyAmong,
    checkOptions: options.check,
  });

  const drafts = createPublishDraftsService({ drafts: createPublishDraftsData(db), targets, clock });
  const calendarData = createCalendarData(db);
  const reschedule = createReschedule({ data: calendarData, enqueue, clock, publishesPerDay: (userId) => deps.plans.publishesPerDay(userId), readOnlyAmong: deps.readOnlyAmong, checkOptions: options.check });
  const calendar = createCalendarService({ data: calendarData, reschedule, clock });

  return {
    name: "publishing",
    crmRoutes: async (scope) => {
      await scope.register(publishingRoutes, { publishing, options });
      await scope.register(publishDraftRoutes, { drafts });
      await scope.register(calendarRoutes, { calendar });
      // An operator's write through this process (a task, an import, a resend, a cancel) shows on their calendar at once.
      scope.addHook("onResponse", async (request, reply) => {
        if (request.method !== "GET" && request.principal && reply.statusCode < 400) calendar.forget(request.principal.id);
      });
    },
    adminRoutes: async (scope) => scope.register(adminTaskRoutes, { tasks: createAdminTaskService({ publishing, data, targets, media }) }),
    pageRoutes: photoImageRoutes({ media, signer }),
    jobs: {
      definitions: [publishItemJob, pollPublishStatusJob, sweepPublishingJob],
      handlers: publishingJobHandlers({ runItem, pollItem, sweep }),
    },
    api: {
      afterWorkerStart: async () => {
        await deps.queue.send(sweepPublishingJob, { workerStartedAt: clock().toISOString() }, { startAfter: new Date(Date.now() + tuning.leaseMs + 1000) });
      },
      stuckItems: createStuckItems({ db, enqueue, clock, tuning }),
      // Tasks made through another domain (批量排期导入) show on the operator's calendar at once too.
      createMany: async (userId, requests, options) => {
        const outcome = await publishing.createMany(userId, requests, options);
        if (!options.dryRun) calendar.forget(userId);
        return outcome;
      },
    },
  };
}

/** The plan's publishes per day: targets created since the start of the operator's (UTC) day, this request's included. */
function dailyPublishAllowance(data: ReturnType<typeof createPublishingData>, plans: PublishingDeps["plans"]): PublishAllowance {
  return async ({ userId, targets, at }) => {
    const dayStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
    const [limit, used] = await Promise.all([plans.publishesPerDay(userId), data.itemsCreatedSince(userId, dayStart)]);
    if (used + targets > limit) throw new AppError("PLAN_LIMIT_REACHED");
  };
}
