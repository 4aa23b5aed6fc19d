import { AppError } from "../../http/app-error.ts";
import type { StorageDriver } from "../storage/storage-driver.ts";
import type { StorageOwner } from "../storage/storage-owner.ts";
import type { StoredFile } from "../storage/stored-file.ts";
import type { MediaData, MediaRow } from "./media.data.ts";

const MAX_NAME_ATTEMPTS = 20;

/** Spec section 5: a clashing name gets `-back` appended to its base name (`a.png` → `a-back.png`). */
export function withBackSuffix(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? `${fileName.slice(0, dot)}-back${fileName.slice(dot)}` : `${fileName}-back`;
}

/** The media records: one per stored upload, listed and deleted by their owner. */
export function createMediaService(deps: { data: MediaData; driver: Pick<StorageDriver, "remove">; inUse?: (mediaId: number) => Promise<boolean> }) {
  const { data } = deps;
  return {
    /** Records a stored upload; a second upload under the same key updates its record. */
    async recordUpload(file: StoredFile): Promise<MediaRow> {
      const content = { type: file.type, mime: file.mime, size: file.size, width: file.width, height: file.height, durationSeconds: file.durationSeconds };
      const existing = await data.findByKey(file.key);
      if (existing) return (await data.updateContent(existing.id, content)) ?? existing;
      let fileName = file.fileName;
      for (let attempt = 0; attempt < MAX_NAME_ATTEMPTS; attempt += 1) {
        const created = await data.insert({ ...file.owner, storageKey: file.key, fileName, ...content });
        if (created) return created;
        const raced = await data.findByKey(file.key);
        if (raced) return raced;
        fileName = withBackSuffix(fileName);
      }
      throw new Error(`no free file name for ${file.fileName}`);
    },
    findByKey: (key: string) => data.findByKey(key),
    list(owner: StorageOwner, page: { page: number; pageSize: number }) {
      return data.listByOwner(owner, { offset: (page.page - 1) * page.pageSize, limit: page.pageSize });
    },
    /** Deletes one of the owner's files (record and stored bytes); another owner's id is not found. */
    async remove(owner: StorageOwner, id: number): Promise<void> {
      const row = await data.findOwned(owner, id);
      if (!row) throw new AppError("NOT_FOUND");
      if (await deps.inUse?.(row.id)) throw new AppError("CONFLICT", { messageKey: "publish.mediaInUse" });
      await data.delete(row.id);
      await deps.driver.remove(row.storageKey);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
