import type { FastifyReply, FastifyRequest } from "fastify";
import { listParam } from "../shared/params.ts";
import { type Caller, chargeQuota, type YoutubeContext } from "./context.ts";
import { discard, header, isStream } from "./form.ts";
import { sendGoogleError } from "./google-error.ts";
import { checkInsert, insertedVideo, storeVideo } from "./insert-checks.ts";
import { readMultipartRelated, relatedBoundary } from "./multipart-related.ts";

/** The title YouTube gives a video uploaded without metadata (`uploadType=media`). */
export const UNTITLED_VIDEO = "unknown";

/**
 * videos.insert in one request (B.3.9): `uploadType=multipart` (a JSON metadata part, then the
 * media, as Google's Node client sends it) or `uploadType=media` (the media alone). Same checks,
 * quota and stored video as a resumable upload; the answer is 200 with the video resource.
 */
export async function simpleInsert(context: YoutubeContext, caller: Caller, request: FastifyRequest, reply: FastifyReply, uploadType: "multipart" | "media") {
  const stream = isStream(request.body) ? request.body : undefined;
  const contentType = header(request, "content-type");
  let upload: { metadata: unknown; mediaType: string; bytes: number };
  if (uploadType === "multipart") {
    const boundary = relatedBoundary(contentType);
    if (!boundary || !stream) {
      await discard(stream);
      return sendGoogleError(reply, 400, "badContent", "uploadType=multipart needs a multipart/related body with a boundary.", "global", { location: "Content-Type", locationType: "header" });
    }
    const read = await readMultipartRelated(stream, boundary);
    if ("problem" in read) return sendGoogleError(reply, 400, "badContent", read.problem, "global");
    upload = { metadata: read.metadata, mediaType: read.mediaType, bytes: read.mediaBytes };
  } else {
    const bytes = stream ? await discard(stream) : 0;
    upload = { metadata: { snippet: { title: UNTITLED_VIDEO } }, mediaType: contentType.split(";")[0]?.trim() ?? "", bytes };
  }
  if (!chargeQuota(context, reply, { units: 1, insert: true })) return reply;
  const accepted = checkInsert(context, caller, reply, { parts: listParam(request.query, "part"), total: upload.bytes, mediaType: upload.mediaType, metadata: upload.metadata });
  if (!accepted) return reply;
  const videoId = storeVideo(context, accepted, upload.bytes);
  return reply.code(200).send(insertedVideo(context, videoId, accepted.parts));
}
