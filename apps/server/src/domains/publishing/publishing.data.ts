import { and, arrayContains, desc, eq, gt, gte, ilike, inArray, lt, lte, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AdminTaskSortKey } from "@cdp/contracts";
import type { AppDb } from "../../db/client.ts";
import { retryingDeadlocks } from "../../db/errors.ts";
import { sortedBy } from "../../db/sort-order.ts";
import { likePattern } from "../../db/like-pattern.ts";
import { createStatementCache, placeholdersFor, shapeOf, statementName } from "../../db/statement-cache.ts";
import { createTaskReads, readTaskSnapshot, withCounts, type TaskReads } from "./task-reads.data.ts";
import { accountGroupMembers, media, publishAttempts, publishCalls, publishItems, publishTasks, publishTaskTotals, users } from "../../db/schema/index.ts";

export type TaskRow = typeof publishTasks.$inferSelect;
export type NewTask = typeof publishTasks.$inferInsert;
export type ItemRow = typeof publishItems.$inferSelect;
export type NewItem = Omit<typeof publishItems.$inferInsert, "taskId">;
export type AttemptRow = typeof publishAttempts.$inferSelect;
export type CallRow = typeof publishCalls.$inferSelect;
export type NewCall = typeof publishCalls.$inferInsert;
export type ItemChanges = Partial<Omit<ItemRow, "id" | "taskId" | "userId" | "accountId">>;
export type Counts = { total: number; distributing: number; succeeded: number; failed: number; unverified: number; cancelled: number };
export type TaskWithCounts = TaskRow & { counts: Counts };
/** A resend's checked edits: the items' texts, the task's whole options. */
export type ResendChanges = { title?: string; description?: string; options?: TaskRow["options"] };

/** What an attempt of this item sends: its texts and its task's options now. */
const sentBy = (item: Pick<ItemRow, "title" | "description">, task: Pick<TaskRow, "options">) => ({ title: item.title, description: item.description, options: task.options });

export type TaskFilters = {
  userId?: number;
  status?: 0 | 1 | 2 | 3;
  platform?: "tiktok" | "youtube";
  type?: TaskRow["type"];
  accountId?: number;
  groupId?: number;
  from?: Date;
  to?: Date;
  keyword?: string;
  /** The owner's email, nickname or phone contains it (the back-office). */
  owner?: string;
  /** The back-office's chosen order; none: newest first. */
  sort?: { sortBy: AdminTaskSortKey; sortOrder: "asc" | "desc" };
  offset: number;
  limit: number;
};

/** `pattern`: a placeholder for `%text%`, escaped. */
function ownerMatches(pattern: Placeholder): SQL {
  return sql`exists (select 1 from ${users} u where u.id = "publish_tasks"."user_id" and (u.email ilike ${pattern} or u.nickname ilike ${pattern} or u.phone ilike ${pattern}))`;
}

const taskSortColumns = {
  createdAt: publishTasks.createdAt,
  operatedAt: publishTasks.operatedAt,
  name: publishTasks.name,
  itemsFailed: publishTasks.itemsFailed,
  owner: sql`(select u.email from ${users} u where u.id = "publish_tasks"."user_id")`,
};

/** Tasks, and their items by status (the back-office's completions), over tasks joined with their items. */
const completionColumns = {
  tasks: sql<number>`count(distinct ${publishTasks.id})::int`,
  itemsSucceeded: sql<number>`count(${publishItems.id}) filter (where ${publishItems.status} = 1)::int`,
  itemsFailed: sql<number>`count(${publishItems.id}) filter (where ${publishItems.status} = 2)::int`,
  itemsDistributing: sql<number>`count(${publishItems.id}) filter (where ${publishItems.status} = 0)::int`,
};

const tasksOfUsersBetween = (userIds: number[], from: Date, to: Date) =>
  and(inArray(publishTasks.userId, userIds), gte(publishTasks.createdAt, from), lt(publishTasks.createdAt, to));

/** The list's filters that are on, each under the name of its placeholder. */
type ListValues = {
  userId?: number;
  platform?: TaskRow["platform"];
  type?: TaskRow["type"];
  groupId?: number;
  from?: string;
  to?: string;
  status?: number;
  accountId?: number;
  /** `%keyword%`, escaped. */
  keyword?: string;
  /** `%owner%`, escaped. */
  owner?: string;
};
type ListPlaceholders = { [K in keyof ListValues]?: Placeholder };

/** The values of a list request; which of them are set is its shape (one prepared query each). */
function listValues(filters: TaskFilters): ListValues {
  const values: ListValues = {};
  if (filters.userId !== undefined) values.userId = filters.userId;
  if (filters.platform) values.platform = filters.platform;
  if (filters.type) values.type = filters.type;
  if (filters.groupId) values.groupId = filters.groupId;
  if (filters.from) values.from = filters.from.toISOString();
  if (filters.to) values.to = filters.to.toISOString();
  if (filters.status !== undefined) values.status = filters.status;
  if (filters.accountId) values.accountId = filters.accountId;
  if (filters.keyword) values.keyword = likePattern(filters.keyword);
  if (filters.owner) values.owner = likePattern(filters.owner);
  return values;
}

/** The list's conditions, built with the placeholders of the filters that are on. */
function listConditions(on: ListPlaceholders): SQL | undefined {
  return and(
    on.userId && eq(publishTasks.userId, on.userId),
    on.platform && eq(publishTasks.platform, on.platform),
    on.type && eq(publishTasks.type, on.type),
    on.groupId && eq(publishTasks.groupId, on.groupId),
    on.from && gte(publishTasks.createdAt, on.from),
    on.to && lte(publishTasks.createdAt, on.to),
    on.status && eq(publishTasks.status, on.status),
    on.accountId && sql`exists (select 1 from publish_items pi where pi.task_id = "publish_tasks"."id" and pi.account_id = ${on.accountId})`,
    on.keyword && or(ilike(publishTasks.name, on.keyword), ilike(publishTasks.title, on.keyword)),
    on.owner && ownerMatches(on.owner),
  );
}

/**
 * How many tasks match, as one scalar subquery: a sum of the kept totals when only the user,
 * status, platform and type filter, else a count. Inside it `publish_tasks` is its own, so the
 * list's conditions apply to it unchanged.
 */
function taskTotal(on: ListPlaceholders, where: SQL | undefined): SQL<number> {
  if (on.accountId || on.groupId || on.from || on.to || on.keyword || on.owner) {
    return sql<number>`(select count(*)::int from ${publishTasks} where ${where ?? sql`true`})`;
  }
  const kept = and(
    on.userId && eq(publishTaskTotals.userId, on.userId),
    on.status && eq(publishTaskTotals.status, on.status),
    on.platform && eq(publishTaskTotals.platform, on.platform),
    on.type && eq(publishTaskTotals.type, on.type),
  );
  return sql<number>`(select coalesce(sum(${publishTaskTotals.tasks}), 0)::int from ${publishTaskTotals} where ${kept ?? sql`true`})`;
}

/** Locks the files (until the transaction ends) so none is deleted meanwhile; false when one is already gone. */
async function lockMedia(tx: AppDb, mediaIds: number[]): Promise<boolean> {
  const wanted = [...new Set(mediaIds)];
  if (wanted.length === 0) return true;
  const kept = await tx.select({ id: media.id }).from(media).where(inArray(media.id, wanted)).for("key share");
  return kept.length === wanted.length;
}

/** Publish tasks, items and attempts. Every operator-facing read is scoped by `userId`. */
export function createPublishingData(db: AppDb) {
  const listQueries = createStatementCache<ReturnType<typeof buildListQuery>>({ prefix: "publish_tasks_list" });
  const totalQueries = createStatementCache<ReturnType<typeof buildTotalQuery>>({ prefix: "publish_tasks_total" });
  /** The insert of a run's calls, each row's columns (those with a value) as placeholders named `<column>_<row>`. */
  const buildCallInsert = (keys: string[][], name: string) =>
    db
      .insert(publishCalls)
      .values(keys.map((row, index) => Object.fromEntries(row.map((key) => [key, sql.placeholder(`${key}_${index}`)])) as unknown as NewCall))
      .prepare(name);
  // Each run writes its calls (one to four rows, the same columns each time): built by drizzle once per shape.
  const callInserts = createStatementCache<ReturnType<typeof buildCallInsert>>({ prefix: "publish_calls_insert", maxShapes: 50 });
  // Read after every upload run and by status checks: built by drizzle once.
  const itemByIdQuery = db.select().from(publishItems).where(eq(publishItems.id, sql.placeholder("id"))).limit(1).prepare(statementName("publish_item_by_id"));

  function buildListQuery(values: ListValues, sort: TaskFilters["sort"], name: string) {
    const on = placeholdersFor(values);
    const where = listConditions(on);
    const newestFirst = !sort || (sort.sortBy === "createdAt" && sort.sortOrder === "desc");
    // Newest first keeps the exact terms of the (user, created_at, id) index walk the CRM records list relies on.
    const order = newestFirst ? [desc(publishTasks.createdAt), desc(publishTasks.id)] : sortedBy(taskSortColumns, sort, publishTasks.id);
    if (newestFirst && shapeOf(values) === "userId" && on.userId) return buildPositionPage(on.userId, order, name);
    // The page's ids first (an index-only walk past the offset), then whole rows for those ids only.
    const page = db
      .select({ id: publishTasks.id })
      .from(publishTasks)
      .where(where)
      .orderBy(...order)
      .offset(sql.placeholder("offset"))
      .limit(sql.placeholder("limit"))
      .as("page");
    // The total rides along on each row (evaluated once): one round trip per page instead of two.
    return db
      .select({ task: publishTasks, ownerEmail: users.email, ownerNickname: users.nickname, total: taskTotal(on, where) })
      .from(publishTasks)
      .innerJoin(page, eq(page.id, publishTasks.id))
      .innerJoin(users, eq(users.id, publishTasks.userId))
      .orderBy(...order)
      .prepare(name);
  }

  /**
   * One operator's tasks, newest first and unfiltered (the records list as it opens): the page is the
   * range of kept positions below the newest one, so page 500 reads 20 rows as page 1 does.
   */
  function buildPositionPage(userId: Placeholder, order: SQL[], name: string) {
    const newest = sql`(select coalesce(max(${publishTasks.listPosition}), 0) from ${publishTasks} where ${publishTasks.userId} = ${userId})`;
    const below = sql`${newest} - ${sql.placeholder("offset")}`;
    return db
      .select({ task: publishTasks, ownerEmail: users.email, ownerNickname: users.nickname, total: taskTotal({ userId }, undefined) })
      .from(publishTasks)
      .innerJoin(users, eq(users.id, publishTasks.userId))
      .where(and(eq(publishTasks.userId, userId), lte(publishTasks.listPosition, below), gt(publishTasks.listPosition, sql`${below} - ${sql.placeholder("limit")}`)))
      .orderBy(...order)
      .prepare(name);
  }

  function buildTotalQuery(values: ListValues, name: string) {
    const on = placeholdersFor(values);
    return db.select({ total: taskTotal(on, listConditions(on)) }).from(sql`(select 1) as "one"`).prepare(name);
  }

  return {
    ...createTaskReads(db),
    /** `read` with the task reads in one read-only snapshot (`readTaskSnapshot`). */
    snapshot: <T>(read: (reads: TaskReads) => Promise<T>) => readTaskSnapshot(db, read),
    /**
     * Inserts the tasks of one request (one per platform) and their items (each with its first
     * attempt) in one transaction, with `inTransaction` (the items' jobs) in it too: a request is
     * stored whole, with its jobs, or not at all. `mediaIds` (the files they use) are locked first, so
     * a delete of one waits until the items are stored and then sees them; a file deleted before
     * stores nothing and answers null.
     */
    async insertTasks(
      batches: { task: NewTask; items: NewItem[] }[],
      at: Date,
      inTransaction: (tx: AppDb, created: { task: TaskRow; items: ItemRow[] }[]) => Promise<void>,
      mediaIds: number[] = [],
    ) {
      return retryingDeadlocks(() => db.transaction(async (tx) => {
        if (!(await lockMedia(tx as unknown as AppDb, mediaIds))) return null;
        const created: { task: TaskRow; items: ItemRow[] }[] = [];
        for (const { task, items } of batches) {
          // Counted as distributing from its insert, one placeholder until its items count themselves: a task
          // without items would be 成功 (status 1) for a moment, and taking that counter's row before the
          // distributing one's could deadlock with a finished post of the operator (migration 0024).
          const [inserted] = await tx.insert(publishTasks).values({ ...task, itemsDistributing: 1 }).returning({ id: publishTasks.id });
          if (!inserted) throw new Error("publish task insert returned nothing");
          const rows = await tx
            .insert(publishItems)
            .values(items.map((item) => ({ ...item, taskId: inserted.id })))
            .returning();
          const [row] = await tx
            .update(publishTasks)
            .set({ itemsDistributing: sql`${publishTasks.itemsDistributing} - 1` })
            .where(eq(publishTasks.id, inserted.id))
            .returning();
          await tx.insert(publishAttempts).values(rows.map((item) => ({ itemId: item.id, attempt: 1, startedAt: at, ...sentBy(item, row!) })));
          created.push({ task: row!, items: rows });
        }
        await inTransaction(tx as unknown as AppDb, created);
        return created;
      }));
    },

    /** One task and its items alone (tests, tools). */
    async insertTask(task: NewTask, items: NewItem[], at: Date): Promise<{ task: TaskRow; items: ItemRow[] }> {
      const [created] = (await this.insertTasks([{ task, items }], at, async () => undefined)) ?? [];
      return created!;
    },

    /** Says why a waiting item that no worker holds waits: another item of its account is uploading. */
    async noteAccountBusy(itemId: number, at: Date): Promise<void> {
      await db
        .update(publishItems)
        .set({ errorCode: "account_busy", errorKey: "publish.accountBusy", errorParams: {} })
        .where(
          and(
            eq(publishItems.id, itemId),
            eq(publishItems.status, 0),
            eq(publishItems.phase, "waiting"),
            // Already noted: no write for each bounce while the account stays busy.
            sql`${publishItems.errorCode} is distinct from 'account_busy'`,
            sql`(${publishItems.leaseUntil} is null or ${publishItems.leaseUntil} < ${at})`,
          ),
        );
    },

    async recordCalls(calls: NewCall[]): Promise<void> {
      if (calls.length === 0) return;
      const keys = calls.map((call) => Object.keys(call).filter((key) => call[key as keyof NewCall] !== undefined));
      const query = callInserts(keys.map((row) => row.join(",")).join("|"), (name) => buildCallInsert(keys, name));
      await query.execute(Object.fromEntries(calls.flatMap((call, index) => keys[index]!.map((key) => [`${key}_${index}`, call[key as keyof NewCall]]))));
    },

    /** The latest `scheduled_at` of each account's items that are waiting or done (per-account spacing across tasks). */
    async lastScheduledOf(accountIds: number[]): Promise<Map<number, Date>> {
      if (accountIds.length === 0) return new Map();
      const rows = await db
        .select({ accountId: publishItems.accountId, last: sql<string>`max(${publishItems.scheduledAt})` })
        .from(publishItems)
        .where(and(inArray(publishItems.accountId, accountIds), or(eq(publishItems.status, 0), eq(publishItems.status, 1))))
        .groupBy(publishItems.accountId);
      return new Map(rows.map((row) => [row.accountId, new Date(row.last)]));
    },

    async listTasks(filters: TaskFilters): Promise<{ rows: (TaskWithCounts & { owner: { id: number; email: string; nickname: string } })[]; total: number }> {
      const values = listValues(filters);
      const shape = shapeOf(values);
      const sortShape = filters.sort ? `${filters.sort.sortBy} ${filters.sort.sortOrder}` : "";
      const run = { ...values, offset: filters.offset, limit: filters.limit };
      const rows = await listQueries(`${shape}|${sortShape}`, (name) => buildListQuery(values, filters.sort, name)).execute(run);
      return {
        rows: rows.map((row) => ({ ...withCounts(row.task), owner: { id: row.task.userId, email: row.ownerEmail, nickname: row.ownerNickname } })),
        // A page past the end has no row to carry it.
        total: rows[0]?.total ?? (await totalQueries(shape, (name) => buildTotalQuery(values, name)).execute(values))[0]?.total ?? 0,
      };
    },

    async ownerOf(userId: number): Promise<{ id: number; email: string; nickname: string } | null> {
      const [row] = await db.select({ id: users.id, email: users.email, nickname: users.nickname }).from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /** The kind and media of each task's first item (an image set's pictures, for its cover). */
    async firstItemMediaOf(taskIds: number[]): Promise<Map<number, Pick<ItemRow, "kind" | "mediaIds">>> {
      if (taskIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([publishItems.taskId], { taskId: publishItems.taskId, kind: publishItems.kind, mediaIds: publishItems.mediaIds })
        .from(publishItems)
        .where(inArray(publishItems.taskId, taskIds))
        .orderBy(publishItems.taskId, publishItems.id);
      return new Map(rows.map((row) => [row.taskId, { kind: row.kind, mediaIds: row.mediaIds }]));
    },

    async findItem(id: number): Promise<ItemRow | null> {
      return (await itemByIdQuery.execute({ id }))[0] ?? null;
    },

    /** Closes the item's current attempt with its outcome (in `within`, a transaction, when given). */
    async finishAttempt(item: Pick<ItemRow, "id" | "attempt">, outcome: Pick<AttemptRow, "status" | "publishId" | "errorCode" | "errorKey" | "errorParams">, at: Date, within: AppDb = db) {
      await within
        .update(publishAttempts)
        .set({ ...outcome, finishedAt: at })
        .where(and(eq(publishAttempts.itemId, item.id), eq(publishAttempts.attempt, item.attempt)));
    },

    /**
     * Failed items of a task (named ones, or all) start a new attempt: waiting, now, with no platform
     * state (the previous attempt's outcome is final, never in flight). An item to verify (status 3)
     * only with `confirmedNotPosted`: the operator saw the post is not on the platform. `edits` (already
     * checked) change the resent items' texts and the task's options in the same transaction, and each
     * new attempt keeps what it sends.
     */
    async resend(
      taskId: number,
      at: Date,
      target: { itemIds?: number[]; confirmedNotPosted?: boolean; edits?: ResendChanges; mediaIds?: number[] } = {},
    ): Promise<ItemRow[] | null> {
      const edits = target.edits ?? {};
      return retryingDeadlocks(() => db.transaction(async (tx) => {
        // The files the items send are locked, as for a new task (insertTasks): one deleted meanwhile resends nothing (null).
        if (!(await lockMedia(tx as unknown as AppDb, target.mediaIds ?? []))) return null;
        const rows = await tx
          .update(publishItems)
          .set({
            status: 0,
            phase: "waiting",
            attempt: sql`${publishItems.attempt} + 1`,
            retries: 0,
            pollFailures: 0,
            scheduledAt: at,
            uploadedBytes: 0,
            publishId: null,
            postId: null,
            postUrl: null,
            linkPending: false,
            errorCode: null,
            errorKey: null,
            errorParams: null,
            resumeState: null,
            leaseOwner: null,
            leaseUntil: null,
            pollUntil: null,
            startedAt: null,
            finishedAt: null,
            updatedAt: at,
            ...(edits.title !== undefined ? { title: edits.title } : {}),
            ...(edits.description !== undefined ? { description: edits.description } : {}),
          })
          .where(
            and(
              eq(publishItems.taskId, taskId),
              target.itemIds ? inArray(publishItems.id, target.itemIds) : undefined,
              target.confirmedNotPosted ? inArray(publishItems.status, [2, 3]) : eq(publishItems.status, 2),
            ),
          )
          .returning();
        if (rows.length === 0) return rows;
        const [task] = await tx
          .update(publishTasks)
          .set({ operatedAt: at, ...(edits.options ? { options: edits.options } : {}) })
          .where(eq(publishTasks.id, taskId))
          .returning();
        await tx.insert(publishAttempts).values(rows.map((row) => ({ itemId: row.id, attempt: row.attempt, startedAt: at, ...sentBy(row, task!) })));
        return rows;
      }));
    },

    /** Fails items that have not started (waiting, no live lease, nothing sent) with a reason. */
    async failWaiting(where: { taskId?: number; accountId?: number }, reason: { code: string; key: string }, at: Date): Promise<ItemRow[]> {
      return retryingDeadlocks(() => db.transaction(async (tx) => {
        const rows = await tx
          .update(publishItems)
          .set({ status: 2, phase: "failed", errorCode: reason.code, errorKey: reason.key, errorParams: {}, finishedAt: at, updatedAt: at })
          .where(
            and(
              where.taskId ? eq(publishItems.taskId, where.taskId) : undefined,
              where.accountId ? eq(publishItems.accountId, where.accountId) : undefined,
              eq(publishItems.status, 0),
              inArray(publishItems.phase, ["waiting", "waiting_quota"]),
              sql`${publishItems.publishId} is null`,
              sql`(${publishItems.leaseUntil} is null or ${publishItems.leaseUntil} < ${at})`,
            ),
          )
          .returning();
        for (const row of rows) {
          await tx
            .update(publishAttempts)
            .set({ status: 2, errorCode: reason.code, errorKey: reason.key, finishedAt: at })
            .where(and(eq(publishAttempts.itemId, row.id), eq(publishAttempts.attempt, row.attempt)));
        }
        if (where.taskId && rows.length > 0) await tx.update(publishTasks).set({ operatedAt: at }).where(eq(publishTasks.id, where.taskId));
        return rows;
      }));
    },

    /** Per operator, over tasks created in [from, to): tasks, and their items by status (the back-office's completions). */
    async completionsByUser(userIds: number[], from: Date, to: Date) {
      if (userIds.length === 0) return [];
      return db
        .select({
          id: publishTasks.userId,
          ...completionColumns,
        })
        .from(publishTasks)
        .leftJoin(publishItems, eq(publishItems.taskId, publishTasks.id))
        .where(tasksOfUsersBetween(userIds, from, to))
        .groupBy(publishTasks.userId);
    },

    /** The completions per operator and UTC day of task creation (`YYYY-MM-DD`), days with tasks only. */
    async completionsByUserAndDay(userIds: number[], from: Date, to: Date) {
      if (userIds.length === 0) return [];
      const day = sql<string>`to_char(${publishTasks.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({
          id: publishTasks.userId,
          date: day,
          ...completionColumns,
        })
        .from(publishTasks)
        .leftJoin(publishItems, eq(publishItems.taskId, publishTasks.id))
        .where(tasksOfUsersBetween(userIds, from, to))
        .groupBy(publishTasks.userId, day);
    },

    /** How many targets the operator's tasks created since `since` hold (the plan's publishes per day). */
    async itemsCreatedSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(${publishItems.id})::int` })
        .from(publishItems)
        .innerJoin(publishTasks, eq(publishTasks.id, publishItems.taskId))
        .where(and(eq(publishTasks.userId, userId), gte(publishTasks.createdAt, since)));
      return row?.count ?? 0;
    },

    /** True when an item still to publish uses the media (as a video, an image or its task's cover). */
    async mediaWaitingToPublish(mediaId: number, within: AppDb = db): Promise<boolean> {
      const [row] = await within
        .select({ id: publishItems.id })
        .from(publishItems)
        .innerJoin(publishTasks, eq(publishTasks.id, publishItems.taskId))
        .where(and(eq(publishItems.status, 0), or(arrayContains(publishItems.mediaIds, [mediaId]), eq(publishTasks.coverMediaId, mediaId))))
        .limit(1);
      return Boolean(row);
    },

    /** Succeeded items of the accounts now in each group (spec: the group's 发布数). */
    async publishedCountOfGroups(groupIds: number[]): Promise<Map<number, number>> {
      if (groupIds.length === 0) return new Map();
      const rows = await db
        .select({ groupId: accountGroupMembers.groupId, count: sql<number>`count(${publishItems.id})::int` })
        .from(accountGroupMembers)
        .innerJoin(publishItems, and(eq(publishItems.accountId, accountGroupMembers.accountId), eq(publishItems.status, 1)))
        .where(inArray(accountGroupMembers.groupId, groupIds))
        .groupBy(accountGroupMembers.groupId);
      return new Map(rows.map((row) => [row.groupId, row.count]));
    },
  };
}

export type PublishingData = ReturnType<typeof createPublishingData>;
