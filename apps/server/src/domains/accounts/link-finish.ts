import type { MessageKey, Platform } from "@cdp/contracts";
import type { TokenSet } from "../platforms/platform-adapter.ts";
import { isPlatformError } from "../platforms/platform-error.ts";
import { sealTokens } from "./account-tokens.ts";
import type { LinkingDeps } from "./link-deps.ts";
import type { LinkSessionChanges, LinkSessionRow } from "./link-sessions.data.ts";
import { saveLinkedAccount } from "./linked-account.data.ts";
import { describeError } from "./linking-log.ts";

export type LinkFinisher = ReturnType<typeof createLinkFinisher>;

/**
 * How a link ends: with the authorised account stored for the session's operator, or with a reason
 * (a message key, translated whenever someone reads the session).
 */
export function createLinkFinisher(deps: LinkingDeps) {
  const { links, clock } = deps;

  async function finish(row: LinkSessionRow, changes: LinkSessionChanges): Promise<LinkSessionRow> {
    return (await links.finish(row.id, changes)) ?? (await links.findById(row.id)) ?? row;
  }

  const fail = (row: LinkSessionRow, status: "expired" | "denied" | "failed", messageKey: MessageKey, params: Record<string, string | number> = {}) =>
    finish(row, { status, messageKey, messageParams: JSON.stringify(params) });

  async function revokeQuietly(platform: Platform, tokens: TokenSet) {
    try {
      await deps.adapters[platform].revoke(tokens);
    } catch (error) {
      deps.log().warn(`could not revoke the tokens of a refused ${platform} link: ${describeError(error)}`);
    }
  }

  /** Stores the authorised account for the session's operator, or ends the session with the reason. */
  async function completeLink(row: LinkSessionRow, tokens: TokenSet): Promise<LinkSessionRow> {
    let profile;
    try {
      profile = await deps.adapters[row.platform].fetchProfile(tokens.accessToken);
    } catch (error) {
      if (!isPlatformError(error)) throw error;
      await revokeQuietly(row.platform, tokens);
      return fail(row, "failed", error.messageKey, error.params);
    }
    const at = clock();
    const outcome = await saveLinkedAccount(deps.db, {
      userId: row.userId,
      platform: row.platform,
      externalId: profile.externalId,
      profile: { name: profile.name, username: profile.username, avatarUrl: profile.avatarUrl, ...profile.stats },
      tokens: sealTokens(deps.cipher, tokens),
      maxAccounts: await deps.plans.maxAccounts(row.userId),
      at,
    });
    switch (outcome.outcome) {
      case "elsewhere":
        // Not revoked: the grant is the same app's grant the other operator's link uses.
        return fail(row, "failed", "accounts.alreadyLinkedElsewhere");
      case "limit":
        await revokeQuietly(row.platform, tokens);
        return fail(row, "failed", "accounts.limitReached", { max: outcome.max });
      case "linked":
        await deps.accounts.recordDailyTotals(outcome.account.id, at.toISOString().slice(0, 10), profile.stats);
        await takeFirstFigures(outcome.account.id, row.platform);
        return finish(row, { status: "linked", accountId: outcome.account.id, messageKey: null });
    }
  }

  /** The link stands even when analytics cannot read the figures now: the hourly collection tries again. */
  async function takeFirstFigures(accountId: number, platform: Platform) {
    try {
      await deps.onLinked({ id: accountId, platform });
    } catch (error) {
      deps.log().warn(`could not take the first figures of account ${accountId}: ${describeError(error)}`);
    }
  }

  return { finish, fail, completeLink };
}
