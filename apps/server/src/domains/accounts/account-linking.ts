import type { LinkSession, Locale } from "@cdp/contracts";
import { AppError } from "../../http/app-error.ts";
import { createLinkCallback } from "./link-callback.ts";
import type { LinkingDeps } from "./link-deps.ts";
import { createLinkFinisher } from "./link-finish.ts";
import { createLinkPoller } from "./link-poll.ts";
import type { LinkSessionRow } from "./link-sessions.data.ts";
import { createLinkStarter, type StartLinkInput } from "./link-start.ts";
import { toLinkSession } from "./link-view.ts";

export type LinkOwner = { userId: number } | { admin: true };

/**
 * Linking TikTok / YouTube accounts, in four steps: start (link-start), the consent page's
 * callback (link-callback), the QR / device poll (link-poll), and the end of either (link-finish).
 * Answers are link sessions in the caller's language.
 */
export function createAccountLinking(deps: LinkingDeps) {
  const finisher = createLinkFinisher(deps);
  const poller = createLinkPoller(deps, finisher);
  const start = createLinkStarter(deps);

  async function view(row: LinkSessionRow, locale: Locale): Promise<LinkSession> {
    const account = row.status === "linked" && row.accountId ? await deps.accounts.findById(row.accountId) : null;
    const groupIds = account ? ((await deps.accounts.groupIdsOf([account.id])).get(account.id) ?? []) : [];
    return toLinkSession(row, account ? { account, groupIds } : null, locale, deps.clock());
  }

  return {
    async start(input: StartLinkInput): Promise<LinkSession> {
      return view(await start(input), input.locale);
    },
    /** The session as it stands now (polled at the platform when due); someone else's → 404. */
    async status(linkId: string, owner: LinkOwner, locale: Locale): Promise<LinkSession> {
      const row = await deps.links.findById(linkId);
      const visible = row && ("admin" in owner ? row.createdByAdminId !== null : row.userId === owner.userId);
      if (!row || !visible) throw new AppError("NOT_FOUND");
      return view(await poller.advance(row), locale);
    },
    pollInBackground: poller.pollInBackground,
    callback: createLinkCallback(deps, finisher, poller),
  };
}

export type AccountLinking = ReturnType<typeof createAccountLinking>;
