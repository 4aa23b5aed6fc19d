import type { Readable } from "node:stream";
import { oneParam } from "../shared/params.ts";
import { takePlannedFault } from "../shared/planned-acts.ts";
import { isStream } from "../shared/streams.ts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { expectedChunkRange } from "./chunk-rules.ts";
import { findCreator, type TiktokContext } from "./context.ts";
import { fail } from "./envelope.ts";
import { creatorNames } from "./post-helpers.ts";
import type { TiktokPost } from "./state.ts";

const VIDEO_TYPES = ["video/mp4", "video/quicktime", "video/webm"];

function parseContentRange(header: string | undefined) {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? "");
  if (!match) return null;
  return { start: Number(match[1]), end: Number(match[2]), total: Number(match[3]) };
}

/** Reads a chunk to its end, keeping only a count and a running hash; rejects if the connection drops. */
function drain(body: Readable, onData: (chunk: Buffer) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    let count = 0;
    let ended = false;
    body.on("data", (chunk: Buffer) => {
      count += chunk.length;
      onData(chunk);
    });
    body.once("end", () => {
      ended = true;
      resolve(count);
    });
    body.once("error", reject);
    // A client that drops mid-chunk ends the stream without "end": the chunk does not count.
    body.once("close", () => {
      if (!ended) reject(new Error("connection closed mid-chunk"));
    });
  });
}

/** The media transfer endpoint the upload_url points at (A.3.4): in-order chunks, streamed, never buffered. */
export function registerUploadRoute(app: FastifyInstance, context: TiktokContext) {
  // Hand the raw request stream to the handler whatever the type; the handler checks the type itself.
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  const findPost = (uploadId: string, uploadToken: string): TiktokPost | undefined =>
    Object.values(context.state.posts).find((post) => post.upload?.uploadId === uploadId && post.upload.uploadToken === uploadToken);

  app.put("/upload/", async (request, reply) => {
    const body = isStream(request.body) ? request.body : undefined;
    const refuse = (status: number, message: string): FastifyReply => {
      body?.resume();
      return fail(reply, status, status === 416 ? "range_not_satisfiable" : "invalid_params", message);
    };
    const post = findPost(oneParam(request.query, "upload_id"), oneParam(request.query, "upload_token"));
    const upload = post?.upload;
    if (!post || !upload) return refuse(404, "No upload task for this URL.");
    if (upload.expiresAt <= context.deps.now()) return refuse(403, "The upload URL has expired.");
    const contentType = (request.headers["content-type"] ?? "").split(";")[0]?.trim() ?? "";
    if (!VIDEO_TYPES.includes(contentType)) return refuse(400, "Content-Type must be video/mp4, video/quicktime or video/webm.");
    const range = parseContentRange(request.headers["content-range"]);
    const length = Number(request.headers["content-length"]);
    if (!range || range.total !== upload.videoSize || range.end < range.start) return refuse(400, "Content-Range must be bytes {first}-{last}/{video_size}.");
    if (!Number.isSafeInteger(length) || length !== range.end - range.start + 1) return refuse(400, "Content-Length must equal the chunk's byte count.");
    const expected = expectedChunkRange(upload.videoSize, upload.chunkSize, upload.totalChunkCount, upload.chunksReceived);
    if (upload.chunksReceived >= upload.totalChunkCount || range.start !== expected.start || range.end !== expected.end) {
      const held = upload.receivedBytes > 0 ? `0-${upload.receivedBytes - 1}` : "*";
      reply.header("Content-Range", `bytes ${held}/${upload.videoSize}`);
      return refuse(416, `Expected bytes ${expected.start}-${expected.end}.`);
    }
    const running = context.uploadProgress.get(post.publishId);
    if (!running || !body) return refuse(404, "No upload task for this URL (the sandbox restarted mid-upload).");
    const owner = findCreator(context, post.openId);
    const last = upload.chunksReceived + 1 === upload.totalChunkCount;
    const planned = last && owner ? takePlannedFault(context.deps.faults, request, "upload_last_chunk", creatorNames(owner)) : null;
    if (planned) {
      body.resume();
      return fail(reply, planned.status, planned.error, `The upload failed: ${planned.error} (planned sandbox fault).`);
    }
    // Work on copies: a chunk that breaks off must leave the upload exactly as it was.
    const attempt = { hash: running.hash.copy(), duration: running.duration.copy() };
    let received: number;
    try {
      received = await drain(body, (chunk) => {
        attempt.hash.update(chunk);
        attempt.duration.feed(chunk);
      });
    } catch {
      return reply;
    }
    if (received !== length) return refuse(400, "Content-Length does not match the body.");
    context.uploadProgress.set(post.publishId, attempt);
    upload.chunksReceived += 1;
    upload.receivedBytes += received;
    const done = upload.chunksReceived === upload.totalChunkCount;
    reply.header("Content-Range", `bytes 0-${upload.receivedBytes - 1}/${upload.videoSize}`);
    if (!done) return reply.code(206).send();
    upload.sha256 = attempt.hash.digest("hex");
    context.uploadProgress.delete(post.publishId);
    post.mediaReadyAt = context.deps.now();
    // The init call has no duration field: an over-long video can only fail after upload (A.5 point 9).
    const seconds = attempt.duration.seconds();
    const limit = owner?.maxVideoPostDurationSec;
    if (seconds !== null && limit !== undefined && seconds > limit && !post.failReason) post.failReason = "duration_check_failed";
    return reply.code(201).send();
  });
}
