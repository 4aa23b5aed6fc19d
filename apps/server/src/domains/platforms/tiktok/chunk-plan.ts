const MIB = 1024 * 1024;
export const MIN_CHUNK_BYTES = 5 * MIB;
export const MAX_CHUNK_BYTES = 64 * MIB;
export const MAX_CHUNKS = 1000;
export const MAX_VIDEO_BYTES = 4 * 1024 * MIB;
/** Small enough that a retried chunk costs little, large enough for 4 GB in under 1000 chunks. */
export const DEFAULT_CHUNK_BYTES = 5 * MIB;

export type ChunkRange = { index: number; start: number; end: number };

export type ChunkPlan = {
  videoSize: number;
  chunkSize: number;
  totalChunkCount: number;
  /** Inclusive byte ranges, in upload order; the last one absorbs the remainder. */
  chunks: ChunkRange[];
};

/**
 * TikTok's chunk rules (A.3.4): under 5 MiB one whole chunk; otherwise `chunk_size` within 5–64 MiB,
 * `total_chunk_count = floor(size / chunk_size)` (1–1000) and the remainder added to the last chunk.
 */
export function planChunks(videoSize: number, preferredChunkSize: number = DEFAULT_CHUNK_BYTES): ChunkPlan {
  if (!Number.isSafeInteger(videoSize) || videoSize <= 0) throw new RangeError("videoSize must be a positive integer");
  let chunkSize = Math.min(MAX_CHUNK_BYTES, Math.max(MIN_CHUNK_BYTES, preferredChunkSize, Math.ceil(videoSize / MAX_CHUNKS)));
  if (videoSize < MIN_CHUNK_BYTES || videoSize < chunkSize) chunkSize = Math.min(videoSize, MAX_CHUNK_BYTES);
  const totalChunkCount = Math.floor(videoSize / chunkSize);
  const chunks = Array.from({ length: totalChunkCount }, (_, index): ChunkRange => {
    const start = index * chunkSize;
    return { index, start, end: index === totalChunkCount - 1 ? videoSize - 1 : start + chunkSize - 1 };
  });
  return { videoSize, chunkSize, totalChunkCount, chunks };
}
