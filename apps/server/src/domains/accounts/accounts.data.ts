import { and, asc, count, desc, eq, ilike, inArray, lt, ne, or, sql, type Placeholder } from "drizzle-orm";
import type { Platform } from "@cdp/contracts";
import type { AppDb } from "../../db/client.ts";
import { effectivePlanSql } from "../../db/effective-plan.ts";
import { likePattern } from "../../db/like-pattern.ts";
import { createStatementCache, placeholdersFor, shapeOf, statementName } from "../../db/statement-cache.ts";
import { accountGroupMembers, accountMetricsDaily, platformAccounts } from "../../db/schema/index.ts";
import type { AccountViewRow } from "./account-view.ts";

export type AccountRow = typeof platformAccounts.$inferSelect;
export type NewAccount = typeof platformAccounts.$inferInsert;
export type AccountChanges = Partial<Omit<NewAccount, "id" | "userId" | "platform" | "externalId">>;
export type AccountFilters = { platform?: Platform; groupId?: number; keyword?: string; offset: number; limit: number };
const accountViewColumns = {
  id: platformAccounts.id,
  platform: platformAccounts.platform,
  externalId: platformAccounts.externalId,
  name: platformAccounts.name,
  username: platformAccounts.username,
  remark: platformAccounts.remark,
  avatarUrl: platformAccounts.avatarUrl,
  fans: platformAccounts.fans,
  likes: platformAccounts.likes,
  views: platformAccounts.views,
  videos: platformAccounts.videos,
  statsUpdatedAt: platformAccounts.statsUpdatedAt,
  tokenStatus: platformAccounts.tokenStatus,
  tokenError: platformAccounts.tokenError,
  accessExpiresAt: platformAccounts.accessExpiresAt,
  refreshExpiresAt: platformAccounts.refreshExpiresAt,
  linkedAt: platformAccounts.linkedAt,
} satisfies Record<keyof AccountViewRow, unknown>;

/** The accounts list's filters that are on, each under the name of its placeholder; `keyword` is the escaped `%…%` pattern. */
type PageValues = { userId: number; platform?: Platform; groupId?: number; keyword?: string };
export type AccountPage = { rows: AccountViewRow[]; total: number; groupIds: Map<number, number[]>; used: number; plan: string | null };
export type DailyTotals = { fans: number; likes: number; views: number; videos: number };

/** Linked platform accounts and their daily totals. Every query of one operator's data filters by user. */
export function createAccountsData(db: AppDb, options: { lock: "row" | "process" }) {
  const processLocks = createKeyedMutex();
  const pageQueries = createStatementCache<ReturnType<typeof buildPage>>({ prefix: "accounts_page" });
  // Read before every platform call (the access token): built by drizzle once.
  const byIdQuery = db.select().from(platformAccounts).where(eq(platformAccounts.id, sql.placeholder("id"))).limit(1).prepare(statementName("accounts_by_id"));

  /** The page's conditions, with the filters' values or (the prepared page) their placeholders. */
  function pageConditions(on: { [K in keyof PageValues]: PageValues[K] | Placeholder }) {
    const members = on.groupId === undefined ? undefined : db.select({ id: accountGroupMembers.accountId }).from(accountGroupMembers).where(eq(accountGroupMembers.groupId, on.groupId));
    return and(
      eq(platformAccounts.userId, on.userId),
      eq(platformAccounts.status, "active"),
      on.platform === undefined ? undefined : eq(platformAccounts.platform, on.platform),
      members && inArray(platformAccounts.id, members),
      on.keyword === undefined ? undefined : or(ilike(platformAccounts.name, on.keyword), ilike(platformAccounts.username, on.keyword), ilike(platformAccounts.remark, on.keyword)),
    );
  }

  /**
   * The page's one statement for the filters that are on, their values as placeholders. The page is
   * cut first (read off `platform_accounts_user_linked_idx` in list order) and only its rows get their
   * group ids: over the whole filtered set, that subquery ran once per linked account (an operator with
   * 200 accounts paid for 200 on every page).
   */
  function buildPage(values: PageValues, name: string) {
    const on = placeholdersFor(values);
    const userId = on.userId;
    const where = pageConditions(on);
    const filtered = values.platform !== undefined || values.groupId !== undefined || values.keyword !== undefined;
    const page = db
      .select({
        // Only what the list shows: the encrypted tokens are long and the list never needs them.
        ...accountViewColumns,
        // Counted by its own subquery (run once): a window count made the page read and sort every row first.
        total: sql<number>`(${db.select({ count: count() }).from(platformAccounts).where(where)})`.mapWith(Number).as("total"),
        // Unfiltered, the total is the active count itself (see `page`).
        used: (filtered ? sql<number>`(select count(*) from platform_accounts mine where mine.user_id = ${userId} and mine.status = 'active')` : sql<number>`null`).mapWith(Number).as("used"),
        plan: effectivePlanSql(userId).as("plan"),
      })
      .from(platformAccounts)
      .where(where)
      .orderBy(desc(platformAccounts.linkedAt), desc(platformAccounts.id))
      .offset(sql.placeholder("offset"))
      .limit(sql.placeholder("limit"))
      .as("page");
    const account = Object.fromEntries(Object.keys(accountViewColumns).map((key) => [key, page[key as keyof typeof accountViewColumns]])) as {
      [K in keyof typeof accountViewColumns]: (typeof page)[K];
    };
    return db
      .select({
        account,
        groupIds: sql<number[]>`coalesce((select array_agg(m.group_id order by m.group_id) from account_group_members m where m.account_id = ${page.id}), '{}')`,
        total: page.total,
        used: page.used,
        plan: page.plan,
      })
      .from(page)
      .orderBy(desc(page.linkedAt), desc(page.id))
      .prepare(name);
  }

  return {
    async findById(id: number): Promise<AccountRow | null> {
      return (await byIdQuery.execute({ id }))[0] ?? null;
    },
    /** Several accounts' rows in one read (absent ids are left out). */
    async findByIds(ids: number[]): Promise<AccountRow[]> {
      return ids.length === 0 ? [] : db.select().from(platformAccounts).where(inArray(platformAccounts.id, ids));
    },
    /** The operator's active account, or null (also for someone else's id). */
    async findActiveOwned(userId: number, id: number): Promise<AccountRow | null> {
      const where = and(eq(platformAccounts.id, id), eq(platformAccounts.userId, userId), eq(platformAccounts.status, "active"));
      return (await db.select().from(platformAccounts).where(where).limit(1))[0] ?? null;
    },
    async countActive(userId: number): Promise<number> {
      return db.$count(platformAccounts, and(eq(platformAccounts.userId, userId), eq(platformAccounts.status, "active")));
    },
    async hasReconnectNeeded(userId: number, platform: Platform): Promise<boolean> {
      const where = and(
        eq(platformAccounts.userId, userId),
        eq(platformAccounts.platform, platform),
        eq(platformAccounts.status, "active"),
        eq(platformAccounts.tokenStatus, "reconnect_needed"),
      );
      return (await db.$count(platformAccounts, where)) > 0;
    },
    update: (id: number, changes: AccountChanges) => updateWith(db, id, changes),
    /**
     * One page of the operator's active accounts in one statement: the rows with their group ids,
     * the filtered total, the active count the plan allows against, and the operator's plan.
     */
    async page(userId: number, filters: AccountFilters): Promise<AccountPage> {
      const values: PageValues = { userId };
      if (filters.platform) values.platform = filters.platform;
      if (filters.groupId !== undefined) values.groupId = filters.groupId;
      if (filters.keyword) values.keyword = likePattern(filters.keyword);
      const rows = await pageQueries(shapeOf(values), (name) => buildPage(values, name)).execute({ ...values, offset: filters.offset, limit: filters.limit });
      const first = rows[0];
      if (!first) {
        // Past the last page (or nothing to list): the totals come from their own statement.
        const where = pageConditions(values);
        const [totals] = await db
          .select({
            total: db.$count(platformAccounts, where),
            used: db.$count(platformAccounts, and(eq(platformAccounts.userId, userId), eq(platformAccounts.status, "active"))),
            plan: effectivePlanSql(userId),
          })
          .from(sql`(select 1) as one`);
        return { rows: [], total: totals?.total ?? 0, groupIds: new Map(), used: totals?.used ?? 0, plan: totals?.plan ?? null };
      }
      return {
        rows: rows.map((row) => row.account),
        total: first.total,
        groupIds: new Map(rows.map((row) => [row.account.id, row.groupIds.map(Number)])),
        used: first.used ?? first.total,
        plan: first.plan,
      };
    },
    /** Group ids per account id. */
    async groupIdsOf(accountIds: number[]): Promise<Map<number, number[]>> {
      const result = new Map<number, number[]>(accountIds.map((id) => [id, []]));
      if (accountIds.length === 0) return result;
      const rows = await db
        .select()
        .from(accountGroupMembers)
        .where(inArray(accountGroupMembers.accountId, accountIds))
        .orderBy(asc(accountGroupMembers.groupId));
      for (const row of rows) result.get(row.accountId)?.push(row.groupId);
      return result;
    },
    /** Active, healthy accounts whose access token runs out before `before`. */
    async idsExpiringBefore(before: Date): Promise<number[]> {
      const rows = await db
        .select({ id: platformAccounts.id })
        .from(platformAccounts)
        .where(
          and(
            eq(platformAccounts.status, "active"),
            ne(platformAccounts.tokenStatus, "reconnect_needed"),
            lt(platformAccounts.accessExpiresAt, before),
          ),
        );
      return rows.map((row) => row.id);
    },
    async activeHealthyIds(): Promise<number[]> {
      const rows = await db
        .select({ id: platformAccounts.id })
        .from(platformAccounts)
        .where(and(eq(platformAccounts.status, "active"), eq(platformAccounts.tokenStatus, "healthy")));
      return rows.map((row) => row.id);
    },
    async recordDailyTotals(accountId: number, date: string, totals: DailyTotals): Promise<void> {
      await db
        .insert(accountMetricsDaily)
        .values({ accountId, date, ...totals })
        .onConflictDoUpdate({ target: [accountMetricsDaily.accountId, accountMetricsDaily.date], set: totals });
    },
    /**
     * Runs `work` while holding the account's lock, so two workers never refresh the same account at
     * once (TikTok rotates refresh tokens). On PostgreSQL: the row lock of a transaction
     * (`SELECT … FOR UPDATE`), shared by every process. On PGlite, where one process owns the
     * database, an in-process queue per account (a transaction there would block every other query,
     * the usage ledger's included, during the platform call). `save` writes within the lock.
     */
    async withLockedAccount<T>(id: number, work: (row: AccountRow, save: (changes: AccountChanges) => Promise<AccountRow>) => Promise<T>): Promise<T | null> {
      if (options.lock === "process") {
        return processLocks.run(id, async () => {
          const [row] = await db.select().from(platformAccounts).where(eq(platformAccounts.id, id));
          if (!row) return null;
          return work(row, (changes) => updateWith(db, id, changes));
        });
      }
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(platformAccounts).where(eq(platformAccounts.id, id)).for("update");
        if (!row) return null;
        return work(row, (changes) => updateWith(tx as unknown as AppDb, id, changes));
      });
    },
    /** Tokens wiped, status unbound, group memberships dropped; the row stays as history. */
    async unbind(id: number, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(accountGroupMembers).where(eq(accountGroupMembers.accountId, id));
        await tx
          .update(platformAccounts)
          .set({
            status: "unbound",
            unboundAt: at,
            accessTokenEncrypted: null,
            refreshTokenEncrypted: null,
            accessExpiresAt: null,
            refreshExpiresAt: null,
          })
          .where(eq(platformAccounts.id, id));
      });
    },
  };
}


async function updateWith(db: AppDb, id: number, changes: AccountChanges): Promise<AccountRow> {
  const [updated] = await db.update(platformAccounts).set(changes).where(eq(platformAccounts.id, id)).returning();
  if (!updated) throw new Error(`platform account ${id} vanished`);
  return updated;
}

/** Runs tasks one after another per key, within this process. */
function createKeyedMutex() {
  const tails = new Map<number, Promise<unknown>>();
  return {
    run<T>(key: number, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.catch(() => undefined);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
  };
}

export type AccountsData = ReturnType<typeof createAccountsData>;
