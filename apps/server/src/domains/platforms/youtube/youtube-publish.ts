import type { AdapterDeps } from "../adapter-deps.ts";
import { isPlatformError } from "../platform-error.ts";
import type { MediaSource, PublishStarted, PublishStatusResult, VideoPublishInput } from "../platform-adapter.ts";
import { bearer, googleFetch, googleJson } from "./google-http.ts";
import { querySession, sendBytes, type UploadTuning, type VideoResource } from "./resumable-upload.ts";
import type { YoutubeEndpoints } from "./youtube-endpoints.ts";
import { errorFromResponse, youtubeError } from "./youtube-errors.ts";
import { reserveQuota } from "./youtube-quota.ts";
import { videoResourceFor } from "./video-metadata.ts";

const MAX_SESSIONS = 3;
const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
const THUMBNAIL_TYPES = ["image/jpeg", "image/png"];

/** What `resume` holds for a YouTube upload; `finalChunkAt`: the chunk that creates the video went out then (its answer may be lost). */
type SavedUpload = { sessionUri?: string; totalBytes?: number; videoId?: string; thumbnailDone?: boolean; finalChunkAt?: string };

const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;

async function openSession(deps: AdapterDeps, endpoints: YoutubeEndpoints, input: VideoPublishInput, resource: ReturnType<typeof videoResourceFor>): Promise<string> {
  await reserveQuota(deps, endpoints.web.clientId, "insert");
  const response = await googleFetch(deps, `${endpoints.uploadApi}/videos?uploadType=resumable&part=${encodeURIComponent("snippet,status")}`, {
    method: "POST",
    headers: {
      ...bearer(input.accessToken),
      "content-type": "application/json; charset=UTF-8",
      "x-upload-content-length": String(input.media.size),
      "x-upload-content-type": input.media.contentType.startsWith("video/") ? input.media.contentType : "application/octet-stream",
    },
    body: JSON.stringify(resource),
    signal: input.signal ?? null,
  });
  if (!response.ok) throw await errorFromResponse(response, deps.now());
  await response.body?.cancel();
  const location = response.headers.get("location");
  if (!location) throw youtubeError("unknown", { platformCode: "no_session_uri", httpStatus: response.status });
  return location;
}

/** Custom cover: checked locally, 50 units; any failure leaves the published video as it is. */
async function setThumbnail(deps: AdapterDeps, endpoints: YoutubeEndpoints, input: { accessToken: string; videoId: string; cover: MediaSource }): Promise<boolean> {
  const { cover } = input;
  if (cover.size === 0 || cover.size > THUMBNAIL_MAX_BYTES || !THUMBNAIL_TYPES.includes(cover.contentType)) return false;
  try {
    await reserveQuota(deps, endpoints.web.clientId, "thumbnail");
    const response = await googleFetch(deps, `${endpoints.uploadApi}/thumbnails/set?videoId=${encodeURIComponent(input.videoId)}&uploadType=media`, {
      method: "POST",
      headers: { ...bearer(input.accessToken), "content-type": cover.contentType, "content-length": String(cover.size) },
      body: await cover.open(),
      duplex: "half",
    });
    await response.body?.cancel();
    return response.ok;
  } catch (error) {
    if (isPlatformError(error)) return false;
    throw error;
  }
}

/**
 * Uploads with the resumable protocol: the session URI is saved before any byte goes out, a saved
 * session is continued (or its finished video returned), an expired one is replaced. The result is
 * `published` at once: YouTube hands back the video on the last chunk (its processing continues,
 * `fetchPublishStatus` follows it).
 */
export async function publishVideo(deps: AdapterDeps, endpoints: YoutubeEndpoints, input: VideoPublishInput, tuning: UploadTuning): Promise<PublishStarted> {
  const resource = videoResourceFor(input.options);
  const saved = ((await input.resume.load()) ?? {}) as SavedUpload;
  const sameFile = saved.totalBytes === input.media.size;
  let video: VideoResource | null = null;
  let record: SavedUpload = {};
  const markFinal = async () => {
    record = { ...record, finalChunkAt: deps.now().toISOString() };
    await input.resume.save(record);
  };

  if (sameFile && saved.videoId) {
    video = { id: saved.videoId };
    record = saved;
  } else if (sameFile && saved.sessionUri) {
    record = saved;
    const status = await querySession(deps, { sessionUri: saved.sessionUri, accessToken: input.accessToken, total: input.media.size, signal: input.signal });
    if (status.state === "done") video = status.video;
    else if (status.state === "partial") {
      const sent = await sendBytes(deps, { ...input, sessionUri: saved.sessionUri, from: status.received, tuning, beforeFinalChunk: markFinal });
      if (sent.state === "done") video = sent.video;
    }
  }
  // A session gone after its final chunk went out may have made the video: look for it, never upload it again.
  if (!video && record.finalChunkAt) return { publishId: null, result: { state: "unknown", since: new Date(record.finalChunkAt) } };
  for (let sessions = 0; !video; sessions += 1) {
    if (sessions >= MAX_SESSIONS) throw youtubeError("uploadInterrupted", { platformCode: "session_expired" });
    const sessionUri = await openSession(deps, endpoints, input, resource);
    record = { sessionUri, totalBytes: input.media.size };
    await input.resume.save(record);
    const sent = await sendBytes(deps, { ...input, sessionUri, from: 0, tuning, beforeFinalChunk: markFinal });
    if (sent.state === "done") video = sent.video;
    else if (record.finalChunkAt) return { publishId: null, result: { state: "unknown", since: new Date(record.finalChunkAt) } };
  }
  if (record.videoId !== video.id) {
    record = { ...record, totalBytes: input.media.size, videoId: video.id };
    await input.resume.save(record);
  }
  input.onProgress?.(input.media.size, input.media.size);
  const cover = input.options.coverImage;
  if (cover && !record.thumbnailDone) {
    const done = await setThumbnail(deps, endpoints, { accessToken: input.accessToken, videoId: video.id, cover });
    if (done) await input.resume.save({ ...record, thumbnailDone: true });
  }
  return { publishId: video.id, result: { state: "published", postId: video.id, postUrl: watchUrl(video.id) } };
}

type VideoListResponse = { items?: { id: string; status?: { uploadStatus?: string; failureReason?: string; rejectionReason?: string } }[] };

/** videos.list part=status,processingDetails (1 unit): uploaded/processed → published; failed/rejected/deleted → failed. */
export async function fetchPublishStatus(deps: AdapterDeps, endpoints: YoutubeEndpoints, input: { accessToken: string; publishId: string }): Promise<PublishStatusResult> {
  await reserveQuota(deps, endpoints.web.clientId, "read");
  const body = await googleJson<VideoListResponse>(deps, `${endpoints.dataApi}/videos?part=status,processingDetails&id=${encodeURIComponent(input.publishId)}`, {
    headers: bearer(input.accessToken),
  });
  const video = body.items?.find((item) => item.id === input.publishId);
  if (!video) return { state: "failed", error: youtubeError("videoNotFound") };
  switch (video.status?.uploadStatus) {
    case "uploaded":
    case "processed":
      return { state: "published", postId: video.id, postUrl: watchUrl(video.id) };
    case "failed":
      return { state: "failed", error: youtubeError("uploadFailed", { platformCode: video.status.failureReason ?? "failed" }) };
    case "rejected":
    case "deleted":
      return { state: "failed", error: youtubeError("uploadRejected", { platformCode: video.status.rejectionReason ?? video.status.uploadStatus }) };
    default:
      return { state: "processing" };
  }
}
