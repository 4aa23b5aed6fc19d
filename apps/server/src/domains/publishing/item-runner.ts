import { randomUUID } from "node:crypto";
import type { Clock } from "../../clock.ts";
import type { AccountTokens } from "../accounts/account-tokens.ts";
import type { MediaSources } from "../media/media-source.ts";
import type { PhotoPostOptions, VideoPostOptions } from "../platforms/platform-adapter.ts";
import { isPlatformError } from "../platforms/platform-error.ts";
import type { PlatformAdapters } from "../platforms/platforms.ts";
import { LeaseLostError, type ClaimedItem, type ItemLeases } from "./item-lease.ts";
import { itemResumeStore } from "./item-resume-store.ts";
import type { ItemJournal } from "./item-journal.ts";
import { creatingCallMark, failed, outcomeOfError, outcomeOfStarted, type Enqueue, type ItemOutcome, type OutcomeWriter } from "./item-outcome.ts";
import { createProgressWriter } from "./progress-writer.ts";
import type { PublishingTuning } from "./publishing-tuning.ts";
import type { PublishingData, TaskRow } from "./publishing.data.ts";
import { taskOptionsOf } from "./task-options.ts";

export type ItemRunnerDeps = {
  data: Pick<PublishingData, "findItem" | "noteAccountBusy">;
  leases: ItemLeases;
  outcomes: OutcomeWriter;
  enqueue: Enqueue;
  tokens: Pick<AccountTokens, "withAccessToken">;
  /** Which of the operator's accounts are over the plan's allowance now (read-only). */
  readOnlyAmong(userId: number, accountIds: number[]): Promise<Set<number>>;
  adapters: PlatformAdapters;
  media: MediaSources;
  /** An absolute URL the platform can fetch a stored image from (photo posts are PULL_FROM_URL). */
  publicImageUrl: (mediaId: number) => Promise<string | null>;
  clock: Clock;
  tuning: PublishingTuning;
  journal: ItemJournal;
};

/**
 * The upload job of one item: claim it (the exactly-once guard), get a fresh token, start or resume
 * the publication, then hand it to the status poller. Each step's state is on the item row, so a
 * killed worker's item resumes from there and never starts a second publication blindly.
 */
export function createItemRunner(deps: ItemRunnerDeps) {
  const { leases, clock } = deps;

  async function publish(item: ClaimedItem, task: TaskRow, owner: string, signal: AbortSignal): Promise<ItemOutcome> {
    // Read by the claim: the checks below and the first platform call use this row.
    const account = item.account;
    if (!account || account.status !== "active") return failed("account_unbound", "publish.accountUnbound");
    // Scheduled before a downgrade made the account read-only: it does not publish, as a new task would be refused.
    // A publication already begun goes on (stopping it half-way could lose a post the platform has).
    const begun = item.publishId !== null || item.resumeState !== null;
    if (!begun && (await deps.readOnlyAmong(task.userId, [account.id])).has(account.id)) return failed("account_read_only", "publish.accountReadOnly", { name: account.name });
    const options = taskOptionsOf(task);
    const adapter = deps.adapters[item.platform];

    if (item.kind === "video") {
      const mediaId = item.mediaIds[0];
      const media = mediaId ? await deps.media.openMediaSource(mediaId) : null;
      if (!media) return failed("media_missing", "publish.mediaNotFound");
      const cover = task.coverMediaId && item.platform === "youtube" ? await deps.media.openMediaSource(task.coverMediaId) : null;
      await leases.update(item.id, owner, { phase: "uploading", totalBytes: media.size }, clock());
      const progress = createProgressWriter({ itemId: item.id, owner, leases, now: clock, everyMs: deps.tuning.progressEveryMs });
      const resume = itemResumeStore({ itemId: item.id, owner, initial: item.resumeState, leases, now: clock });
      const postOptions: VideoPostOptions = {
        title: item.title,
        description: item.description,
        privacy: options.privacy,
        allowComment: options.allowComment,
        allowDuet: options.allowDuet,
        allowStitch: options.allowStitch,
        brandedContent: options.brandedContent,
        ownBrand: options.ownBrand,
        aiGenerated: options.aiGenerated,
        coverTimestampMs: null,
        coverImage: cover,
        tags: options.tags,
        durationSeconds: media.durationSeconds,
      };
      try {
        const started = await deps.tokens.withAccessToken(item.accountId, (accessToken) =>
          adapter.publishVideo({ accessToken, externalId: account.externalId, media, options: postOptions, resume, onProgress: progress.onProgress, signal }),
          account,
        );
        return outcomeOfStarted(started);
      } finally {
        await progress.flush();
      }
    }

    // Photo post: TikTok makes the post at init (PULL_FROM_URL). A run that finds an init begun but no id saved
    // cannot know whether the post exists: it looks for it on the platform instead of posting again.
    if (item.publishId) return { kind: "processing", publishId: item.publishId };
    const mark = creatingCallMark(item);
    if (mark) return { kind: "verify", since: mark };
    const imageUrls: string[] = [];
    for (const id of item.mediaIds) {
      const url = await deps.publicImageUrl(id);
      if (!url) return failed("media_missing", "publish.mediaNotFound");
      imageUrls.push(url);
    }
    const photoOptions: PhotoPostOptions = {
      title: item.title,
      description: item.description,
      privacy: options.privacy,
      allowComment: options.allowComment,
      brandedContent: options.brandedContent,
      ownBrand: options.ownBrand,
      aiGenerated: options.aiGenerated,
      tags: options.tags,
      autoAddMusic: options.autoAddMusic,
      coverIndex: Math.min(options.coverIndex, imageUrls.length - 1),
    };
    await leases.update(item.id, owner, { phase: "uploading" }, clock());
    let marked = false;
    const started = await deps.tokens.withAccessToken(item.accountId, async (accessToken) => {
      // The mark goes on immediately before the call that makes the post, after creator_info and every limit.
      const beforeCreate = async () => {
        await leases.update(item.id, owner, { resumeState: { photoInitAt: clock().toISOString() } }, clock());
        marked = true;
      };
      try {
        return await adapter.publishPhotos({ accessToken, externalId: account.externalId, imageUrls, options: photoOptions, beforeCreate });
      } catch (error) {
        // The platform answered: no post was made, so a later run may try again.
        if (marked && isPlatformError(error) && error.httpStatus !== null) await leases.update(item.id, owner, { resumeState: null }, clock());
        throw error;
      }
    }, account);
    await leases.update(item.id, owner, { publishId: started.publishId, resumeState: { photoInitAt: clock().toISOString(), publishId: started.publishId } }, clock());
    return outcomeOfStarted(started);
  }

  return async function runItem(itemId: number, context: { jobId: string; signal: AbortSignal }): Promise<void> {
    const owner = `${context.jobId}:${randomUUID().slice(0, 8)}`;
    const claimed = await leases.claim(itemId, owner, ["waiting", "waiting_quota", "uploading"], clock());
    if (claimed === "account_busy") {
      await deps.data.noteAccountBusy(itemId, clock());
      await deps.enqueue.run(itemId, new Date(clock().getTime() + deps.tuning.accountBusyRetryMs));
      return;
    }
    if (!claimed) {
      // A job that fired before its item is due (clocks apart, a moved start) comes back at the item's time.
      const item = await deps.data.findItem(itemId);
      if (item && item.status === 0 && !item.leaseUntil && item.scheduledAt.getTime() > clock().getTime() + 1000) await deps.enqueue.run(itemId, item.scheduledAt);
      return;
    }
    const task = claimed.task;
    if (claimed.errorCode === "account_busy") await leases.update(itemId, owner, { errorCode: null, errorKey: null, errorParams: null }, clock());
    await deps.journal(claimed, "run", async () => {
      const stopKeepAlive = leases.keepAlive(itemId, owner, clock);
      let outcome: ItemOutcome;
      try {
        outcome = await publish(claimed, task, owner, context.signal);
      } catch (error) {
        if (error instanceof LeaseLostError) return null;
        outcome = outcomeOfError(error);
      } finally {
        stopKeepAlive();
      }
      try {
        await deps.outcomes.apply((await deps.data.findItem(itemId)) ?? claimed, owner, outcome, "run");
      } catch (error) {
        if (!(error instanceof LeaseLostError)) throw error;
        return null;
      }
      return outcome;
    });
  };
}
