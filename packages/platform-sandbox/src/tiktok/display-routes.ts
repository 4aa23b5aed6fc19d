import type { FastifyInstance, FastifyRequest } from "fastify";
import { listParam } from "../shared/params.ts";
import { requireToken } from "./auth.ts";
import { findCreator, type TiktokContext } from "./context.ts";
import { fail, ok } from "./envelope.ts";
import { objectOf } from "./post-helpers.ts";
import { isPublicNow } from "./post-status.ts";
import { avatarDataUrl, creatorTotals, publicVideos, type SandboxVideo } from "./stats.ts";

const FIELD_SCOPES: Record<string, string> = {
  open_id: "user.info.basic",
  union_id: "user.info.basic",
  avatar_url: "user.info.basic",
  avatar_url_100: "user.info.basic",
  avatar_large_url: "user.info.basic",
  display_name: "user.info.basic",
  bio_description: "user.info.profile",
  profile_deep_link: "user.info.profile",
  is_verified: "user.info.profile",
  username: "user.info.profile",
  follower_count: "user.info.stats",
  following_count: "user.info.stats",
  likes_count: "user.info.stats",
  video_count: "user.info.stats",
};

const VIDEO_FIELDS = new Set(["id", "create_time", "cover_image_url", "share_url", "video_description", "duration", "height", "width", "title", "embed_html", "embed_link", "like_count", "comment_count", "share_count", "view_count"]);

function requestedFields(request: FastifyRequest): string[] {
  return listParam(request.query, "fields");
}

function pick(video: SandboxVideo, fields: string[]) {
  const all: Record<string, unknown> = { ...video, embed_html: `<blockquote class="tiktok-embed" data-video-id="${video.id}"></blockquote>` };
  return Object.fromEntries(fields.map((field) => [field, all[field]]));
}

/** Display API: user/info, video/list, video/query (A.4). */
export function registerDisplayRoutes(app: FastifyInstance, context: TiktokContext) {
  const videosOf = (openId: string) => {
    const creator = findCreator(context, openId);
    if (!creator) return null;
    const now = context.deps.now();
    return { creator, videos: publicVideos(creator, Object.values(context.state.posts), now, (post) => isPublicNow(post, context.settings, now)) };
  };

  app.get("/v2/user/info/", async (request, reply) => {
    const auth = requireToken(context, request, reply, { endpoint: "user_info", anyScope: ["user.info.basic"] });
    if (!auth) return reply;
    const fields = requestedFields(request);
    if (fields.length === 0 || fields.some((field) => !Object.hasOwn(FIELD_SCOPES, field))) return fail(reply, 400, "invalid_params", "fields is required and must name known user fields.");
    const missing = fields.filter((field) => !auth.grant.scopes.includes(FIELD_SCOPES[field] ?? ""));
    if (missing.length > 0) return fail(reply, 400, "scope_permission_missed", `Fields need scopes the token lacks: ${missing.join(", ")}.`);
    const found = videosOf(auth.grant.openId);
    if (!found) return fail(reply, 401, "access_token_invalid", "The account no longer exists.");
    const { creator, videos } = found;
    const avatar = avatarDataUrl(creator);
    const all: Record<string, unknown> = {
      open_id: creator.openId,
      union_id: creator.unionId,
      avatar_url: avatar,
      avatar_url_100: avatar,
      avatar_large_url: avatar,
      display_name: creator.displayName,
      bio_description: `Sandbox creator ${creator.username}`,
      profile_deep_link: `https://www.tiktok.com/@${creator.username}`,
      is_verified: false,
      username: creator.username,
      ...creatorTotals(creator, videos, context.deps.now()),
    };
    return ok(reply, { user: Object.fromEntries(fields.map((field) => [field, all[field]])) });
  });

  app.post("/v2/video/list/", async (request, reply) => {
    const auth = requireToken(context, request, reply, { endpoint: "video_list", anyScope: ["video.list"] });
    if (!auth) return reply;
    const fields = requestedFields(request).filter((field) => VIDEO_FIELDS.has(field));
    const body = objectOf(request.body);
    const maxCount = body.max_count === undefined ? 10 : body.max_count;
    if (typeof maxCount !== "number" || !Number.isInteger(maxCount) || maxCount < 1 || maxCount > 20) return fail(reply, 400, "invalid_params", "max_count must be between 1 and 20.");
    const cursor = body.cursor === undefined ? Number.MAX_SAFE_INTEGER : body.cursor;
    if (typeof cursor !== "number" || !Number.isSafeInteger(cursor) || cursor < 0) return fail(reply, 400, "invalid_params", "cursor must be a UTC Unix time in milliseconds.");
    const videos = videosOf(auth.grant.openId)?.videos ?? [];
    const older = videos.filter((video) => video.create_time * 1000 < cursor);
    const page = older.slice(0, maxCount);
    const last = page.at(-1);
    return ok(reply, {
      videos: page.map((video) => pick(video, fields.length ? fields : ["id"])),
      cursor: last ? last.create_time * 1000 : 0,
      has_more: older.length > page.length,
    });
  });

  app.post("/v2/video/query/", async (request, reply) => {
    const auth = requireToken(context, request, reply, { endpoint: "video_query", anyScope: ["video.list"] });
    if (!auth) return reply;
    const fields = requestedFields(request).filter((field) => VIDEO_FIELDS.has(field));
    if (fields.length === 0) return fail(reply, 400, "invalid_params", "fields is required.");
    const ids = objectOf(objectOf(request.body).filters).video_ids;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > 20) return fail(reply, 400, "invalid_params", "filters.video_ids must hold 1 to 20 ids.");
    const videos = (videosOf(auth.grant.openId)?.videos ?? []).filter((video) => ids.includes(video.id));
    return ok(reply, { videos: videos.map((video) => pick(video, fields)) });
  });
}
