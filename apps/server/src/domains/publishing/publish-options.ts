import { creatorProblems, translate, type Locale, type MessageKey } from "@cdp/contracts";
import { AppError } from "../../http/app-error.ts";
import type { AccountTokens } from "../accounts/account-tokens.ts";
import type { AccountRow } from "../accounts/accounts.data.ts";
import type { CreatorOptions } from "../platforms/platform-adapter.ts";
import { isPlatformError } from "../platforms/platform-error.ts";
import type { PlatformAdapters } from "../platforms/platforms.ts";
import type { PublishTargetsData, TargetAccount } from "./publishing-targets.data.ts";
import type { OptionsCheck } from "./publishing.service.ts";

const OPTION_ATTEMPTS = 3;
/** How long a creator_info answer serves task creation (TikTok's own guidance: ask when composing). */
const RECENT_MS = 10 * 60_000;
const refuse = (messageKey: MessageKey, params: Record<string, string | number>) => new AppError("BAD_REQUEST", { messageKey, params });

/**
 * TikTok's creator_info for each account: what the compose screen may offer, and the check that
 * refuses a request the platform would refuse, before anything is stored or uploaded.
 */
export function createPublishOptions(deps: { targets: PublishTargetsData; tokens: Pick<AccountTokens, "withAccessToken" | "readAccounts">; adapters: PlatformAdapters; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const recent = new Map<number, { options: CreatorOptions; at: number }>();
  /** creator_info, asked again (briefly) after a transient failure: it sits in the operator's request. */
  const optionsOf = async (account: TargetAccount, seen?: AccountRow): Promise<CreatorOptions> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        // The row read for the first try only: a retry reads it again (a refresh may have replaced the token).
        const options = await deps.tokens.withAccessToken(account.id, (accessToken) => deps.adapters[account.platform].fetchCreatorOptions(accessToken), attempt === 1 ? seen : undefined);
        recent.set(account.id, { options, at: now() });
        return options;
      } catch (error) {
        if (!isPlatformError(error) || error.kind !== "retryable" || attempt >= OPTION_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.min(error.retryAfterMs ?? 200 * attempt, 1000)));
      }
    }
  };

  /**
   * For task creation: a recent answer (the compose screen asked moments ago), else a fresh one. When
   * the platform is only busy (rate limits while workers publish, a timeout), creation does not wait on
   * it: the worker asks creator_info again right before posting and refuses there with the reason.
   */
  const recentOptions = (accountId: number) => {
    const known = recent.get(accountId);
    return known && now() - known.at < RECENT_MS ? known.options : undefined;
  };
  const optionsForCreation = async (account: TargetAccount, seen: AccountRow | undefined): Promise<CreatorOptions | null> => {
    const known = recentOptions(account.id);
    if (known) return known;
    try {
      return await optionsOf(account, seen);
    } catch (error) {
      if (isPlatformError(error) && error.kind === "retryable") return null;
      throw error;
    }
  };

  const check: OptionsCheck = async ({ accounts, options, kind, durations }) => {
    // The rows (tokens) of the accounts to ask, in one read instead of one per account.
    const rows = await deps.tokens.readAccounts(accounts.filter((account) => !recentOptions(account.id)).map((account) => account.id));
    for (const account of accounts) {
      let allowed: CreatorOptions | null;
      try {
        allowed = await optionsForCreation(account, rows.get(account.id));
      } catch (error) {
        if (isPlatformError(error)) throw new AppError("PLATFORM_ERROR", { messageKey: error.messageKey, params: error.params, cause: error });
        throw error;
      }
      if (!allowed) continue;
      // The same rules the publish screens apply per row (contracts' preflight), with this creator's answer.
      const [problem] = creatorProblems({ kind, accountName: account.name, durationSeconds: durations.get(account.id) ?? null, ...options }, allowed);
      if (problem) throw refuse(problem.key, problem.params);
    }
  };

  return {
    check,
    /** One line per account; an account whose options cannot be read carries the reason instead. */
    async forAccounts(userId: number, accountIds: number[], locale: Locale) {
      const accounts = await deps.targets.accountsOf(userId, [...new Set(accountIds)]);
      if (accounts.length !== new Set(accountIds).size) throw new AppError("NOT_FOUND");
      return Promise.all(
        accounts.map(async (account) => {
          try {
            return { accountId: account.id, platform: account.platform, ...(await optionsOf(account)), error: null };
          } catch (error) {
            if (!isPlatformError(error)) throw error;
            return {
              accountId: account.id,
              platform: account.platform,
              privacyChoices: [],
              commentDisabled: false,
              duetDisabled: false,
              stitchDisabled: false,
              maxVideoDurationSeconds: null,
              supportsPhotos: account.platform === "tiktok",
              error: translate(locale, error.messageKey, error.params),
            };
          }
        }),
      );
    },
  };
}

export type PublishOptionsReader = ReturnType<typeof createPublishOptions>;
