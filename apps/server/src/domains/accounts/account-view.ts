import { isMessageKey, translate, type Locale, type MessageKey, type PlatformAccount, type TokenHealth } from "@cdp/contracts";
import type { AccountRow } from "./accounts.data.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an account's wire shape is made of: never its tokens. */
export type AccountViewRow = Pick<
  AccountRow,
  | "id"
  | "platform"
  | "externalId"
  | "name"
  | "username"
  | "remark"
  | "avatarUrl"
  | "fans"
  | "likes"
  | "views"
  | "videos"
  | "statsUpdatedAt"
  | "tokenStatus"
  | "tokenError"
  | "accessExpiresAt"
  | "refreshExpiresAt"
  | "linkedAt"
>;

/**
 * How an account's authorisation stands: `reconnect_needed` as recorded; `expiring` when the
 * refresh token runs out within 7 days, or (its expiry unknown) the access token ran out more
 * than a day ago without a successful refresh; else `healthy`.
 */
export function tokenHealthOf(row: Pick<AccountRow, "tokenStatus" | "tokenError" | "accessExpiresAt" | "refreshExpiresAt">, now: Date): { health: TokenHealth; reasonKey: MessageKey | null } {
  if (row.tokenStatus === "reconnect_needed") {
    return { health: "reconnect_needed", reasonKey: (row.tokenError as MessageKey | null) ?? "accounts.reconnectNeeded" };
  }
  const soon = now.getTime() + 7 * DAY_MS;
  const refreshRunsOut = row.refreshExpiresAt !== null && row.refreshExpiresAt.getTime() <= soon;
  const refreshOverdue = row.refreshExpiresAt === null && row.accessExpiresAt !== null && row.accessExpiresAt.getTime() < now.getTime() - DAY_MS;
  if (refreshRunsOut || refreshOverdue) return { health: "expiring", reasonKey: "accounts.tokenExpiring" };
  return { health: "healthy", reasonKey: null };
}

/** The wire shape of an account, in the caller's language. */
export function toPlatformAccount(row: AccountViewRow, groupIds: number[], locale: Locale, now: Date, readOnly: boolean): PlatformAccount {
  const { health, reasonKey } = tokenHealthOf(row, now);
  return {
    id: row.id,
    platform: row.platform,
    externalId: row.externalId,
    name: row.name,
    username: row.username,
    remark: row.remark,
    avatarUrl: row.avatarUrl,
    stats: { fans: row.fans, likes: row.likes, views: row.views, videos: row.videos },
    statsUpdatedAt: row.statsUpdatedAt?.toISOString() ?? null,
    tokenHealth: health,
    tokenHealthReason: reasonKey ? translateKnown(locale, reasonKey) : null,
    groupIds,
    linkedAt: row.linkedAt.toISOString(),
    readOnly,
  };
}

/** A stored message key translated; an unknown key (from an older version) falls back to the generic reason. */
export function translateKnown(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  return isMessageKey(key) ? translate(locale, key, params) : translate(locale, "accounts.reconnectNeeded");
}
