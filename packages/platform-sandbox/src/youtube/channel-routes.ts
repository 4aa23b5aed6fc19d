import type { FastifyInstance } from "fastify";
import { authenticate, chargeQuota, requireScope, type YoutubeContext } from "./context.ts";
import { sendGoogleError } from "./google-error.ts";
import { listParam, oneParam } from "../shared/params.ts";
import { uploadsPlaylistId } from "./playlist-items.ts";
import { READ_SCOPES } from "./scopes.ts";
import type { YoutubeDemoChannel } from "./settings.ts";
import { videoResource } from "./video-resource.ts";
import { own } from "../shared/own.ts";

/** YouTube shows subscriber counts rounded down to three significant figures (12,345 → 12,300). */
export function roundDownThreeFigures(count: number): number {
  if (count < 1000) return count;
  const factor = 10 ** (Math.floor(Math.log10(count)) - 2);
  return Math.floor(count / factor) * factor;
}

const VIDEO_PARTS = ["id", "snippet", "status", "contentDetails", "statistics", "player", "processingDetails", "recordingDetails", "topicDetails", "localizations", "fileDetails", "suggestions", "liveStreamingDetails"];
const PARTS = ["id", "snippet", "statistics", "contentDetails", "brandingSettings", "status", "topicDetails", "localizations"];

function channelResource(context: YoutubeContext, channel: YoutubeDemoChannel, parts: string[]) {
  const sandboxPublic = Object.values(context.state().videos).filter((video) => video.channelId === channel.id && video.privacy === "public").length;
  const avatar = (size: number) => ({ url: channel.avatarUrl, width: size, height: size });
  return {
    kind: "youtube#channel",
    etag: `etag-${channel.id}`,
    id: channel.id,
    ...(parts.includes("snippet")
      ? {
          snippet: {
            title: channel.title,
            description: "",
            customUrl: channel.handle,
            publishedAt: "2020-01-01T00:00:00Z",
            thumbnails: { default: avatar(88), medium: avatar(240), high: avatar(800) },
            localized: { title: channel.title, description: "" },
          },
        }
      : {}),
    ...(parts.includes("statistics")
      ? {
          statistics: {
            viewCount: String(channel.viewCount),
            subscriberCount: String(roundDownThreeFigures(channel.subscriberCount)),
            hiddenSubscriberCount: channel.hiddenSubscriberCount,
            videoCount: String(channel.publicVideoCount + sandboxPublic),
          },
        }
      : {}),
    ...(parts.includes("contentDetails") ? { contentDetails: { relatedPlaylists: { uploads: uploadsPlaylistId(channel.id) } } } : {}),
  };
}

/** channels.list (mine=true) and videos.list (by id), each 1 quota unit. */
export function registerChannelRoutes(app: FastifyInstance, context: YoutubeContext) {
  app.get("/youtube/v3/channels", async (request, reply) => {
    const caller = authenticate(context, request, reply);
    if (!caller || !requireScope(caller, reply, READ_SCOPES)) return reply;
    if (!chargeQuota(context, reply, { units: 1 })) return reply;
    const parts = listParam(request.query, "part");
    if (parts.length === 0) return sendGoogleError(reply, 400, "required", "Required parameter: part", "global", { location: "part", locationType: "parameter" });
    const unknown = parts.find((part) => !PARTS.includes(part));
    if (unknown) return sendGoogleError(reply, 400, "unknownPart", `Invalid part: ${unknown.slice(0, 100)}`, "youtube.part", { location: "part", locationType: "parameter" });
    if (oneParam(request.query, "mine") !== "true") return sendGoogleError(reply, 400, "missingRequiredParameter", "No filter selected. Expected one of: mine, id, forHandle.", "youtube.parameter");
    const channel = context.state().accounts.find((account) => account.id === caller.grant.accountId)?.channel ?? null;
    const items = channel ? [channelResource(context, channel, parts)] : [];
    const answer: Record<string, unknown> = { kind: "youtube#channelListResponse", etag: "etag-channels", pageInfo: { totalResults: items.length, resultsPerPage: 5 } };
    if (items.length > 0 || context.settings().noChannelItems === "empty") answer.items = items;
    return answer;
  });

  app.get("/youtube/v3/videos", async (request, reply) => {
    const caller = authenticate(context, request, reply);
    if (!caller || !requireScope(caller, reply, READ_SCOPES)) return reply;
    if (!chargeQuota(context, reply, { units: 1 })) return reply;
    const parts = listParam(request.query, "part");
    if (parts.length === 0) return sendGoogleError(reply, 400, "required", "Required parameter: part", "global", { location: "part", locationType: "parameter" });
    const unknown = parts.find((part) => !VIDEO_PARTS.includes(part));
    if (unknown) return sendGoogleError(reply, 400, "unknownPart", `Invalid part: ${unknown.slice(0, 100)}`, "youtube.part", { location: "part", locationType: "parameter" });
    const ids = listParam(request.query, "id");
    if (ids.length === 0) return sendGoogleError(reply, 400, "missingRequiredParameter", "No filter selected. Expected one of: id, chart, myRating.", "youtube.parameter");
    if (ids.length > 50) return sendGoogleError(reply, 400, "badRequest", "The request specifies more than 50 video ids.", "youtube.parameter", { location: "id", locationType: "parameter" });
    const state = context.state();
    const items = ids
      .map((id) => own(state.videos, id))
      .filter((video) => video && (video.accountId === caller.grant.accountId || video.privacy === "public"))
      .map((video) => {
        const channelTitle = state.accounts.find((account) => account.id === video!.accountId)?.channel?.title ?? "";
        return videoResource(video!, parts, { channelTitle, now: context.deps.now() });
      });
    return { kind: "youtube#videoListResponse", etag: "etag-videos", pageInfo: { totalResults: items.length, resultsPerPage: items.length }, items };
  });
}
