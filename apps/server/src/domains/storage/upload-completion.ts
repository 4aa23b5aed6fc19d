import type { Readable } from "node:stream";
import { AppError } from "../../http/app-error.ts";
import type { MediaRow } from "../media/media.data.ts";
import type { MediaService } from "../media/media.service.ts";
import { checkContent, HEAD_BYTES, imageSize } from "./file-types.ts";
import { readMp4DurationFrom } from "./mp4-duration.ts";
import type { StorageDriver } from "./storage-driver.ts";
import { fileNameOfKey, hasComma, isSafeKey, ownerOfKey } from "./storage-keys.ts";
import type { StorageOwner } from "./storage-owner.ts";
import type { UploadLimit } from "./upload-limits.ts";

export type CompleteUpload = (owner: StorageOwner, key: string) => Promise<MediaRow>;

type CompletionDeps = {
  driver: Pick<StorageDriver, "stat" | "openRead" | "remove">;
  media: Pick<MediaService, "recordUpload">;
  uploadLimit: UploadLimit;
};

/**
 * Records a file the browser posted straight to a bucket: the key must be in the caller's folder
 * and the object must exist; its size is held to the caller's plan and its first bytes to its
 * name's type, as the local upload host does while receiving. A refused object is deleted.
 */
export function createUploadCompletion(deps: CompletionDeps): CompleteUpload {
  return async (owner, key) => {
    const keyOwner = isSafeKey(key) ? ownerOfKey(key) : null;
    if (!keyOwner || keyOwner.ownerType !== owner.ownerType || keyOwner.ownerId !== owner.ownerId) {
      throw new AppError("FORBIDDEN", { messageKey: "storage.complete.notYourFolder" });
    }
    const fileName = fileNameOfKey(key);
    if (hasComma(fileName)) throw new AppError("BAD_REQUEST", { messageKey: "storage.complete.commaInName" });
    const stored = await deps.driver.stat(key);
    if (!stored) throw new AppError("NOT_FOUND", { messageKey: "storage.complete.notUploaded" });
    if (stored.size > (await deps.uploadLimit(owner))) {
      await deps.driver.remove(key);
      throw new AppError("PAYLOAD_TOO_LARGE", { messageKey: "storage.complete.tooLarge" });
    }
    const read = async (position: number, length: number) =>
      length <= 0 || position >= stored.size ? Buffer.alloc(0) : readAll(await deps.driver.openRead(key, { start: position, end: Math.min(stored.size, position + length) - 1 }));
    const head = await read(0, Math.min(stored.size, HEAD_BYTES));
    const kind = checkContent(fileName, head);
    if (!kind) {
      await deps.driver.remove(key);
      throw new AppError("BAD_REQUEST", { messageKey: "storage.complete.typeMismatch" });
    }
    const size = imageSize(kind.mime, head);
    // A few ranged reads of box headers; a file whose boxes cannot be read is still recorded.
    const durationSeconds = kind.mime === "video/mp4" ? await readMp4DurationFrom({ size: stored.size, read }).catch(() => null) : null;
    return deps.media.recordUpload({
      key,
      owner,
      fileName,
      size: stored.size,
      ...kind,
      width: size?.width ?? null,
      height: size?.height ?? null,
      durationSeconds,
      successActionStatus: undefined,
    });
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
