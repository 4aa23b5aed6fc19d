import { translate, type Locale, type MessageKey, type Platform } from "@cdp/contracts";
import type { TokenSet } from "../platforms/platform-adapter.ts";
import { isPlatformError } from "../platforms/platform-error.ts";
import { isOpen, type LinkingDeps } from "./link-deps.ts";
import type { LinkFinisher } from "./link-finish.ts";
import type { LinkPoller } from "./link-poll.ts";
import type { LinkSessionRow } from "./link-sessions.data.ts";
import { hashState, localeOfLinkState } from "./link-state.ts";
import { linkMessageOf, linkResultPage } from "./link-view.ts";

/** Where the platform's callback sends the browser next. */
export type CallbackOutcome =
  /** Back to the CRM's accounts page with the linked account, or the reason it failed. */
  | { kind: "crm"; linkedAccountId: number | null; reason: string | null }
  /** A page of its own, for the person who authorised an administrator's link (not signed in). */
  | { kind: "page"; html: string };

/**
 * The platform's redirect back from its consent page: exchanges the code and finishes the link.
 * The reason is given in the language the link was started in (carried in the state), else in
 * `browserLocale`.
 */
export function createLinkCallback(deps: LinkingDeps, finisher: LinkFinisher, poller: LinkPoller) {
  const { links, clock } = deps;
  const { fail, completeLink } = finisher;

  return async function callback(
    platform: Platform,
    query: { code?: string; state?: string; error?: string },
    browserLocale: Locale,
  ): Promise<CallbackOutcome> {
    const locale = localeOfLinkState(query.state) ?? browserLocale;
    /** The browser's next stop for a session (or none); `fallback` when the session has no reason of its own. */
    const nextStop = (session: LinkSessionRow | null, fallback: MessageKey): CallbackOutcome => {
      if (session?.createdByAdminId) return { kind: "page", html: linkResultPage(session) };
      if (session?.status === "linked" && session.accountId) return { kind: "crm", linkedAccountId: session.accountId, reason: null };
      return { kind: "crm", linkedAccountId: null, reason: (session && linkMessageOf(session, locale)) ?? translate(locale, fallback) };
    };
    const outcome = (session: LinkSessionRow) => nextStop(session, "accounts.link.failed");
    const invalid = (session: LinkSessionRow | null) => nextStop(session, "accounts.link.stateInvalid");

    const found = query.state ? await links.findByStateHash(hashState(query.state)) : null;
    if (!found || found.platform !== platform || found.method !== "redirect") return invalid(null);
    const row = await poller.advance(found);
    if (!isOpen(row)) return row.status === "expired" ? outcome(row) : invalid(row);
    // A second callback with the same state (a reload, a replay) finds the session taken.
    if (!(await links.claim(row.id, clock(), row.expiresAt))) return invalid(row);
    if (query.error === "access_denied") return outcome(await fail(row, "denied", "accounts.link.denied"));
    if (query.error || !query.code || !row.redirectUri) return outcome(await fail(row, "failed", "accounts.link.failed"));
    let tokens: TokenSet;
    try {
      tokens = await deps.adapters[platform].exchangeCode({ code: query.code, redirectUri: row.redirectUri });
    } catch (error) {
      if (!isPlatformError(error)) throw error;
      return outcome(await fail(row, "failed", error.messageKey, error.params));
    }
    return outcome(await completeLink(row, tokens));
  };
}
