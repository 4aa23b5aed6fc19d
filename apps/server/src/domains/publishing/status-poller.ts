import { randomUUID } from "node:crypto";
import type { Clock } from "../../clock.ts";
import type { AccountTokens } from "../accounts/account-tokens.ts";
import type { PlatformAdapters } from "../platforms/platforms.ts";
import type { ItemJournal } from "./item-journal.ts";
import { LeaseLostError, type ClaimedItem, type ItemLeases } from "./item-lease.ts";
import { creatingCallMark, failed, outcomeOfError, type ItemOutcome, type OutcomeWriter } from "./item-outcome.ts";
import type { PublishingTuning } from "./publishing-tuning.ts";
import type { PublishingData, TaskRow } from "./publishing.data.ts";
import { taskOptionsOf } from "./task-options.ts";

/**
 * The status job, separate from the upload job: it only reads where a started publication stands
 * and never posts. Polling is bounded: a TikTok public post still in moderation when the budget
 * ends succeeds as "link pending" and a slow check looks for its post id later.
 */
export function createStatusPoller(deps: {
  data: Pick<PublishingData, "findItem">;
  leases: ItemLeases;
  outcomes: OutcomeWriter;
  tokens: Pick<AccountTokens, "withAccessToken">;
  adapters: PlatformAdapters;
  clock: Clock;
  tuning: PublishingTuning;
  journal: ItemJournal;
}) {
  const { clock, tuning } = deps;

  /**
   * The answer to the creating call was lost: the post is looked for on the platform. Found: succeeded
   * with its real id. Not there once the look has gone on for its budget: the call never took effect,
   * so it is made again (bounded), then failed as not posted.
   * The platform cannot show it (a private TikTok post): 需核实, for the operator.
   */
  async function verify(item: ClaimedItem, task: TaskRow): Promise<ItemOutcome> {
    const since = creatingCallMark(item) ?? item.startedAt ?? clock();
    const options = taskOptionsOf(task);
    const found = await deps.tokens.withAccessToken(item.accountId, (accessToken) =>
      deps.adapters[item.platform].findPost({ accessToken, kind: item.kind, title: item.title, description: item.description, tags: options.tags, privacy: options.privacy, since }),
      item.account,
    );
    if (found.state === "found") return { kind: "published", publishId: item.publishId, postId: found.postId, postUrl: found.postUrl };
    if (found.state === "unreadable") return { kind: "unverified", code: "unverifiable", key: "publish.unverifiable" };
    const now = clock().getTime();
    if (now < (item.pollUntil?.getTime() ?? now)) return { kind: "unchanged", checkAgainAt: new Date(now + tuning.verifyIntervalMs) };
    return { kind: "absent" };
  }

  async function check(item: ClaimedItem, task: TaskRow): Promise<ItemOutcome> {
    if (item.phase === "verifying") return verify(item, task);
    const publishId = item.publishId;
    const mark = creatingCallMark(item);
    if (!publishId) return mark ? { kind: "verify", since: mark } : failed("unconfirmed", "publish.unconfirmed");
    const result = await deps.tokens.withAccessToken(item.accountId, (accessToken) => deps.adapters[item.platform].fetchPublishStatus({ accessToken, publishId }), item.account);
    const now = clock().getTime();
    const linkCheck = item.status === 1;
    const budgetEnds = item.pollUntil?.getTime() ?? now;
    switch (result.state) {
      case "published": {
        if (result.postId) return { kind: "published", publishId, postId: result.postId, postUrl: result.postUrl };
        const expectsLink = item.platform === "tiktok" && taskOptionsOf(task).privacy === "public";
        if (linkCheck) return { kind: "unchanged", checkAgainAt: now < budgetEnds ? new Date(now + tuning.linkCheckIntervalMs) : null };
        // A public TikTok post has no id while it is moderated: keep polling within the budget.
        if (expectsLink && now < budgetEnds) return { kind: "processing", publishId };
        return { kind: "published", publishId, postId: null, postUrl: null, linkPending: expectsLink };
      }
      case "sent_to_inbox":
        return { kind: "published", publishId, postId: null, postUrl: null };
      case "failed":
        return failed(result.error.platformCode, result.error.messageKey, result.error.params);
      case "processing": {
        const processingEnds = budgetEnds - tuning.pollBudgetMs + tuning.processingBudgetMs;
        if (linkCheck) return { kind: "unchanged", checkAgainAt: new Date(now + tuning.linkCheckIntervalMs) };
        return now < processingEnds ? { kind: "processing", publishId } : failed("processing_timeout", "publish.processingTimeout");
      }
    }
  }

  return async function pollItem(itemId: number, context: { jobId: string }): Promise<void> {
    const owner = `${context.jobId}:${randomUUID().slice(0, 8)}`;
    const open = await deps.leases.claim(itemId, owner, ["processing", "verifying"], clock(), { sharedAccount: true });
    const claimed = open && open !== "account_busy" ? open : await linkCheckClaim(itemId, owner);
    if (!claimed) return;
    const task = claimed.task;
    await deps.journal(claimed, "poll", async () => {
      let outcome: ItemOutcome;
      try {
        outcome = await check(claimed, task);
      } catch (error) {
        outcome = outcomeOfError(error);
        // A check that cannot be made (token revoked, scope gone) never fails a post the platform may have.
        if (outcome.kind === "failed") outcome = { kind: "unverified", code: outcome.code, key: "publish.statusUnreadable" };
        if (claimed.status === 1) outcome = { kind: "unchanged", checkAgainAt: new Date(clock().getTime() + tuning.linkCheckIntervalMs) };
      }
      try {
        await deps.outcomes.apply(claimed, owner, outcome, "poll");
      } catch (error) {
        if (!(error instanceof LeaseLostError)) throw error;
        return null;
      }
      return outcome;
    });
  };

  async function linkCheckClaim(itemId: number, owner: string): Promise<ClaimedItem | null> {
    const item = await deps.data.findItem(itemId);
    if (!item || item.status !== 1 || !item.linkPending) return null;
    const claimed = await deps.leases.claim(itemId, owner, ["published"], clock(), { sharedAccount: true, statuses: [1] });
    return claimed && claimed !== "account_busy" ? claimed : null;
  }
}
