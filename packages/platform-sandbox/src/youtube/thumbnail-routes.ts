import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { authenticate, chargeQuota, requireScope, type YoutubeContext } from "./context.ts";
import { isStream, streamAnyBody } from "./form.ts";
import { sendGoogleError } from "./google-error.ts";
import { UPLOAD_SCOPES } from "./scopes.ts";
import { own } from "../shared/own.ts";
import { oneParam } from "../shared/params.ts";

const THUMBNAIL_COST = 50;
const BURST_WINDOW_MS = 60_000;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** Counts the body and keeps only its first bytes (for the magic-number check). */
async function inspectImage(stream: Readable | undefined): Promise<{ size: number; head: Buffer }> {
  let size = 0;
  const head: Buffer[] = [];
  if (!stream) return { size, head: Buffer.alloc(0) };
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    if (size < 16) head.push(buffer.subarray(0, 16 - size));
    size += buffer.length;
  }
  return { size, head: Buffer.concat(head) };
}

const startsWith = (head: Buffer, magic: number[]) => magic.every((byte, index) => head[index] === byte);

async function setThumbnail(context: YoutubeContext, request: FastifyRequest, reply: FastifyReply) {
  const caller = authenticate(context, request, reply);
  if (!caller || !requireScope(caller, reply, UPLOAD_SCOPES)) return reply;
  if (!chargeQuota(context, reply, { units: THUMBNAIL_COST })) return reply;
  const { size, head } = await inspectImage(isStream(request.body) ? request.body : undefined);
  const state = context.state();
  const video = own(state.videos, oneParam(request.query, "videoId"));
  if (!video) return sendGoogleError(reply, 404, "videoNotFound", "The video that you are trying to update cannot be found.", "youtube.thumbnail", { location: "videoId", locationType: "parameter" });
  const account = state.accounts.find((candidate) => candidate.id === caller.grant.accountId);
  if (!account?.channel || video.channelId !== account.channel.id) {
    return sendGoogleError(reply, 403, "forbidden", "The thumbnail can't be set for the specified video.", "youtube.thumbnail");
  }
  if (!account.channel.customThumbnails) {
    return sendGoogleError(reply, 403, "forbidden", "The authenticated user doesn't have permissions to upload and set custom video thumbnails.", "youtube.thumbnail");
  }
  if (size === 0) return sendGoogleError(reply, 400, "mediaBodyRequired", "The request does not include the image content.", "youtube.thumbnail");
  if (size > context.settings().thumbnailMaxBytes || !(startsWith(head, JPEG) || startsWith(head, PNG))) {
    return sendGoogleError(reply, 400, "invalidImage", "The provided image content is invalid.", "youtube.thumbnail");
  }
  const now = context.deps.now();
  const recent = (state.thumbnailTimes[video.channelId] ?? []).filter((time) => time > now - BURST_WINDOW_MS);
  if (recent.length >= context.settings().thumbnailBurst) {
    state.thumbnailTimes[video.channelId] = recent;
    return sendGoogleError(reply, 429, "uploadRateLimitExceeded", "The user has sent too many thumbnail upload requests recently.", "youtube.thumbnail");
  }
  state.thumbnailTimes[video.channelId] = [...recent, now];
  video.hasCustomThumbnail = true;
  const image = (name: string, width: number, height: number) => ({ url: `https://i.ytimg.com/vi/${video.id}/${name}.jpg?custom=${now}`, width, height });
  return {
    kind: "youtube#thumbnailSetResponse",
    etag: `thumb-${video.id}-${now}`,
    items: [{ default: image("default", 120, 90), medium: image("mqdefault", 320, 180), high: image("hqdefault", 480, 360) }],
  };
}

/** thumbnails.set (B.4): a simple media upload of the image bytes. */
export function registerThumbnailRoutes(app: FastifyInstance, context: YoutubeContext) {
  app.register(async (scope) => {
    streamAnyBody(scope);
    scope.post("/upload/youtube/v3/thumbnails/set", (request, reply) => setThumbnail(context, request, reply));
  });
}
