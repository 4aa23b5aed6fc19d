import type { Readable } from "node:stream";
import { checkContent, HEAD_BYTES, imageSize } from "./file-types.ts";
import { readMp4DurationFrom } from "./mp4-duration.ts";
import type { StorageDriver } from "./storage-driver.ts";
import type { StoredFileFacts } from "./stored-file.ts";

export type Inspection = StoredFileFacts | "missing" | "tooLarge" | "typeMismatch";

/**
 * Checks an object the browser posted straight to a bucket, as the local upload host checks files
 * while receiving them: its size against `maxBytes` and its first bytes against its name's type.
 * A refused object is deleted. An MP4's duration comes from a few ranged reads of its box headers.
 */
export async function inspectStoredFile(
  driver: Pick<StorageDriver, "stat" | "openRead" | "remove">,
  key: string,
  fileName: string,
  maxBytes: number,
): Promise<Inspection> {
  const stored = await driver.stat(key);
  if (!stored) return "missing";
  if (stored.size > maxBytes) {
    await driver.remove(key);
    return "tooLarge";
  }
  const read = async (position: number, length: number) =>
    length <= 0 || position >= stored.size ? Buffer.alloc(0) : readAll(await driver.openRead(key, { start: position, end: Math.min(stored.size, position + length) - 1 }));
  const head = await read(0, Math.min(stored.size, HEAD_BYTES));
  const kind = checkContent(fileName, head);
  if (!kind) {
    await driver.remove(key);
    return "typeMismatch";
  }
  const size = imageSize(kind.mime, head);
  // A file whose boxes cannot be read is still recorded, without a duration.
  const durationSeconds = kind.mime === "video/mp4" ? await readMp4DurationFrom({ size: stored.size, read }).catch(() => null) : null;
  return { ...kind, size: stored.size, width: size?.width ?? null, height: size?.height ?? null, durationSeconds };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
