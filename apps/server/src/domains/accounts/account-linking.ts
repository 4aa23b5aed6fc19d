import { isFreePlan, type MessageKey, type Platform, type StartLinkRequest } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import type { AppDb } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { UsersData } from "../identity/users.data.ts";
import type { TokenSet } from "../platforms/platform-adapter.ts";
import { isPlatformError, type PlatformError } from "../platforms/platform-error.ts";
import type { PlatformAdapters } from "../platforms/platforms.ts";
import type { AccountsData } from "./accounts.data.ts";
import { sealTokens } from "./account-tokens.ts";
import { saveLinkedAccount } from "./linked-account.data.ts";
import type { LinkSessionChanges, LinkSessionRow, LinkSessionsData } from "./link-sessions.data.ts";
import { hashState, randomToken } from "./link-state.ts";
import type { TokenCipher } from "./token-cipher.ts";

/** How long a consent-page link stays usable. */
const REDIRECT_LINK_TTL_MS = 30 * 60 * 1000;

/** Where problems that do not fail the request are reported (the app's logger). */
export type LinkingLog = { warn(message: string): void };

export const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

export type AccountLinkingDeps = {
  db: AppDb;
  links: LinkSessionsData;
  accounts: Pick<AccountsData, "countActive" | "hasReconnectNeeded" | "recordDailyTotals">;
  users: Pick<UsersData, "findById">;
  adapters: PlatformAdapters;
  cipher: TokenCipher;
  clock: Clock;
  config: { publicUrl: string | null; accountLimits: { free: number; paid: number } };
  /** Schedules the background poll of a QR / device link (job `accounts.poll-link`). */
  schedulePoll(linkId: string, at: Date): Promise<void>;
  log: () => LinkingLog;
};

export type LinkOwner = { userId: number } | { admin: true };

/** Where the platform's callback sends the browser next. */
export type CallbackOutcome =
  | { kind: "crm"; session: LinkSessionRow | null; messageKey: MessageKey | null; params: Record<string, string | number> }
  | { kind: "page"; session: LinkSessionRow };

export const isOpen = (row: LinkSessionRow) => row.status === "pending" || row.status === "scanned";

/**
 * Linking TikTok / YouTube accounts: the consent-page redirect with its callback, and the QR /
 * device flow polled by status requests and by a background job. Both end in `completeLink`.
 */
export function createAccountLinking(deps: AccountLinkingDeps) {
  const { links, clock } = deps;

  async function maxAccountsOf(userId: number): Promise<number> {
    const user = await deps.users.findById(userId);
    if (!user) throw new AppError("NOT_FOUND");
    return isFreePlan(user.plan) ? deps.config.accountLimits.free : deps.config.accountLimits.paid;
  }

  const fail = (row: LinkSessionRow, status: "expired" | "denied" | "failed", messageKey: MessageKey, params: Record<string, string | number> = {}) =>
    finish(row, { status, messageKey, messageParams: JSON.stringify(params) });

  async function finish(row: LinkSessionRow, changes: LinkSessionChanges): Promise<LinkSessionRow> {
    return (await links.finish(row.id, changes)) ?? (await links.findById(row.id)) ?? row;
  }

  async function revokeQuietly(platform: Platform, tokens: TokenSet) {
    try {
      await deps.adapters[platform].revoke(tokens);
    } catch (error) {
      deps.log().warn(`could not revoke the tokens of a refused ${platform} link: ${describeError(error)}`);
    }
  }

  /** Stores the authorised account for the session's operator, or ends the session with the reason. */
  async function completeLink(row: LinkSessionRow, tokens: TokenSet): Promise<LinkSessionRow> {
    const adapter = deps.adapters[row.platform];
    let profile;
    try {
      profile = await adapter.fetchProfile(tokens.accessToken);
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
      maxAccounts: await maxAccountsOf(row.userId),
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
        return finish(row, { status: "linked", accountId: outcome.account.id, messageKey: null });
    }
  }

  /** One poll of a QR / device link at the platform, by whichever caller claims it first. */
  async function pollOnce(row: LinkSessionRow): Promise<LinkSessionRow> {
    const now = clock();
    if (!(await links.claim(row.id, now, new Date(now.getTime() + row.pollIntervalSeconds * 1000)))) return row;
    if (!row.deviceHandleEncrypted) return fail(row, "failed", "accounts.link.failed");
    let result;
    try {
      result = await deps.adapters[row.platform].pollDeviceLink(JSON.parse(deps.cipher.decrypt(row.deviceHandleEncrypted)));
    } catch (error) {
      if (!isPlatformError(error)) throw error;
      if (error.kind === "retryable" || error.kind === "quota") return (await links.findById(row.id)) ?? row;
      return fail(row, "failed", error.messageKey, error.params);
    }
    switch (result.status) {
      case "pending":
        return (await links.findById(row.id)) ?? row;
      case "scanned":
        return finish(row, { status: "scanned" });
      case "slow_down":
        return links.update(row.id, {
          pollIntervalSeconds: result.intervalSeconds,
          nextPollAt: new Date(now.getTime() + result.intervalSeconds * 1000),
        });
      case "expired":
        return fail(row, "expired", "accounts.link.expired");
      case "denied":
        return fail(row, "denied", "accounts.link.denied");
      case "authorized":
        return completeLink(row, result.tokens);
    }
  }

  /** Moves an open session on: expiry, and for QR / device links a poll when one is due. */
  async function advance(row: LinkSessionRow): Promise<LinkSessionRow> {
    if (!isOpen(row)) return row;
    const now = clock();
    if (row.expiresAt.getTime() <= now.getTime()) {
      return fail(row, "expired", row.method === "qr" ? "accounts.link.expired" : "accounts.link.stateInvalid");
    }
    if (row.method === "qr" && (row.nextPollAt?.getTime() ?? 0) <= now.getTime()) return pollOnce(row);
    return row;
  }

  return {
    /**
     * Starts linking for an operator (or, from the admin API, for an end user). Refused when the
     * plan's allowance is used up, unless an account of that platform waits to be authorised again.
     */
    async start(input: StartLinkRequest & { userId: number; origin: string; adminId?: number }): Promise<LinkSessionRow> {
      const max = await maxAccountsOf(input.userId);
      const used = await deps.accounts.countActive(input.userId);
      if (used >= max && !(await deps.accounts.hasReconnectNeeded(input.userId, input.platform))) {
        throw new AppError("PLAN_LIMIT_REACHED", { messageKey: "accounts.limitReached", params: { max } });
      }
      const adapter = deps.adapters[input.platform];
      const state = randomToken();
      const now = clock();
      const base = {
        id: randomToken(16),
        userId: input.userId,
        platform: input.platform,
        method: input.method,
        stateHash: hashState(state),
        createdByAdminId: input.adminId ?? null,
        createdAt: now,
      };
      if (input.method === "redirect") {
        const redirectUri = `${deps.config.publicUrl ?? input.origin}/api/v1/accounts/oauth/${input.platform}/callback`;
        return links.insert({
          ...base,
          redirectUri,
          authUrl: adapter.buildAuthorizeUrl({ state, redirectUri }),
          expiresAt: new Date(now.getTime() + REDIRECT_LINK_TTL_MS),
          pollIntervalSeconds: 0,
        });
      }
      const device = await platformCall(() => adapter.startDeviceLink({ state }));
      const nextPollAt = new Date(now.getTime() + device.intervalSeconds * 1000);
      const row = await links.insert({
        ...base,
        deviceHandleEncrypted: deps.cipher.encrypt(JSON.stringify(device.handle)),
        qrContent: device.qrContent,
        userCode: device.userCode,
        verificationUrl: device.verificationUrl,
        expiresAt: device.expiresAt,
        pollIntervalSeconds: device.intervalSeconds,
        nextPollAt,
      });
      await deps.schedulePoll(row.id, nextPollAt);
      return row;
    },

    /** The session as it stands now (polled at the platform when due); someone else's → 404. */
    async status(linkId: string, owner: LinkOwner): Promise<LinkSessionRow> {
      const row = await links.findById(linkId);
      const visible = row && ("admin" in owner ? row.createdByAdminId !== null : row.userId === owner.userId);
      if (!row || !visible) throw new AppError("NOT_FOUND");
      return advance(row);
    },

    /** The background poll: moves the session on and schedules the next poll while it stays open. */
    async pollInBackground(linkId: string): Promise<void> {
      const row = await links.findById(linkId);
      if (!row || !isOpen(row)) return;
      const after = await advance(row);
      if (isOpen(after)) {
        const next = Math.max(after.nextPollAt?.getTime() ?? 0, clock().getTime() + 1000);
        await deps.schedulePoll(after.id, new Date(Math.min(next, after.expiresAt.getTime() + 1000)));
      }
    },

    /** The platform's redirect back from its consent page. */
    async callback(platform: Platform, query: { code?: string; state?: string; error?: string }): Promise<CallbackOutcome> {
      const invalid = (session: LinkSessionRow | null): CallbackOutcome =>
        session?.createdByAdminId ? { kind: "page", session } : { kind: "crm", session, messageKey: "accounts.link.stateInvalid", params: {} };
      const found = query.state ? await links.findByStateHash(hashState(query.state)) : null;
      if (!found || found.platform !== platform || found.method !== "redirect") return invalid(null);
      const row = await advance(found);
      const outcome = (session: LinkSessionRow): CallbackOutcome =>
        session.createdByAdminId
          ? { kind: "page", session }
          : {
              kind: "crm",
              session,
              messageKey: session.status === "linked" ? null : ((session.messageKey as MessageKey | null) ?? "accounts.link.failed"),
              params: session.messageParams ? (JSON.parse(session.messageParams) as Record<string, string | number>) : {},
            };
      if (!isOpen(row)) return row.status === "expired" ? outcome(row) : invalid(row);
      // A second callback with the same state (a reload, a replay) finds the session taken.
      if (!(await links.claim(row.id, clock(), row.expiresAt))) return invalid(row);
      if (query.error === "access_denied") return outcome(await fail(row, "denied", "accounts.link.denied"));
      if (query.error) return outcome(await fail(row, "failed", "accounts.link.failed"));
      if (!query.code || !row.redirectUri) return outcome(await fail(row, "failed", "accounts.link.failed"));
      let tokens: TokenSet;
      try {
        tokens = await deps.adapters[platform].exchangeCode({ code: query.code, redirectUri: row.redirectUri });
      } catch (error) {
        if (!isPlatformError(error)) throw error;
        return outcome(await fail(row, "failed", error.messageKey, error.params));
      }
      return outcome(await completeLink(row, tokens));
    },
  };
}

/** A platform failure as the API's error, with the platform's translated reason. */
export async function platformCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isPlatformError(error)) throw toAppError(error);
    throw error;
  }
}

export function toAppError(error: PlatformError): AppError {
  return new AppError("PLATFORM_ERROR", { messageKey: error.messageKey, params: error.params, cause: error });
}

export type AccountLinking = ReturnType<typeof createAccountLinking>;
