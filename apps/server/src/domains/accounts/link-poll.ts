import { isPlatformError } from "../platforms/platform-error.ts";
import { jobOutcomeOf } from "../platforms/platform-error-mapping.ts";
import { isOpen, type LinkingDeps } from "./link-deps.ts";
import type { LinkFinisher } from "./link-finish.ts";
import type { LinkSessionRow } from "./link-sessions.data.ts";

export type LinkPoller = ReturnType<typeof createLinkPoller>;

/** Moving an open link on: its expiry, and for QR / device links a poll at the platform when one is due. */
export function createLinkPoller(deps: LinkingDeps, finisher: LinkFinisher) {
  const { links, clock } = deps;
  const { finish, fail, completeLink } = finisher;

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
      // A passing failure: poll again when the platform said, else after the usual interval.
      const intervalMs = row.pollIntervalSeconds * 1000;
      const outcome = jobOutcomeOf(error, now, { retryableMs: intervalMs, quotaMs: intervalMs });
      if (outcome.kind === "retry") return links.update(row.id, { nextPollAt: outcome.startAfter });
      return fail(row, "failed", outcome.messageKey, outcome.params);
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

  /** The background poll: moves the session on and schedules the next poll while it stays open. */
  async function pollInBackground(linkId: string): Promise<void> {
    const row = await links.findById(linkId);
    if (!row || !isOpen(row)) return;
    const after = await advance(row);
    if (isOpen(after)) {
      const next = Math.max(after.nextPollAt?.getTime() ?? 0, clock().getTime() + 1000);
      await deps.schedulePoll(after.id, new Date(Math.min(next, after.expiresAt.getTime() + 1000)));
    }
  }

  return { advance, pollInBackground };
}
