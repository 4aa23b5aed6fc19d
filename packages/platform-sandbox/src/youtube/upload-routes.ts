import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { own } from "../shared/own.ts";
import { listParam, oneParam } from "../shared/params.ts";
import { authenticate, type Caller, chargeQuota, requireScope, sandboxUrl, type YoutubeContext } from "./context.ts";
import { discard, header, isStream, streamAnyBody } from "./form.ts";
import { sendGoogleError } from "./google-error.ts";
import { checkInsert, insertedVideo, storeVideo } from "./insert-checks.ts";
import { sendPlannedRefusal, takeYoutubePlanned } from "./planned-faults.ts";
import { UPLOAD_SCOPES } from "./scopes.ts";
import { simpleInsert } from "./simple-upload.ts";
import { makeId, type UploadSession } from "./state.ts";

export const CHUNK_GRANULARITY = 262_144;
const UPLOAD_PATH = "/upload/youtube/v3/videos";

const alignDown = (bytes: number) => Math.floor(bytes / CHUNK_GRANULARITY) * CHUNK_GRANULARITY;


/** 308 Resume Incomplete: `Range` says what is stored; no `Range` when nothing is. */
function resumeIncomplete(reply: FastifyReply, session: UploadSession) {
  if (session.received > 0) reply.header("Range", `bytes=0-${session.received - 1}`);
  return reply.code(308).send();
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

async function openSession(context: YoutubeContext, caller: Caller, request: FastifyRequest, reply: FastifyReply) {
  const refusal = takeYoutubePlanned(context, request, "youtube_session", caller.grant.accountId);
  if (refusal) return sendPlannedRefusal(reply, refusal);
  if (!chargeQuota(context, reply, { units: 1, insert: true })) return reply;
  const total = Number(header(request, "x-upload-content-length"));
  const mediaType = header(request, "x-upload-content-type");
  const metadata = isStream(request.body) ? null : request.body;
  const accepted = checkInsert(context, caller, reply, { parts: listParam(request.query, "part"), total, mediaType, metadata });
  if (!accepted) return reply;
  const state = context.state();
  const id = makeId(state, context.deps.random, "xa", 24);
  state.sessions[id] = {
    id,
    accountId: accepted.accountId,
    channelId: accepted.channelId,
    total,
    contentType: mediaType,
    parts: accepted.parts,
    draft: accepted.draft,
    received: 0,
    createdAt: context.deps.now(),
    videoId: null,
  };
  const location = new URL(sandboxUrl(request, UPLOAD_PATH, UPLOAD_PATH));
  location.searchParams.set("uploadType", "resumable");
  location.searchParams.set("upload_id", id);
  location.searchParams.set("part", accepted.parts.join(","));
  return reply.code(200).header("Location", location.toString()).header("X-GUploader-UploadID", id).send();
}

/**
 * `POST /upload/youtube/v3/videos`: the three upload types of videos.insert. A request the upload
 * protocol cannot read (an unknown `uploadType`, a broken multipart body) is refused before any
 * quota is charged; every readable insert is charged, even when its metadata is then refused (B.0).
 */
async function insertVideo(context: YoutubeContext, request: FastifyRequest, reply: FastifyReply) {
  const stream = isStream(request.body) ? request.body : undefined;
  const caller = authenticate(context, request, reply);
  if (!caller || !requireScope(caller, reply, UPLOAD_SCOPES)) {
    await discard(stream);
    return reply;
  }
  const uploadType = oneParam(request.query, "uploadType");
  if (uploadType === "resumable") {
    await discard(stream);
    return openSession(context, caller, request, reply);
  }
  if (uploadType === "multipart" || uploadType === "media") return simpleInsert(context, caller, request, reply, uploadType);
  await discard(stream);
  return sendGoogleError(reply, 400, "invalidParameter", "Invalid value for uploadType: expected resumable, multipart or media.", "global", { location: "uploadType", locationType: "parameter" });
}

async function receiveBytes(context: YoutubeContext, request: FastifyRequest, reply: FastifyReply) {
  const session = own(context.state().sessions, oneParam(request.query, "upload_id"));
  const stream = isStream(request.body) ? request.body : undefined;
  if (!session || session.createdAt + context.settings().sessionTtlMs <= context.deps.now()) {
    await countBody(context, stream);
    return sendGoogleError(reply, 404, "notFound", "Upload session not found or expired.", "global");
  }
  const finished = insertedVideo(context, session.videoId, session.parts);
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
  const refusal = final ? takeYoutubePlanned(context, request, "youtube_last_chunk", session.accountId) : null;
  if (refusal) {
    await countBody(context, stream);
    return sendPlannedRefusal(reply, refusal);
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
  session.videoId = storeVideo(context, { parts: session.parts, draft: session.draft, channelId: session.channelId, accountId: session.accountId }, session.received);
  return reply.code(201).send(insertedVideo(context, session.videoId, session.parts));
}

/** videos.insert (B.3): a POST uploads (multipart, media) or opens a resumable session; PUTs stream bytes into a session. */
export function registerUploadRoutes(app: FastifyInstance, context: YoutubeContext) {
  app.register(async (scope) => {
    streamAnyBody(scope);
    scope.post(UPLOAD_PATH, (request, reply) => insertVideo(context, request, reply));
    scope.put(UPLOAD_PATH, (request, reply) => receiveBytes(context, request, reply));
  });
}
