import type { CreateVideoTaskRequest, Platform, PlatformAccount, PublishOptions } from "@cdp/contracts";
import type { AssignmentRow } from "@cdp/ui/video-assignment-table";

export type VideoDraft = {
  accounts: PlatformAccount[];
  rows: AssignmentRow[];
  /** Media id of each uploaded video, by the assignment's video id. */
  mediaIdOf: (videoId: string) => number | undefined;
  title: string;
  description: string;
  /** The whole group was chosen (and nothing else). */
  groupId: number | null;
  intervalSeconds: number;
  jitterSeconds: number;
  /** When the first account posts, and whether that is "now" (no explicit start). */
  start: Date;
  startNow: boolean;
  timeZone: string;
  optionsFor: (platform: Platform) => PublishOptions;
  /** The YouTube thumbnail's media id. */
  youtubeCoverMediaId?: number;
};

/**
 * The create requests of a video post: one per platform, because each platform has its own
 * privacy and options. Accounts are in platform order (see `inPlatformOrder`), so each later
 * platform's request starts where the previous one's interval schedule ends. Each account gets its
 * assigned video and, where set, its own texts.
 */
export function videoRequests(draft: VideoDraft): CreateVideoTaskRequest[] {
  const platforms = [...new Set(draft.accounts.map((account) => account.platform))];
  let postedBefore = 0;
  return platforms.map((platform) => {
    const accounts = draft.accounts.filter((account) => account.platform === platform);
    const offsetSeconds = postedBefore * draft.intervalSeconds;
    postedBefore += accounts.length;
    const startAt = draft.startNow && offsetSeconds === 0 ? undefined : new Date(draft.start.getTime() + offsetSeconds * 1000).toISOString();
    const ids = new Set(accounts.map((account) => String(account.id)));
    const rows = draft.rows.filter((row) => ids.has(row.accountId));
    const assignment = rows.flatMap((row) => {
      const mediaId = row.videoId ? draft.mediaIdOf(row.videoId) : undefined;
      return mediaId ? [{ accountId: Number(row.accountId), mediaId }] : [];
    });
    const overrides = rows
      .filter((row) => row.title !== undefined || row.description !== undefined)
      .map((row) => ({ accountId: Number(row.accountId), title: row.title?.trim() || undefined, description: row.description }));
    const byGroup = draft.groupId !== null && platforms.length === 1;
    return {
      sendType: byGroup ? "group" : "accounts",
      groupId: byGroup ? (draft.groupId ?? undefined) : undefined,
      accountIds: byGroup ? undefined : accounts.map((account) => account.id),
      intervalSeconds: draft.intervalSeconds,
      jitterSeconds: draft.jitterSeconds,
      startAt,
      timeZone: draft.timeZone,
      title: draft.title.trim(),
      description: draft.description,
      coverMediaId: platform === "youtube" ? draft.youtubeCoverMediaId : undefined,
      mediaIds: [...new Set(assignment.map((entry) => entry.mediaId))],
      assignment,
      overrides: overrides.length > 0 ? overrides : undefined,
      options: draft.optionsFor(platform),
    };
  });
}
