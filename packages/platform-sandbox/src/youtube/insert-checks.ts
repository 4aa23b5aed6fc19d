import type { FastifyReply } from "fastify";
import { accountById, type Caller, pacificDay, type YoutubeContext } from "./context.ts";
import { sendGoogleError } from "./google-error.ts";
import { makeId, type VideoDraft } from "./state.ts";
import { isMetadataProblem, readVideoDraft } from "./video-metadata.ts";
import { videoResource } from "./video-resource.ts";

const KNOWN_PARTS = ["snippet", "status", "contentDetails", "recordingDetails", "localizations", "processingDetails"];

/** What one videos.insert carries, whichever upload type brought it (resumable, multipart, media). */
export type InsertRequest = { parts: string[]; total: number; mediaType: string; metadata: unknown };

export type AcceptedInsert = { parts: string[]; draft: VideoDraft; channelId: string; accountId: string };

/**
 * The checks every videos.insert goes through, in YouTube's order: `part`, the media's size and
 * type, the metadata (B.3.7), the channel, the channel's daily cap. Answers the refusal itself.
 */
export function checkInsert(context: YoutubeContext, caller: Caller, reply: FastifyReply, input: InsertRequest): AcceptedInsert | null {
  const { parts } = input;
  const unknown = parts.find((part) => !KNOWN_PARTS.includes(part));
  if (parts.length === 0 || unknown !== undefined) {
    void sendGoogleError(reply, 400, "unknownPart", `Invalid part: ${(unknown ?? "").slice(0, 100)}`, "youtube.part", { location: "part", locationType: "parameter" });
    return null;
  }
  if (!Number.isSafeInteger(input.total) || input.total <= 0) {
    void sendGoogleError(reply, 400, "mediaBodyRequired", "The request does not include the video content.", "youtube.video");
    return null;
  }
  if (!/^video\/[\w.+-]+$/.test(input.mediaType) && input.mediaType !== "application/octet-stream") {
    void sendGoogleError(reply, 400, "invalidFilename", `Media type '${input.mediaType.slice(0, 100)}' is not supported.`, "youtube.video");
    return null;
  }
  const draft = readVideoDraft(input.metadata as Parameters<typeof readVideoDraft>[0]);
  if (isMetadataProblem(draft)) {
    void sendGoogleError(reply, 400, draft.reason, draft.message, "youtube.video");
    return null;
  }
  const channel = accountById(context, caller.grant.accountId)?.channel;
  if (!channel) {
    void sendGoogleError(reply, 401, "youtubeSignupRequired", "Unauthorized", "youtube.header", { location: "Authorization", locationType: "header" });
    return null;
  }
  const uploadsToday = context.state().channelUploads[`${channel.id} ${pacificDay(context.deps.now())}`] ?? 0;
  if (uploadsToday >= context.settings().channelDailyUploadCap) {
    void sendGoogleError(reply, 400, "uploadLimitExceeded", "The user has exceeded the number of videos they may upload.", "youtube.video");
    return null;
  }
  return { parts, draft, channelId: channel.id, accountId: caller.grant.accountId };
}

/** Stores a finished upload as a video of the channel (counted against its daily cap); returns its id. */
export function storeVideo(context: YoutubeContext, accepted: AcceptedInsert, bytes: number): string {
  const state = context.state();
  const now = context.deps.now();
  const id = makeId(state, context.deps.random, "", 9).slice(0, 11).padEnd(11, "x");
  state.videos[id] = {
    ...accepted.draft,
    privacy: context.settings().unverifiedProject ? "private" : accepted.draft.privacy,
    id,
    accountId: accepted.accountId,
    channelId: accepted.channelId,
    bytes,
    publishedAt: new Date(now).toISOString(),
    hasCustomThumbnail: false,
  };
  const capKey = `${accepted.channelId} ${pacificDay(now)}`;
  state.channelUploads[capKey] = (state.channelUploads[capKey] ?? 0) + 1;
  return id;
}

/** The `youtube#video` resource a finished insert answers with (only the requested parts). */
export function insertedVideo(context: YoutubeContext, videoId: string | null, parts: string[]) {
  const video = videoId ? context.state().videos[videoId] : undefined;
  if (!video) return null;
  const channelTitle = accountById(context, video.accountId)?.channel?.title ?? "";
  return videoResource(video, parts, { channelTitle, now: context.deps.now() });
}
