import {
  preflightProblems,
  type createPhotoTaskRequestSchema,
  type createVideoTaskRequestSchema,
  type MessageKey,
  type PreflightTarget,
  type publishTaskListRequestSchema,
  type ResendEdits,
} from "@cdp/contracts";
import type { z } from "zod";
import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
import type { Enqueue } from "./item-outcome.ts";
import { createKeyedMutex } from "./keyed-mutex.ts";
import type { PublishTargetsData, TargetAccount } from "./publishing-targets.data.ts";
import type { ItemRow, NewItem, NewTask, PublishingData, TaskFilters, TaskRow } from "./publishing.data.ts";
import type { TaskReads } from "./task-reads.data.ts";
import { scheduleTimes } from "./schedule.ts";
import { taskOptionsOf } from "./task-options.ts";

type VideoRequest = z.output<typeof createVideoTaskRequestSchema>;
type PhotoRequest = z.output<typeof createPhotoTaskRequestSchema>;
type ListRequest = z.output<typeof publishTaskListRequestSchema>;
type Targeting = Pick<VideoRequest, "sendType" | "groupId" | "accountIds" | "intervalSeconds" | "jitterSeconds" | "startAt" | "timeZone" | "name">;

/**
 * THE SEAM for plan limits (publishes per day, from the plan service): called with the operator and
 * the number of targets before anything is stored; throws an `AppError` (PLAN_LIMIT_REACHED) to refuse.
 */
export type PublishAllowance = (input: { userId: number; targets: number; at: Date }) => Promise<void>;
export const unlimitedPublishAllowance: PublishAllowance = async () => undefined;

/**
 * A check of the options against what each account allows (TikTok creator_info), before anything
 * is stored or sent; throws an `AppError` with the reason.
 */
export type OptionsCheck = (input: { userId: number; accounts: TargetAccount[]; options: VideoRequest["options"]; kind: "video" | "photo"; durations: Map<number, number | null> }) => Promise<void>;

export type PublishingServiceDeps = {
  data: PublishingData;
  targets: PublishTargetsData;
  enqueue: Enqueue;
  clock: Clock;
  publishAllowance: PublishAllowance;
  /** The operator's accounts among these that are over the plan's account allowance (accounts domain). */
  readOnlyAmong(userId: number, accountIds: number[]): Promise<Set<number>>;
  checkOptions: OptionsCheck;
  random?: () => number;
};

/** One request of a bulk creation (bulk scheduling). */
export type BulkRequest = { kind: "video"; input: VideoRequest } | { kind: "photo"; input: PhotoRequest };
export type BulkRefusal = { index: number; messageKey: MessageKey; params: Record<string, string | number> };
export type BulkOutcome = { refusals: BulkRefusal[]; tasks: number; targets: number };

/** What a request adds per platform: the task's own fields and one draft per target. */
type TaskDraft = Pick<NewTask, "title" | "description" | "coverMediaId" | "options"> & { type?: NewTask["type"] };
type ItemDraft = Pick<NewItem, "accountId" | "kind" | "mediaIds" | "title" | "description">;
type PlatformBatch = { task: TaskDraft; items: ItemDraft[] };

const refuse = (messageKey: MessageKey, params: Record<string, string | number> = {}) => new AppError("BAD_REQUEST", { messageKey, params });

/**
 * The platforms' text and count rules for each target (the same the publish screens check per row of
 * the confirm table): a request that breaks one is refused with its message before anything is
 * stored. What the TikTok creator allows is the options check's (creator_info).
 */
function refuseBrokenRules(targets: Omit<PreflightTarget, "creator">[]) {
  for (const target of targets) {
    const [problem] = preflightProblems({ ...target, creator: null });
    if (problem) throw refuse(problem.key, problem.params);
  }
}
/** The edits actually given (a field left out keeps what the failed attempt sent). */
const withoutUnset = (edits: ResendEdits): ResendEdits => Object.fromEntries(Object.entries(edits).filter(([, value]) => value !== undefined));
const TYPE_OF = { tiktok: "PUBLISH_TIKTOK", youtube: "PUBLISH_YOUTUBE" } as const;

/** Tasks and their items: creation (distribution rule, interval), records, resend, cancel. */
export function createPublishingService(deps: PublishingServiceDeps) {
  const { data, targets, clock } = deps;
  const withOperatorLock = createKeyedMutex();

  async function accountsFor(userId: number, input: Targeting): Promise<TargetAccount[]> {
    let accounts: TargetAccount[];
    if (input.sendType === "group") {
      if (!input.groupId) throw refuse("validation.publish.accounts.required");
      const members = await targets.accountsOfGroup(userId, input.groupId);
      if (!members) throw new AppError("NOT_FOUND");
      accounts = members;
    } else {
      const ids = [...new Set(input.accountIds ?? [])];
      accounts = await targets.accountsOf(userId, ids);
      if (accounts.length !== ids.length) throw new AppError("NOT_FOUND");
      accounts.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    }
    if (accounts.length === 0) throw refuse("validation.publish.accounts.required");
    const unusable = accounts.find((account) => account.status !== "active" || account.tokenStatus !== "healthy");
    if (unusable) throw refuse("publish.accountNotUsable", { name: unusable.name });
    const readOnly = await deps.readOnlyAmong(userId, accounts.map((account) => account.id));
    const locked = accounts.find((account) => readOnly.has(account.id));
    if (locked) throw refuse("publish.accountReadOnly", { name: locked.name });
    return accounts;
  }

  /** The task (none when it is another operator's) with its items, read through `reads`. */
  async function taskWithItems(reads: TaskReads, userId: number | undefined, id: number) {
    const task = await reads.findTask(id, userId);
    return task ? { task, items: await reads.itemsOfTask(id) } : null;
  }

  /**
   * The task and its items only (the live progress poll reads no history), as of one moment (its
   * counts agree with its rows); another operator's task is not found.
   */
  async function progressOf(userId: number | undefined, id: number) {
    const read = await data.snapshot((reads) => taskWithItems(reads, userId, id));
    if (!read) throw new AppError("NOT_FOUND");
    return { ...read, now: clock() };
  }

  async function ownedMediaIds(userId: number, ids: number[], type: "video" | "image") {
    const found = await targets.mediaOf(userId, [...new Set(ids)]);
    const byId = new Map(found.filter((row) => row.type === type).map((row) => [row.id, row]));
    if (ids.some((id) => !byId.has(id))) throw refuse("publish.mediaNotFound");
    return byId;
  }

  /** The refusal of a resend whose files were deleted from the library since: how many of the targets lost one. */
  async function filesGone(task: TaskRow, items: ItemRow[]) {
    const kept = new Set((await targets.mediaOf(task.userId, [...(task.coverMediaId ? [task.coverMediaId] : []), ...items.flatMap((item) => item.mediaIds)])).map((row) => row.id));
    const coverGone = task.coverMediaId !== null && !kept.has(task.coverMediaId);
    const count = items.filter((item) => coverGone || item.mediaIds.some((id) => !kept.has(id))).length;
    return refuse("publish.resendFileGone", { count: Math.max(count, 1) });
  }

  /** The edited targets as they would be sent, checked like a new task's: the platforms' rules, then what each TikTok creator allows. */
  async function checkEdits(task: TaskRow, items: (ItemRow & { accountName: string })[], edits: ResendEdits) {
    if (edits.options && task.itemsDistributing > 0) throw refuse("publish.optionsWhileDistributing");
    const options = edits.options ?? taskOptionsOf(task);
    const videoIds = items.filter((item) => item.kind === "video").flatMap((item) => item.mediaIds);
    const durations = new Map((await targets.mediaOf(task.userId, videoIds)).map((row) => [row.id, row.durationSeconds ?? null]));
    const durationOf = (item: ItemRow) => (item.kind === "video" ? (durations.get(item.mediaIds[0] ?? 0) ?? null) : null);
    refuseBrokenRules(
      items.map((item) => ({
        platform: item.platform,
        kind: item.kind,
        accountName: item.accountName,
        title: edits.title ?? item.title,
        description: edits.description ?? item.description,
        tags: options.tags,
        privacy: options.privacy,
        allowComment: options.allowComment,
        allowDuet: item.kind === "video" && options.allowDuet,
        allowStitch: item.kind === "video" && options.allowStitch,
        durationSeconds: durationOf(item),
        imageCount: item.kind === "photo" ? item.mediaIds.length : 0,
      })),
    );
    if (!edits.options) return;
    const accounts = await targets.accountsOf(task.userId, [...new Set(items.map((item) => item.accountId))]);
    const kind = items[0]!.kind;
    await deps.checkOptions({ userId: task.userId, accounts, options: edits.options, kind, durations: new Map(items.map((item) => [item.accountId, durationOf(item)])) });
  }

  function startOf(input: Targeting): Date {
    const now = clock();
    if (!input.startAt) return now;
    const start = new Date(input.startAt);
    return start.getTime() > now.getTime() ? start : now;
  }

  /** A checked request, ready to store: its targeting and one batch per platform. */
  type Prepared = { input: Targeting; perPlatform: Map<"tiktok" | "youtube", PlatformBatch> };

  /** Each prepared request's tasks with their items' scheduled times (`lastOf`: each account's latest scheduled post). */
  function planBatches(userId: number, prepared: Prepared[], lastOf: ReadonlyMap<number, Date>, now: Date) {
    return prepared.map(({ input, perPlatform }) => {
      const start = startOf(input);
      const batches: { task: NewTask; items: NewItem[] }[] = [];
      for (const [platform, entry] of perPlatform) {
        const times = scheduleTimes({
          start,
          intervalMs: input.intervalSeconds * 1000,
          jitterMs: input.jitterSeconds * 1000,
          accountIds: entry.items.map((item) => item.accountId),
          lastOf,
          random: deps.random,
        });
        const task: NewTask = {
          ...entry.task,
          userId,
          platform,
          type: entry.task.type ?? TYPE_OF[platform],
          name: input.name || entry.task.title,
          sendType: input.sendType,
          groupId: input.sendType === "group" ? (input.groupId ?? null) : null,
          intervalSeconds: input.intervalSeconds,
          jitterSeconds: input.jitterSeconds,
          startAt: start,
          timeZone: input.timeZone,
          createdAt: now,
          operatedAt: now,
        };
        const items = entry.items.map((item, index) => ({ ...item, userId, platform, scheduledAt: times[index] ?? start, updatedAt: now }));
        batches.push({ task, items });
      }
      return { start, batches };
    });
  }

  /** The requests (by index) whose targets the per-account interval would move off their start: an earlier post of the account is later. */
  const movedOffStart = (planned: ReturnType<typeof planBatches>) =>
    planned.flatMap(({ start, batches }, index) => (batches.some(({ items }) => items.some((item) => item.scheduledAt.getTime() !== start.getTime())) ? [index] : []));

  /**
   * Stores every request's tasks (one per platform) with scheduled items, and queues each item's job at
   * its time, in one transaction. `exactTimes`: a request whose times the interval would move is not
   * stored (its index comes back) and nothing is.
   */
  async function storeAll(userId: number, prepared: Prepared[], exactTimes = false) {
    const now = clock();
    const count = prepared.reduce((sum, { perPlatform }) => sum + [...perPlatform.values()].reduce((inner, entry) => inner + entry.items.length, 0), 0);
    await deps.publishAllowance({ userId, targets: count, at: now });
    return withOperatorLock(String(userId), async () => {
      const accountIds = prepared.flatMap(({ perPlatform }) => [...perPlatform.values()].flatMap((entry) => entry.items.map((item) => item.accountId)));
      const planned = planBatches(userId, prepared, await data.lastScheduledOf([...new Set(accountIds)]), now);
      const moved = exactTimes ? movedOffStart(planned) : [];
      if (moved.length > 0) return { moved, created: [] };
      // Every platform's task, its items and their jobs in one transaction: a request is stored whole or not at all.
      const batches = planned.flatMap((plan) => plan.batches);
      const created = await data.insertTasks(
        batches,
        now,
        async (tx, tasks) => {
          for (const { items } of tasks) for (const item of items) await deps.enqueue.run(item.id, item.scheduledAt, tx);
        },
        batches.flatMap(({ task, items }) => [...(task.coverMediaId ? [task.coverMediaId] : []), ...items.flatMap((item) => item.mediaIds)]),
      );
      // A file was deleted since the request was checked.
      if (!created) throw refuse("publish.mediaNotFound");
      return { moved, created };
    });
  }

  async function store(userId: number, input: Targeting, perPlatform: Map<"tiktok" | "youtube", PlatformBatch>) {
    const { created } = await storeAll(userId, [{ input, perPlatform }]);
    return Promise.all(created.map(({ task }) => data.findTask(task.id, userId)));
  }

  /** Spec rule: accounts first, then at least as many videos; each account gets its own, in order unless assigned. */
  async function prepareVideo(userId: number, input: VideoRequest): Promise<Prepared> {
    const accounts = await accountsFor(userId, input);
    if (input.mediaIds.length < accounts.length) throw refuse("validation.publish.videos.tooFew");
    const videos = await ownedMediaIds(userId, input.mediaIds, "video");
    if (input.coverMediaId) await ownedMediaIds(userId, [input.coverMediaId], "image");
    const assigned = new Map<number, number>();
    if (input.assignment) {
      for (const { accountId, mediaId } of input.assignment) {
        if (!input.mediaIds.includes(mediaId) || !accounts.some((account) => account.id === accountId)) throw refuse("validation.publish.assignment");
        assigned.set(accountId, mediaId);
      }
      if (assigned.size !== accounts.length) throw refuse("validation.publish.assignment");
    } else accounts.forEach((account, index) => assigned.set(account.id, input.mediaIds[index]!));
    const durations = new Map(accounts.map((account) => [account.id, videos.get(assigned.get(account.id)!)?.durationSeconds ?? null]));
    await deps.checkOptions({ userId, accounts, options: input.options, kind: "video", durations });

    const overrides = new Map((input.overrides ?? []).map((override) => [override.accountId, override]));
    const ruleTarget = (account: TargetAccount) => ({
      platform: account.platform,
      kind: "video" as const,
      accountName: account.name,
      title: overrides.get(account.id)?.title ?? input.title,
      description: overrides.get(account.id)?.description ?? input.description,
      tags: input.options.tags,
      privacy: input.options.privacy,
      allowComment: input.options.allowComment,
      allowDuet: input.options.allowDuet,
      allowStitch: input.options.allowStitch,
      durationSeconds: durations.get(account.id) ?? null,
      imageCount: 0,
    });
    refuseBrokenRules(accounts.map(ruleTarget));
    const perPlatform = new Map<"tiktok" | "youtube", PlatformBatch>();
    for (const account of accounts) {
      const entry: PlatformBatch = perPlatform.get(account.platform) ?? {
        task: { title: input.title, description: input.description, coverMediaId: input.coverMediaId ?? null, options: { ...input.options } },
        items: [],
      };
      const override = overrides.get(account.id);
      entry.items.push({
        accountId: account.id,
        kind: "video",
        mediaIds: [assigned.get(account.id)!],
        title: override?.title ?? input.title,
        description: override?.description ?? input.description,
      });
      perPlatform.set(account.platform, entry);
    }
    return { input, perPlatform };
  }

  /** One image set (1–35) to each selected TikTok account; YouTube has no photo posts. */
  async function preparePhoto(userId: number, input: PhotoRequest): Promise<Prepared> {
    const accounts = await accountsFor(userId, input);
    if (accounts.some((account) => account.platform !== "tiktok")) throw refuse("publish.youtubeNoPhotos");
    await ownedMediaIds(userId, input.imageMediaIds, "image");
    refuseBrokenRules(
      accounts.map((account) => ({
        platform: account.platform,
        kind: "photo",
        accountName: account.name,
        title: input.title,
        description: input.description,
        tags: input.options.tags,
        privacy: input.options.privacy,
        allowComment: input.options.allowComment,
        allowDuet: false,
        allowStitch: false,
        durationSeconds: null,
        imageCount: input.imageMediaIds.length,
      })),
    );
    await deps.checkOptions({ userId, accounts, options: input.options, kind: "photo", durations: new Map() });
    const entry: PlatformBatch = {
      task: { type: "SEND_CONTENT", title: input.title, description: input.description, coverMediaId: null, options: { ...input.options, coverIndex: input.coverIndex } },
      items: accounts.map((account) => ({ accountId: account.id, kind: "photo", mediaIds: input.imageMediaIds, title: input.title, description: input.description })),
    };
    return { input, perPlatform: new Map([["tiktok" as const, entry]]) };
  }

  return {
    async createVideoTasks(userId: number, input: VideoRequest) {
      const { perPlatform } = await prepareVideo(userId, input);
      return store(userId, input, perPlatform);
    },

    async createPhotoTask(userId: number, input: PhotoRequest) {
      const { perPlatform } = await preparePhoto(userId, input);
      return store(userId, input, perPlatform);
    },

    /**
     * Many requests checked like the form's, each on its own (bulk scheduling): every refusal comes
     * back with its request's index. With none (and `dryRun` false) all are stored in one transaction,
     * each at exactly its start (a request the per-account interval would move is refused instead).
     * The plan's allowance is checked for all of them at once.
     */
    async createMany(userId: number, requests: BulkRequest[], options: { dryRun: boolean }): Promise<BulkOutcome> {
      const refusals: BulkRefusal[] = [];
      const prepared: Prepared[] = [];
      for (const [index, request] of requests.entries()) {
        try {
          prepared.push(request.kind === "video" ? await prepareVideo(userId, request.input) : await preparePhoto(userId, request.input));
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
          refusals.push({ index, messageKey: error.messageKey, params: error.params ?? {} });
        }
      }
      if (refusals.length > 0 || options.dryRun) {
        // Say too which of the valid requests the interval would move, so one round shows every problem.
        const valid = requests.flatMap((_, index) => (refusals.some((refusal) => refusal.index === index) ? [] : [index]));
        const accountIds = prepared.flatMap(({ perPlatform }) => [...perPlatform.values()].flatMap((entry) => entry.items.map((item) => item.accountId)));
        const moved = movedOffStart(planBatches(userId, prepared, await data.lastScheduledOf([...new Set(accountIds)]), clock()));
        for (const position of moved) refusals.push({ index: valid[position]!, messageKey: "bulkSchedule.row.intervalClash", params: {} });
        return { refusals: refusals.sort((a, b) => a.index - b.index), tasks: 0, targets: 0 };
      }
      const { moved, created } = await storeAll(userId, prepared, true);
      if (moved.length > 0) return { refusals: moved.map((index) => ({ index, messageKey: "bulkSchedule.row.intervalClash" as const, params: {} })), tasks: 0, targets: 0 };
      return { refusals: [], tasks: created.length, targets: created.reduce((sum, entry) => sum + entry.items.length, 0) };
    },

    list(userId: number | undefined, query: Pick<ListRequest, "page" | "pageSize"> & Partial<ListRequest> & Pick<TaskFilters, "owner" | "sort">) {
      const filters: TaskFilters = {
        userId,
        status: query.status,
        platform: query.platform,
        type: query.type,
        accountId: query.accountId,
        groupId: query.groupId,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        keyword: query.keyword,
        owner: query.owner,
        sort: query.sort,
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      };
      return data.listTasks(filters);
    },

    /** The task with its items and their attempts; another operator's task is not found. `userId` undefined: an administrator. */
    async detail(userId: number | undefined, id: number) {
      const read = await data.snapshot(async (reads) => {
        const found = await taskWithItems(reads, userId, id);
        if (!found) return null;
        const itemIds = found.items.map((item) => item.id);
        return { ...found, attempts: await reads.attemptsOf(itemIds), calls: await reads.callsOf(itemIds) };
      });
      if (!read) throw new AppError("NOT_FOUND");
      return { ...read, now: clock() };
    },

    progress: progressOf,

    /**
     * Re-queues the failed items (or one) as new attempts. `userId` undefined: an administrator. An item
     * to verify (需核实) is resent only alone and once the operator confirms the post is not on the platform.
     * `edits` (a new title, description or options) must pass the same rules as a new task; a refusal
     * changes nothing. Options are the task's: they change only while none of its targets is distributing.
     */
    async resend(userId: number | undefined, taskId: number, request: { itemId?: number; confirmNotPosted?: boolean; edits?: ResendEdits } = {}): Promise<number> {
      const task = await data.findTask(taskId, userId);
      if (!task) throw new AppError("NOT_FOUND");
      const { itemId, confirmNotPosted = false } = request;
      const edits = withoutUnset(request.edits ?? {});
      const named = (await data.itemsOfTask(taskId)).filter((row) => itemId === undefined || row.id === itemId);
      const alone = itemId !== undefined && confirmNotPosted;
      const resendable = named.filter((row) => row.status === 2 || (alone && row.status === 3));
      if (resendable.length === 0 && itemId !== undefined && named[0]?.status === 3) throw refuse("publish.confirmNotPosted");
      if (resendable.length === 0) throw refuse("publish.nothingToResend");
      if (Object.keys(edits).length > 0) await checkEdits(task, resendable, edits);
      // Options are stored whole on the task; what the form does not edit (an image set's cover) stays.
      const changes = { ...edits, options: edits.options ? { ...task.options, ...edits.options } : undefined };
      const mediaIds = [...(task.coverMediaId ? [task.coverMediaId] : []), ...resendable.flatMap((row) => row.mediaIds)];
      const rows = await data.resend(taskId, clock(), { itemIds: resendable.map((row) => row.id), confirmedNotPosted: alone, edits: changes, mediaIds });
      if (rows === null) throw await filesGone(task, resendable);
      if (rows.length === 0) throw refuse("publish.nothingToResend");
      for (const row of rows) await deps.enqueue.run(row.id, row.scheduledAt);
      return rows.length;
    },

    /** Stops the items that have not started; started ones finish. */
    async cancel(userId: number, taskId: number): Promise<number> {
      const task = await data.findTask(taskId, userId);
      if (!task) throw new AppError("NOT_FOUND");
      const rows = await data.failWaiting({ taskId }, { code: "cancelled", key: "publish.cancelled" }, clock());
      if (rows.length === 0) throw refuse("publish.nothingToCancel");
      return rows.length;
    },
  };
}

export type PublishingService = ReturnType<typeof createPublishingService>;
