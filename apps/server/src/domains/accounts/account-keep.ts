import { AppError } from "../../http/app-error.ts";
import type { Clock } from "../../clock.ts";
import type { AccountAllowance } from "../operator-seams.ts";
import type { AccountKeepData } from "./account-keep.data.ts";

/** Whether an account's keep rank lies past the plan's allowance (see `keepRank`). */
export const isReadOnly = (rank: number | undefined, maxAccounts: number) => rank !== undefined && rank > maxAccounts;

/** The accounts among `ids` whose keep rank lies past the allowance. */
const readOnlyOf = (ids: number[], ranks: Map<number, number>, maxAccounts: number) => new Set(ids.filter((id) => isReadOnly(ranks.get(id), maxAccounts)));

/**
 * Going over the plan's account allowance (after a downgrade) never deletes data: the accounts
 * past the allowance become read-only (they cannot publish) until the operator chooses which
 * accounts stay active, or upgrades.
 */
export function createAccountKeep(deps: { data: AccountKeepData; plans: Pick<AccountAllowance, "maxAccounts" | "allowanceOfPlan">; clock: Clock }) {
  const { data } = deps;
  async function readOnlyWithin(userId: number, ids: number[], maxAccounts: number): Promise<Set<number>> {
    return readOnlyOf(ids, await data.keepRanksOf(userId, ids), maxAccounts);
  }
  return {
    /** Which of these accounts of the operator are read-only now. */
    async readOnlyAmong(userId: number, ids: number[]): Promise<Set<number>> {
      const { plan, used, ranks } = await data.standingOf(userId, ids);
      if (plan === null) throw new AppError("NOT_FOUND");
      const max = deps.plans.allowanceOfPlan(plan).maxAccounts;
      return used > max ? readOnlyOf(ids, ranks, max) : new Set();
    },
    /** The same, for a caller that already knows the plan's allowance. */
    readOnlyWithin,
    /** The accounts that stay active (within the allowance); the operator's other active accounts become read-only. */
    async keep(userId: number, ids: number[]): Promise<void> {
      const unique = [...new Set(ids)];
      const max = await deps.plans.maxAccounts(userId);
      if (unique.length > max) throw new AppError("BAD_REQUEST", { messageKey: "accounts.keep.tooMany", params: { max } });
      if ((await data.keepRanksOf(userId, unique)).size !== unique.length) throw new AppError("NOT_FOUND");
      await data.keep(userId, unique, deps.clock());
    },
  };
}

export type AccountKeep = ReturnType<typeof createAccountKeep>;
