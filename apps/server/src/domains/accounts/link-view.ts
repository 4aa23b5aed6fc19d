import { translate, type Locale, type LinkSession, type MessageKey } from "@cdp/contracts";
import type { AccountRow } from "./accounts.data.ts";
import { toPlatformAccount, translateKnown } from "./account-view.ts";
import type { LinkSessionRow } from "./link-sessions.data.ts";

export function linkMessageOf(row: LinkSessionRow, locale: Locale): string | null {
  if (!row.messageKey) return null;
  const params = row.messageParams ? (JSON.parse(row.messageParams) as Record<string, string | number>) : {};
  return translateKnown(locale, row.messageKey, params);
}

/** The wire shape of a link session, with the account once linked (and its groups; never read-only: linking stops at the allowance). */
export function toLinkSession(row: LinkSessionRow, linked: { account: AccountRow; groupIds: number[] } | null, locale: Locale, now: Date): LinkSession {
  return {
    linkId: row.id,
    platform: row.platform,
    method: row.method,
    status: row.status,
    authUrl: row.authUrl,
    qrContent: row.qrContent,
    userCode: row.userCode,
    verificationUrl: row.verificationUrl,
    expiresAt: row.expiresAt.toISOString(),
    pollIntervalSeconds: row.pollIntervalSeconds,
    account: linked ? toPlatformAccount(linked.account, linked.groupIds, locale, now, false) : null,
    message: linkMessageOf(row, locale),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page an admin-created link ends on (the person who authorised is not signed in to the CRM):
 * the outcome in both languages.
 */
export function linkResultPage(row: LinkSessionRow | null): string {
  const ok = row?.status === "linked";
  const reason = (locale: Locale) =>
    row ? (linkMessageOf(row, locale) ?? translate(locale, "accounts.link.failed")) : translate(locale, "accounts.link.stateInvalid");
  const line = (locale: Locale) =>
    ok ? translate(locale, "accounts.link.pageSuccess") : translate(locale, "accounts.link.pageFailure", { reason: reason(locale) });
  const key: MessageKey = ok ? "accounts.linked" : "accounts.link.failed";
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(translate("zh-CN", key))}</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#1f2937}main{text-align:center;padding:24px}p{margin:8px 0}.en{color:#6b7280}</style></head>
<body><main data-status="${ok ? "linked" : "failed"}"><p>${escapeHtml(line("zh-CN"))}</p><p class="en" lang="en">${escapeHtml(line("en"))}</p></main></body></html>`;
}
