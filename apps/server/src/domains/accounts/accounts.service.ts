import type { accountListRequestSchema, AccountRemarkRequest } from "@cdp/contracts";
import type { z } from "zod";
import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
import type { AccountAllowance } from "../operator-seams.ts";
import type { AccountProfile } from "../platforms/platform-adapter.ts";
import { platformCall } from "../platforms/platform-error-mapping.ts";
import type { PlatformAdapters } from "../platforms/platforms.ts";
import type { AccountRow, AccountsData } from "./accounts.data.ts";
import type { AccountTokens } from "./account-tokens.ts";
import { describeError, type LinkingLog } from "./linking-log.ts";
import type { AccountKeep } from "./account-keep.ts";

/** Refresh ahead: the cron renews access tokens that run out within this. */
export const CRON_REFRESH_MARGIN_MS = 30 * 60 * 1000;

export type AccountsServiceDeps = {
  data: AccountsData;
  plans: Pick<AccountAllowance, "allowanceOfPlan">;
  tokens: AccountTokens;
  keep: Pick<AccountKeep, "readOnlyAmong" | "readOnlyWithin">;
  adapters: PlatformAdapters;
  clock: Clock;
  log: () => LinkingLog;
  /** Called after an unbind (the publishing engine fails the account's waiting items). */
  onUnbound?: (accountId: number) => Promise<void>;
};

type ListQuery = z.infer<typeof accountListRequestSchema>;

/** An operator's linked accounts: list, remark, stats refresh, unbind; and the background upkeep. */
export function createAccountsService(deps: AccountsServiceDeps) {
  const { data, clock } = deps;

  async function ownActive(userId: number, id: number): Promise<AccountRow> {
    const row = await data.findActiveOwned(userId, id);
    if (!row) throw new AppError("NOT_FOUND");
    return row;
  }

  /** Fetches the profile now and stores its totals (and today's row of the daily history). */
  async function refreshStats(accountId: number): Promise<AccountRow> {
    const profile: AccountProfile = await deps.tokens.withAccessToken(accountId, (accessToken, account) =>
      deps.adapters[account.platform].fetchProfile(accessToken),
    );
    const now = clock();
    const updated = await data.update(accountId, {
      name: profile.name,
      username: profile.username,
      avatarUrl: profile.avatarUrl,
      ...profile.stats,
      statsUpdatedAt: now,
    });
    await data.recordDailyTotals(accountId, now.toISOString().slice(0, 10), profile.stats);
    return updated;
  }

  return {
    async list(userId: number, query: ListQuery) {
      const { rows, total, groupIds, used, plan } = await data.page(userId, {
        ...(query.platform ? { platform: query.platform } : {}),
        ...(query.groupId ? { groupId: query.groupId } : {}),
        ...(query.keyword ? { keyword: query.keyword } : {}),
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      // The plan name comes with the page's one statement; what it allows is the plan service's rule.
      const max = plan === null ? 0 : deps.plans.allowanceOfPlan(plan).maxAccounts;
      // Only an operator over the allowance (after a downgrade) has read-only accounts; their keep ranks cost a statement of their own then.
      const readOnly = used > max ? await deps.keep.readOnlyWithin(userId, rows.map((row) => row.id), max) : new Set<number>();
      return { rows, total, groupIds, readOnly, limit: { used, max } };
    },
    /** What the account's view adds to its row: its groups and whether it is read-only. */
    async detailsOf(row: AccountRow) {
      const [groupIds, readOnly] = await Promise.all([data.groupIdsOf([row.id]), deps.keep.readOnlyAmong(row.userId, [row.id])]);
      return { groupIds: groupIds.get(row.id) ?? [], readOnly: readOnly.has(row.id) };
    },
    async setRemark(userId: number, id: number, input: AccountRemarkRequest): Promise<AccountRow> {
      await ownActive(userId, id);
      return data.update(id, { remark: input.remark });
    },
    /** The refresh-now button: a platform failure answers with the platform's reason. */
    async refreshNow(userId: number, id: number): Promise<AccountRow> {
      await ownActive(userId, id);
      return platformCall(() => refreshStats(id));
    },
    /** Revokes at the platform (a failure is logged, not fatal), wipes the tokens, keeps the row as history. */
    async unbind(userId: number, id: number): Promise<void> {
      const row = await ownActive(userId, id);
      if (row.accessTokenEncrypted) {
        try {
          await deps.adapters[row.platform].revoke(deps.tokens.tokenSetOf(row));
        } catch (error) {
          deps.log().warn(`could not revoke the tokens of unbound account ${id} at the platform: ${describeError(error)}`);
        }
      }
      await data.unbind(id, clock());
      await deps.onUnbound?.(id);
    },
    /** Cron: renews access tokens that run out within 30 minutes. */
    async refreshExpiringTokens(): Promise<void> {
      for (const id of await data.idsExpiringBefore(new Date(clock().getTime() + CRON_REFRESH_MARGIN_MS))) {
        try {
          await deps.tokens.ensureFreshAccessToken(id, { marginMs: CRON_REFRESH_MARGIN_MS });
        } catch (error) {
          deps.log().warn(`could not refresh the access token of account ${id}: ${describeError(error)}`);
        }
      }
    },
    /** Cron: today's totals of every healthy account. */
    async refreshAllStats(): Promise<void> {
      for (const id of await data.activeHealthyIds()) {
        try {
          await refreshStats(id);
        } catch (error) {
          deps.log().warn(`could not refresh the stats of account ${id}: ${describeError(error)}`);
        }
      }
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
