const MIB = 1024 * 1024;
export const MIN_CHUNK = 5 * MIB;
export const MAX_CHUNK = 64 * MIB;
export const MAX_LAST_CHUNK = 128 * MIB;
export const MAX_VIDEO_SIZE = 4 * 1024 * MIB;

/** Why a FILE_UPLOAD's announced chunk plan is wrong (A.3.4), or null when it is right. */
export function chunkPlanProblem(videoSize: unknown, chunkSize: unknown, totalChunkCount: unknown): string | null {
  if (!Number.isSafeInteger(videoSize) || !Number.isSafeInteger(chunkSize) || !Number.isSafeInteger(totalChunkCount)) {
    return "video_size, chunk_size and total_chunk_count must be integers.";
  }
  const size = videoSize as number;
  const chunk = chunkSize as number;
  const total = totalChunkCount as number;
  if (size <= 0 || size > MAX_VIDEO_SIZE) return "video_size must be between 1 byte and 4 GB.";
  if (size < MIN_CHUNK) return chunk === size && total === 1 ? null : "A video under 5 MB must be uploaded whole: chunk_size = video_size, total_chunk_count = 1.";
  if (chunk < MIN_CHUNK || chunk > MAX_CHUNK) return "chunk_size must be between 5 MB and 64 MB.";
  if (total !== Math.floor(size / chunk)) return "total_chunk_count must be floor(video_size / chunk_size).";
  if (total < 1 || total > 1000) return "total_chunk_count must be between 1 and 1000.";
  if (size - (total - 1) * chunk > MAX_LAST_CHUNK) return "The last chunk would exceed 128 MB.";
  return null;
}

/** The byte range chunk `index` must cover (the last chunk absorbs the remainder). */
export function expectedChunkRange(videoSize: number, chunkSize: number, totalChunkCount: number, index: number) {
  const start = index * chunkSize;
  const end = index === totalChunkCount - 1 ? videoSize - 1 : start + chunkSize - 1;
  return { start, end };
}
