import { expect, test } from "vitest";
import { MAX_CHUNK_BYTES, MIN_CHUNK_BYTES, planChunks } from "./chunk-plan.ts";

const MIB = 1024 * 1024;

test("the documented example: 50,000,123 bytes in 10,000,000-byte chunks is 5 chunks, the last absorbing the remainder", () => {
  const plan = planChunks(50_000_123, 10_000_000);
  expect(plan).toMatchObject({ chunkSize: 10_000_000, totalChunkCount: 5 });
  expect(plan.chunks.at(-1)).toEqual({ index: 4, start: 40_000_000, end: 50_000_122 });
});

test("a file under 5 MiB goes up whole", () => {
  expect(planChunks(3 * MIB)).toMatchObject({ chunkSize: 3 * MIB, totalChunkCount: 1, chunks: [{ start: 0, end: 3 * MIB - 1 }] });
});

test("an 11 MiB file becomes a 5 MiB chunk and a 6 MiB last chunk", () => {
  const plan = planChunks(11 * MIB);
  expect(plan.chunks).toEqual([
    { index: 0, start: 0, end: 5 * MIB - 1 },
    { index: 1, start: 5 * MIB, end: 11 * MIB - 1 },
  ]);
});

test("chunk sizes stay within 5–64 MiB, at most 1000 chunks, covering every byte exactly once", () => {
  for (const size of [5 * MIB, 5 * MIB + 1, 7 * MIB, 64 * MIB + 5, 700 * MIB + 3, 4096 * MIB]) {
    for (const preferred of [1, 5 * MIB, 10 * MIB, 200 * MIB]) {
      const plan = planChunks(size, preferred);
      expect(plan.chunkSize).toBeGreaterThanOrEqual(MIN_CHUNK_BYTES);
      expect(plan.chunkSize).toBeLessThanOrEqual(MAX_CHUNK_BYTES);
      expect(plan.totalChunkCount).toBe(Math.floor(size / plan.chunkSize));
      expect(plan.totalChunkCount).toBeLessThanOrEqual(1000);
      expect(plan.chunks.reduce((sum, chunk) => sum + chunk.end - chunk.start + 1, 0)).toBe(size);
      expect(plan.chunks.every((chunk, index) => index === 0 || chunk.start === (plan.chunks[index - 1]?.end ?? 0) + 1)).toBe(true);
      expect((plan.chunks.at(-1)?.end ?? 0) - (plan.chunks.at(-1)?.start ?? 0) + 1).toBeLessThanOrEqual(128 * MIB);
    }
  }
});
