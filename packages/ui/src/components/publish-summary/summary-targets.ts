import type { Platform } from "@cdp/contracts";
import type { AssignmentRow } from "../video-assignment-table/assignment";

/** What one account will get: its media, the text it posts and when. */
export type SummaryTarget = {
  accountId: string;
  accountName: string;
  platform: Platform;
  mediaName: string;
  title: string;
  /** The title is this account's own, not the shared one. */
  titleOverridden?: boolean;
  /** The description it posts (own or shared). */
  description?: string;
  /** Platform rules this target breaks, worded for the operator; sending waits until there are none. */
  problems?: string[];
  /** ISO 8601 or a Date. */
  scheduledAt: Date | string;
};

type AccountLike = { id: string; name: string; platform: Platform };
type VideoLike = { id: string; fileName: string };

/**
 * The targets of a video publish: each assigned account in order with its video, its title (own or
 * shared) and its planned time (`times[i]` for the i-th account). Accounts without a video are left out.
 */
export function videoSummaryTargets(input: {
  rows: readonly AssignmentRow[];
  accounts: readonly AccountLike[];
  videos: readonly VideoLike[];
  sharedTitle: string;
  sharedDescription?: string;
  times: readonly Date[];
}): SummaryTarget[] {
  const accounts = new Map(input.accounts.map((account) => [account.id, account]));
  const videos = new Map(input.videos.map((video) => [video.id, video]));
  return input.rows.flatMap((row, index) => {
    const account = accounts.get(row.accountId);
    const video = row.videoId != null ? videos.get(row.videoId) : undefined;
    const scheduledAt = input.times[index];
    if (!account || !video || !scheduledAt) return [];
    return [
      {
        accountId: account.id,
        accountName: account.name,
        platform: account.platform,
        mediaName: video.fileName,
        title: row.title ?? input.sharedTitle,
        titleOverridden: row.title != null,
        description: row.description ?? input.sharedDescription ?? "",
        scheduledAt,
      },
    ];
  });
}

/** How many targets each platform has, in a fixed order, platforms with none left out. */
export function countByPlatform(targets: readonly SummaryTarget[]): { platform: Platform; count: number }[] {
  const order: Platform[] = ["tiktok", "youtube"];
  return order
    .map((platform) => ({ platform, count: targets.filter((target) => target.platform === platform).length }))
    .filter((entry) => entry.count > 0);
}

/** The earliest and latest planned times. */
export function timeRange(targets: readonly SummaryTarget[]): { first: Date; last: Date } | null {
  if (targets.length === 0) return null;
  const times = targets.map((target) => new Date(target.scheduledAt).getTime());
  return { first: new Date(Math.min(...times)), last: new Date(Math.max(...times)) };
}
