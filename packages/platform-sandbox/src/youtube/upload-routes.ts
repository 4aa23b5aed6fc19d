import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { accountById, authenticate, chargeQuota, pacificDay, requireScope, sandboxUrl, type YoutubeContext } from "./context.ts";
import { streamAnyBody } from "./form.ts";
import { sendGoogleError } from "./google-error.ts";
import { UPLOAD_SCOPES } from "./scopes.ts";
import { makeId, type UploadSession } from "./state.ts";
import { isMetadataProblem, readVideoDraft } from "./video-metadata.ts";
import { videoResource } from "./video-resource.ts";

export const CHUNK_GRANULARITY = 262_144;
const UPLOAD_PATH = "/upload/youtube/v3/videos";
const KNOWN_PARTS = ["snippet", "status", "contentDetails", "recordingDetails", "localizations", "processingDetails"];

type UploadQuery = { uploadType?: string; part?: string; upload_id?: string };

const alignDown = (bytes: number) => Math.floor(bytes / CHUNK_GRANULARITY) * CHUNK_GRANULARITY;

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/** 308 Resume Incomplete: `Range` says what is stored; no `Range` when nothing is. */
function resumeIncomplete(reply: FastifyReply, session: UploadSession) {
  if (session.received > 0) reply.header("Range", `bytes=0-${session.received - 1}`);
  return reply.code(308).send();
}

function finishedVideo(context: YoutubeContext, session: UploadSession) {
  const video = session.videoId ? context.state().videos[session.videoId] : undefined;
  const channelTitle = accountById(context, session.accountId)?.channel?.title ?? "";
  return video ? videoResource(video, session.parts, { channelTitle, now: context.deps.now() }) : null;
}

function complete(context: YoutubeContext, session: UploadSession) {
  const state = context.state();
  const settings = context.settings();
  const now = context.deps.now();
  const id = makeId(state, context.deps.random, "", 9).slice(0, 11).padEnd(11, "x");
  state.videos[id] = {
    ...session.draft,
    privacy: settings.unverifiedProject ? "private" : session.draft.privacy,
    id,
    accountId: session.accountId,
    channelId: session.channelId,
    bytes: session.received,
    publishedAt: new Date(now).toISOString(),
    hasCustomThumbnail: false,
  };
  session.videoId = id;
  const capKey = `${session.channelId} ${pacificDay(now)}`;
  state.channelUploads[capKey] = (state.channelUploads[capKey] ?? 0) + 1;
}

/** Drains a body without keeping it; counts bytes; honours the drop hook. */
async function countBody(context: YoutubeContext, stream: Readable | undefined): Promise<{ bytes: number; dropped: boolean }> {
  let bytes = 0;
  if (!stream) return { bytes, dropped: false };
  const dropAt = context.putHooks.dropAfterBytes;
  try {
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      if (dropAt !== null && bytes >= dropAt) {
        context.putHooks.dropAfterBytes = null;
        return { bytes: dropAt, dropped: true };
      }
    }
  } catch {
    return { bytes, dropped: true };
  }
  return { bytes, dropped: false };
}

function parseContentRange(value: string): { status: true; total: number } | { status: false; first: number; last: number; total: number } | null {
  const query = /^bytes \*\/(\d+)$/.exec(value);
  if (query) return { status: true, total: Number(query[1]) };
  const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value);
  if (!range) return null;
  return { status: false, first: Number(range[1]), last: Number(range[2]), total: Number(range[3]) };
}

async function openSession(context: YoutubeContext, request: FastifyRequest<{ Querystring: UploadQuery; Body: unknown }>, reply: FastifyReply) {
  const caller = authenticate(context, request, reply);
  if (!caller || !requireScope(caller, reply, UPLOAD_SCOPES)) return reply;
  if (!chargeQuota(context, reply, { units: 1, insert: true })) return reply;
  if (request.query.uploadType !== "resumable") return sendGoogleError(reply, 400, "badRequest", "This sandbox accepts uploadType=resumable only.", "global", { location: "uploadType", locationType: "parameter" });
  const parts = (request.query.part ?? "").split(",").filter(Boolean);
  if (parts.length === 0 || parts.some((part) => !KNOWN_PARTS.includes(part))) {
    return sendGoogleError(reply, 400, "unknownPart", `Invalid part: ${request.query.part ?? ""}`, "youtube.part", { location: "part", locationType: "parameter" });
  }
  const total = Number(header(request, "x-upload-content-length"));
  if (!Number.isSafeInteger(total) || total <= 0) return sendGoogleError(reply, 400, "mediaBodyRequired", "The request does not include the video content.", "youtube.video");
  const mediaType = header(request, "x-upload-content-type");
  if (!/^video\/[\w.+-]+$/.test(mediaType) && mediaType !== "application/octet-stream") {
    return sendGoogleError(reply, 400, "invalidFilename", `Media type '${mediaType}' is not supported.`, "youtube.video");
  }
  const draft = readVideoDraft(request.body as Parameters<typeof readVideoDraft>[0]);
  if (isMetadataProblem(draft)) return sendGoogleError(reply, 400, draft.reason, draft.message, "youtube.video");
  const channel = accountById(context, caller.grant.accountId)?.channel;
  if (!channel) return sendGoogleError(reply, 401, "youtubeSignupRequired", "Unauthorized", "youtube.header", { location: "Authorization", locationType: "header" });
  const state = context.state();
  const uploadsToday = state.channelUploads[`${channel.id} ${pacificDay(context.deps.now())}`] ?? 0;
  if (uploadsToday >= context.settings().channelDailyUploadCap) {
    return sendGoogleError(reply, 400, "uploadLimitExceeded", "The user has exceeded the number of videos they may upload.", "youtube.video");
  }
  const id = makeId(state, context.deps.random, "xa", 24);
  state.sessions[id] = { id, accountId: caller.grant.accountId, channelId: channel.id, total, contentType: mediaType, parts, draft, received: 0, createdAt: context.deps.now(), videoId: null };
  const location = new URL(sandboxUrl(request, UPLOAD_PATH, UPLOAD_PATH));
  location.searchParams.set("uploadType", "resumable");
  location.searchParams.set("upload_id", id);
  location.searchParams.set("part", parts.join(","));
  return reply.code(200).header("Location", location.toString()).header("X-GUploader-UploadID", id).send();
}

async function receiveBytes(context: YoutubeContext, request: FastifyRequest<{ Querystring: UploadQuery; Body: unknown }>, reply: FastifyReply) {
  const session = context.state().sessions[request.query.upload_id ?? ""];
  const stream = request.body as Readable | undefined;
  if (!session || session.createdAt + context.settings().sessionTtlMs <= context.deps.now()) {
    await countBody(context, stream);
    return sendGoogleError(reply, 404, "notFound", "Upload session not found or expired.", "global");
  }
  const finished = finishedVideo(context, session);
  const contentRange = header(request, "content-range");
  const range = contentRange ? parseContentRange(contentRange) : { status: false as const, first: 0, last: session.total - 1, total: session.total };
  if (!range || range.total !== session.total) {
    await countBody(context, stream);
    return sendGoogleError(reply, 400, "badContent", "Content-Range is malformed or names another total.", "global");
  }
  if (range.status || finished) {
    await countBody(context, stream);
    if (finished) return reply.code(200).send(finished);
    return resumeIncomplete(reply, session);
  }
  const length = range.last - range.first + 1;
  const final = range.last === session.total - 1;
  if (range.first !== session.received || length <= 0 || range.last >= session.total || (!final && length % CHUNK_GRANULARITY !== 0)) {
    await countBody(context, stream);
    return sendGoogleError(reply, 400, "badContent", `Content-Range ${contentRange} must continue at byte ${session.received}, in multiples of ${CHUNK_GRANULARITY} bytes.`, "global");
  }
  if (context.putHooks.failPuts > 0) {
    context.putHooks.failPuts -= 1;
    await countBody(context, stream);
    return sendGoogleError(reply, 503, "backendError", "Backend Error");
  }
  const socket = request.raw.socket;
  const { bytes, dropped } = await countBody(context, stream);
  if (dropped) {
    // Google keeps what reached it, in whole storage blocks.
    session.received += Math.min(alignDown(bytes), length);
    socket.destroy();
    return reply.hijack();
  }
  if (bytes !== length) return sendGoogleError(reply, 400, "badContent", `Content-Range announced ${length} bytes, the body had ${bytes}.`, "global");
  const keep = context.putHooks.storeBytes;
  context.putHooks.storeBytes = null;
  session.received += keep === null ? bytes : Math.min(keep, bytes);
  if (session.received < session.total) return resumeIncomplete(reply, session);
  complete(context, session);
  return reply.code(201).send(finishedVideo(context, session));
}

/** videos.insert with the resumable protocol (B.3): POST opens a session, PUTs stream bytes into it. */
export function registerUploadRoutes(app: FastifyInstance, context: YoutubeContext) {
  app.register(async (scope) => {
    streamAnyBody(scope);
    scope.post<{ Querystring: UploadQuery; Body: unknown }>(UPLOAD_PATH, (request, reply) => openSession(context, request, reply));
    scope.put<{ Querystring: UploadQuery; Body: unknown }>(UPLOAD_PATH, (request, reply) => receiveBytes(context, request, reply));
  });
}
