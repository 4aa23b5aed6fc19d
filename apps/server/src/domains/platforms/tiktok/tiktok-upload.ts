import type { Readable } from "node:stream";
import type { MediaSource } from "../platform-adapter.ts";
import { isPlatformError, type PlatformError } from "../platform-error.ts";
import { uploadBody } from "../stream-body.ts";
import type { ChunkPlan } from "./chunk-plan.ts";
import { localRefusal, networkError } from "./tiktok-errors.ts";
import type { TiktokHttp } from "./tiktok-http.ts";

const ATTEMPTS_PER_CHUNK = 4;
const CHUNK_TIMEOUT_MS = 10 * 60_000;

export type ChunkUploadInput = {
  http: TiktokHttp;
  media: MediaSource;
  plan: ChunkPlan;
  uploadUrl: string;
  /** First chunk still to send (resuming after a crash). */
  fromChunk: number;
  /** Called after each accepted chunk with the number of chunks TikTok now holds. */
  onChunkDone(chunksDone: number): Promise<void>;
  onProgress?: (uploadedBytes: number, totalBytes: number) => void;
  signal?: AbortSignal;
  /** Backoff between attempts of one chunk. */
  sleep?: (ms: number) => Promise<void>;
};

/** `complete`: TikTok has every byte. `gone`: the upload URL expired or is unknown (start a new publication). */
export type ChunkUploadOutcome = "complete" | "gone";

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Bytes TikTok holds according to a response's `Content-Range: bytes 0-{last}/{total}`; null when absent. */
function receivedBytes(response: Response): number | null {
  const header = response.headers.get("content-range") ?? "";
  if (/bytes\s+\*\//.test(header)) return 0;
  const match = /bytes\s+0-(\d+)\/(\d+)/.exec(header);
  return match ? Number(match[1]) + 1 : null;
}

/**
 * Sends the chunks in order with Content-Range, each streamed from storage (never the whole file in
 * memory); a chunk is retried with backoff on 5xx, 429 and dropped connections (A.3.4).
 */
export async function uploadChunks(input: ChunkUploadInput): Promise<ChunkUploadOutcome> {
  const sleep = input.sleep ?? defaultSleep;
  const { plan } = input;
  let index = input.fromChunk;
  while (index < plan.totalChunkCount) {
    const chunk = plan.chunks[index];
    if (!chunk) break;
    let lastError: PlatformError | null = null;
    let next: number | "complete" | "gone" | null = null;
    for (let attempt = 0; attempt < ATTEMPTS_PER_CHUNK && next === null; attempt += 1) {
      if (attempt > 0) await sleep(250 * 2 ** (attempt - 1));
      let body: Readable | null = null;
      try {
        body = await input.media.open({ start: chunk.start, end: chunk.end });
        const response = await input.http.send(
          input.uploadUrl,
          {
            method: "PUT",
            headers: {
              "content-type": input.media.contentType,
              "content-length": String(chunk.end - chunk.start + 1),
              "content-range": `bytes ${chunk.start}-${chunk.end}/${plan.videoSize}`,
            },
            body: uploadBody(body),
            duplex: "half",
            signal: input.signal,
          } as RequestInit,
          CHUNK_TIMEOUT_MS,
        );
        await response.arrayBuffer().catch(() => undefined);
        if (response.status === 201) next = "complete";
        else if (response.status === 206) next = index + 1;
        else if (response.status === 403 || response.status === 404) next = "gone";
        else if (response.status === 416) next = realign(plan, receivedBytes(response), index);
        else if (response.status === 429 || response.status >= 500) lastError = localRefusal("platform.tiktok.internal_error", `upload_http_${response.status}`, "retryable");
        else throw localRefusal("platform.tiktok.upload_rejected", "upload_rejected", "permanent", { status: response.status });
      } catch (error) {
        if (input.signal?.aborted) throw error;
        if (isPlatformError(error) && error.kind !== "retryable") throw error;
        lastError = isPlatformError(error) ? error : networkError(error);
      } finally {
        body?.destroy();
      }
    }
    if (next === null) throw lastError ?? networkError(new Error("chunk upload failed"));
    if (next === "gone" || next === "complete") {
      if (next === "complete") input.onProgress?.(plan.videoSize, plan.videoSize);
      return next;
    }
    index = next;
    await input.onChunkDone(index);
    input.onProgress?.((plan.chunks[index - 1]?.end ?? -1) + 1, plan.videoSize);
  }
  return "complete";
}

/** After a 416: continue at the chunk TikTok expects, or finish if it has every byte. */
function realign(plan: ChunkPlan, received: number | null, current: number): number | "complete" {
  if (received === plan.videoSize) return "complete";
  const resumeAt = plan.chunks.findIndex((chunk) => chunk.start === received);
  if (resumeAt < 0 || resumeAt === current) throw localRefusal("platform.tiktok.upload_range_mismatch", "upload_range_mismatch");
  return resumeAt;
}
