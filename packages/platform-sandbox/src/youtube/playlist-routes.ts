import type { FastifyInstance } from "fastify";
import { listParam, oneParam } from "../shared/params.ts";
import { accountById, authenticate, chargeQuota, requireScope, type YoutubeContext } from "./context.ts";
import { sendGoogleError } from "./google-error.ts";
import { pageOffset, pageToken, playlistItemResource, uploadsPlaylistId } from "./playlist-items.ts";
import { READ_SCOPES } from "./scopes.ts";

const PARTS = ["id", "snippet", "contentDetails", "status"];
const DEFAULT_PAGE = 5;
const MAX_PAGE = 50;

/**
 * playlistItems.list by `playlistId`, 1 quota unit: the caller's own uploads playlist ("UU…"),
 * newest first, private uploads included (as for an authorised owner). The sandbox knows no other
 * playlists, so any other id answers 404 playlistNotFound.
 */
export function registerPlaylistRoutes(app: FastifyInstance, context: YoutubeContext) {
  app.get("/youtube/v3/playlistItems", async (request, reply) => {
    const caller = authenticate(context, request, reply);
    if (!caller || !requireScope(caller, reply, READ_SCOPES)) return reply;
    if (!chargeQuota(context, reply, { units: 1 })) return reply;
    const parts = listParam(request.query, "part");
    const parameter = (location: string) => ({ location, locationType: "parameter" });
    if (parts.length === 0) return sendGoogleError(reply, 400, "required", "Required parameter: part", "global", parameter("part"));
    const unknown = parts.find((part) => !PARTS.includes(part));
    if (unknown) return sendGoogleError(reply, 400, "unknownPart", `Invalid part: ${unknown.slice(0, 100)}`, "youtube.part", parameter("part"));
    const playlistId = oneParam(request.query, "playlistId");
    if (!playlistId) return sendGoogleError(reply, 400, "missingRequiredParameter", "No filter selected. Expected one of: playlistId, id.", "youtube.parameter");
    const rawMax = oneParam(request.query, "maxResults");
    const maxResults = rawMax === "" ? DEFAULT_PAGE : /^\d{1,3}$/.test(rawMax) ? Number(rawMax) : -1;
    if (maxResults < 0 || maxResults > MAX_PAGE) {
      return sendGoogleError(reply, 400, "invalidParameter", `Invalid value '${rawMax.slice(0, 20)}'. Values must be within the range: [0, ${MAX_PAGE}]`, "global", parameter("maxResults"));
    }
    const channel = accountById(context, caller.grant.accountId)?.channel;
    if (!channel || playlistId !== uploadsPlaylistId(channel.id)) {
      return sendGoogleError(reply, 404, "playlistNotFound", "The playlist identified with the request's playlistId parameter cannot be found.", "youtube.playlistItem", parameter("playlistId"));
    }
    const token = oneParam(request.query, "pageToken");
    const offset = token ? pageOffset(token, playlistId) : 0;
    if (offset === null) return sendGoogleError(reply, 400, "invalidPageToken", "The request specifies an invalid page token.", "youtube.parameter", parameter("pageToken"));
    // Videos are stored in upload order; a stable sort keeps same-millisecond uploads newest first.
    const uploads = Object.values(context.state().videos)
      .filter((video) => video.channelId === channel.id)
      .reverse()
      .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
    const page = uploads.slice(offset, offset + maxResults);
    const items = page.map((video, index) => playlistItemResource(video, parts, { playlistId, position: offset + index, channelTitle: channel.title }));
    const more = maxResults > 0 && offset + page.length < uploads.length;
    return {
      kind: "youtube#playlistItemListResponse",
      etag: `etag-${playlistId}-${uploads.length}-${offset}`,
      ...(more ? { nextPageToken: pageToken(playlistId, offset + maxResults) } : {}),
      ...(offset > 0 ? { prevPageToken: pageToken(playlistId, Math.max(0, offset - maxResults)) } : {}),
      items,
      pageInfo: { totalResults: uploads.length, resultsPerPage: maxResults },
    };
  });
}
