import type { MessageKey } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import type { TokenSet } from "../platforms/platform-adapter.ts";
import { isPlatformError, PlatformError } from "../platforms/platform-error.ts";
import type { PlatformAdapters } from "../platforms/platforms.ts";
import type { AccountChanges, AccountRow, AccountsData } from "./accounts.data.ts";
import type { TokenCipher } from "./token-cipher.ts";

/** Refresh when the access token runs out within this. */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;

export type AccountTokensDeps = {
  data: Pick<AccountsData, "findById" | "findByIds" | "update" | "withLockedAccount">;
  adapters: PlatformAdapters;
  cipher: TokenCipher;
  clock: Clock;
};

export type FreshToken = { accessToken: string; account: AccountRow };

/** The stored columns of a token set; a refresh without a new refresh token keeps the stored one. */
export function sealTokens(cipher: TokenCipher, tokens: TokenSet, keepRefreshToken: string | null = null) {
  return {
    accessTokenEncrypted: cipher.encrypt(tokens.accessToken),
    refreshTokenEncrypted: tokens.refreshToken ? cipher.encrypt(tokens.refreshToken) : keepRefreshToken,
    accessExpiresAt: tokens.accessTokenExpiresAt,
    refreshExpiresAt: tokens.refreshTokenExpiresAt,
    scopes: tokens.scopes,
  } satisfies AccountChanges;
}

export function reconnectError(row: Pick<AccountRow, "platform" | "tokenError">): PlatformError {
  return new PlatformError(row.platform, {
    kind: "reconnect",
    platformCode: "reconnect_needed",
    messageKey: (row.tokenError as MessageKey | null) ?? "accounts.reconnectNeeded",
  });
}

/**
 * Access tokens for the platform calls of an account (stats now, publishing later): refreshed when
 * they run out soon, under the account's lock; a refused refresh marks the account `reconnect_needed`.
 */
export function createAccountTokens(deps: AccountTokensDeps) {
  const { data, cipher } = deps;

  function tokenSetOf(row: AccountRow): TokenSet {
    return {
      accessToken: row.accessTokenEncrypted ? cipher.decrypt(row.accessTokenEncrypted) : "",
      refreshToken: row.refreshTokenEncrypted ? cipher.decrypt(row.refreshTokenEncrypted) : null,
      accessTokenExpiresAt: row.accessExpiresAt ?? new Date(0),
      refreshTokenExpiresAt: row.refreshExpiresAt,
      scopes: row.scopes,
      externalId: row.externalId,
    };
  }

  const usable = (row: AccountRow) => row.status === "active" && row.tokenStatus === "healthy" && row.accessTokenEncrypted !== null;
  const freshFor = (row: AccountRow, marginMs: number) => (row.accessExpiresAt?.getTime() ?? 0) > deps.clock().getTime() + marginMs;

  async function markReconnectNeeded(save: (changes: AccountChanges) => Promise<AccountRow>, error: PlatformError) {
    await save({ tokenStatus: "reconnect_needed", tokenError: error.messageKey });
  }

  /**
   * A usable access token of the account. `force` refreshes even a token that looks valid (the
   * platform refused it), unless another worker already replaced it meanwhile.
   */
  async function ensureFreshAccessToken(accountId: number, options: { marginMs?: number; force?: boolean; seen?: AccountRow } = {}): Promise<FreshToken> {
    const marginMs = options.marginMs ?? REFRESH_MARGIN_MS;
    const seen = options.seen ?? (await data.findById(accountId));
    if (!seen) throw new Error(`platform account ${accountId} does not exist`);
    if (!usable(seen)) throw reconnectError(seen);
    if (!options.force && freshFor(seen, marginMs)) return { accessToken: tokenSetOf(seen).accessToken, account: seen };

    const outcome = await data.withLockedAccount(accountId, async (row, save): Promise<FreshToken | PlatformError> => {
      if (!usable(row)) return reconnectError(row);
      const replacedMeanwhile = row.accessTokenEncrypted !== seen.accessTokenEncrypted;
      if ((options.force ? replacedMeanwhile : freshFor(row, marginMs)) && freshFor(row, 0)) {
        return { accessToken: tokenSetOf(row).accessToken, account: row };
      }
      const current = tokenSetOf(row);
      if (!current.refreshToken) {
        const error = reconnectError(row);
        await markReconnectNeeded(save, error);
        return error;
      }
      try {
        const tokens = await deps.adapters[row.platform].refreshTokens(current);
        const updated = await save(sealTokens(cipher, tokens, row.refreshTokenEncrypted));
        return { accessToken: tokens.accessToken, account: updated };
      } catch (error) {
        if (isPlatformError(error) && error.kind === "reconnect") {
          await markReconnectNeeded(save, error);
          return error;
        }
        throw error;
      }
    });
    if (!outcome) throw new Error(`platform account ${accountId} does not exist`);
    if (outcome instanceof PlatformError) throw outcome;
    return outcome;
  }

  return {
    tokenSetOf,
    ensureFreshAccessToken,
    /** Accounts' rows as the token calls read them (status, tokens and all), by id, in one read: a caller about to call for each hands its row over as `seen`. */
    async readAccounts(accountIds: number[]): Promise<Map<number, AccountRow>> {
      return new Map((await data.findByIds(accountIds)).map((row) => [row.id, row]));
    },
    /**
     * Runs a platform call with a fresh access token. When the platform refuses the token anyway,
     * refreshes once and retries; refused again, the account is marked `reconnect_needed`. `seen`: the
     * account's row just read by the caller (`readAccounts`, a publishing claim), so the first try does not read it again; a
     * token replaced since is still caught, by the refresh after a refusal.
     */
    async withAccessToken<T>(accountId: number, call: (accessToken: string, account: AccountRow) => Promise<T>, seen?: AccountRow | null): Promise<T> {
      const first = await ensureFreshAccessToken(accountId, seen ? { seen } : {});
      try {
        return await call(first.accessToken, first.account);
      } catch (error) {
        if (!isPlatformError(error) || error.kind !== "reconnect") throw error;
      }
      const second = await ensureFreshAccessToken(accountId, { force: true });
      try {
        return await call(second.accessToken, second.account);
      } catch (error) {
        if (isPlatformError(error) && error.kind === "reconnect") {
          await data.update(accountId, { tokenStatus: "reconnect_needed", tokenError: error.messageKey });
        }
        throw error;
      }
    },
  };
}

export type AccountTokens = ReturnType<typeof createAccountTokens>;
