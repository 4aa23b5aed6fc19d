import type { AdapterDeps } from "../adapter-deps.ts";
import { isPlatformError, type PlatformError } from "../platform-error.ts";
import type { MediaSource } from "../platform-adapter.ts";
import { uploadBody } from "../stream-body.ts";
import { googleFetch } from "./google-http.ts";
import { errorFromResponse, youtubeError } from "./youtube-errors.ts";

/** Every chunk but the last must be a multiple of this (B.3.3). */
export const CHUNK_GRANULARITY = 262_144;
const CHUNK_TIMEOUT_MS = 10 * 60 * 1000;

export type UploadTuning = {
  /** Bytes per PUT, a multiple of 256 KiB (default 8 MiB). */
  chunkBytes: number;
  /** Failed attempts in a row (no progress between them) before giving up. */
  maxAttempts: number;
  /** Wait before attempt n (1-based) after a failure; Google suggests 2^n s plus jitter. */
  retryDelayMs(attempt: number): number;
};

export const DEFAULT_UPLOAD_TUNING: UploadTuning = {
  chunkBytes: 32 * CHUNK_GRANULARITY,
  maxAttempts: 6,
  retryDelayMs: (attempt) => 2 ** (attempt - 1) * 1000 + Math.floor(Math.random() * 1000),
};

export type VideoResource = { id: string; status?: { uploadStatus?: string } };

/** Where a session stands: bytes Google holds, the finished video, or gone (404/410: start a new session). */
export type SessionStatus = { state: "partial"; received: number } | { state: "done"; video: VideoResource } | { state: "gone" };

/** Parses `Range: bytes=0-N` or a bare `0-N`; a missing header means nothing is stored. */
export function receivedFromRange(header: string | null): number {
  const match = header ? /^(?:bytes=)?0-(\d+)$/.exec(header.trim()) : null;
  return match ? Number(match[1]) + 1 : 0;
}

async function readStatus(deps: AdapterDeps, response: Response): Promise<SessionStatus | PlatformError> {
  if (response.status === 308) return { state: "partial", received: receivedFromRange(response.headers.get("range")) };
  if (response.status === 200 || response.status === 201) return { state: "done", video: (await response.json()) as VideoResource };
  if (response.status === 404 || response.status === 410) {
    await response.body?.cancel();
    return { state: "gone" };
  }
  return errorFromResponse(response, deps.now());
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(youtubeError("network", { platformCode: "aborted" }));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(youtubeError("network", { platformCode: "aborted" }));
      },
      { once: true },
    );
  });

/** `PUT {session}` with `Content-Range: bytes *\/total` (B.3.5). */
export async function querySession(deps: AdapterDeps, input: { sessionUri: string; accessToken: string; total: number; signal?: AbortSignal }): Promise<SessionStatus> {
  const response = await googleFetch(deps, input.sessionUri, {
    method: "PUT",
    headers: { authorization: `Bearer ${input.accessToken}`, "content-range": `bytes */${input.total}`, "content-length": "0" },
    signal: input.signal ?? null,
  });
  const status = await readStatus(deps, response);
  if (isPlatformError(status)) throw status;
  return status;
}

/**
 * Sends the file from `from` on, chunk by chunk, trusting only the 308 `Range` header. 5xx answers
 * and dropped connections are resumed from a status query with backoff; returns the video, or
 * `gone` when the session has expired.
 */
export async function sendBytes(
  deps: AdapterDeps,
  input: {
    sessionUri: string;
    accessToken: string;
    media: MediaSource;
    from: number;
    tuning: UploadTuning;
    signal?: AbortSignal;
    onProgress?: (uploaded: number, total: number) => void;
    /** Called once before the chunk that completes the upload (and so creates the video) first goes out. */
    beforeFinalChunk?: () => Promise<void>;
  },
): Promise<{ state: "done"; video: VideoResource } | { state: "gone" }> {
  const { media, tuning } = input;
  const total = media.size;
  let offset = input.from;
  let failures = 0;
  let needsQuery = false;
  let finalMarked = false;
  const failed = async (error: PlatformError) => {
    failures += 1;
    if (failures >= tuning.maxAttempts) throw youtubeError("uploadInterrupted", { cause: error, now: deps.now() });
    await sleep(tuning.retryDelayMs(failures), input.signal);
  };
  for (;;) {
    if (needsQuery) {
      try {
        const current = await querySession(deps, { ...input, total });
        if (current.state !== "partial") return current;
        offset = current.received;
        needsQuery = false;
      } catch (error) {
        if (!isPlatformError(error) || error.kind !== "retryable" || input.signal?.aborted) throw error;
        await failed(error);
        continue;
      }
    }
    let status: SessionStatus | PlatformError;
    try {
      const last = Math.min(offset + tuning.chunkBytes, total) - 1;
      if (last === total - 1 && !finalMarked) {
        await input.beforeFinalChunk?.();
        finalMarked = true;
      }
      const response = await googleFetch(deps, input.sessionUri, {
        method: "PUT",
        headers: {
          authorization: `Bearer ${input.accessToken}`,
          "content-type": media.contentType,
          "content-length": String(last - offset + 1),
          "content-range": `bytes ${offset}-${last}/${total}`,
        },
        body: uploadBody(await media.open({ start: offset, end: last })),
        duplex: "half",
        timeoutMs: CHUNK_TIMEOUT_MS,
        signal: input.signal ?? null,
      });
      status = await readStatus(deps, response);
    } catch (error) {
      if (!isPlatformError(error)) throw error;
      status = error;
    }
    if (!isPlatformError(status)) {
      if (status.state !== "partial") return status;
      if (status.received > offset) failures = 0;
      else await failed(youtubeError("backendError", { platformCode: "no_progress", now: deps.now() }));
      offset = status.received;
      input.onProgress?.(offset, total);
      continue;
    }
    // Only server errors and dropped connections are worth resuming (after a status query); the rest is final.
    const resumable = status.kind === "retryable" && (status.httpStatus === null || status.httpStatus >= 500);
    if (!resumable || input.signal?.aborted) throw status;
    await failed(status);
    needsQuery = true;
  }
}
