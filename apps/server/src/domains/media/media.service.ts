import { AppError } from "../../http/app-error.ts";
import type { StorageDriver } from "../storage/storage-driver.ts";
import type { StorageOwner } from "../storage/storage-owner.ts";
import type { StoredFile } from "../storage/stored-file.ts";
import type { MediaListQuery } from "@cdp/contracts";
import type { MediaUsage, MediaUse } from "./media-usage.data.ts";
import type { MediaData, MediaRow } from "./media.data.ts";

export type MediaLibraryRow = MediaRow & MediaUse;

const MAX_NAME_ATTEMPTS = 20;

/** Spec section 5: a clashing name gets `-back` appended to its base name (`a.png` → `a-back.png`). */
export function withBackSuffix(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? `${fileName.slice(0, dot)}-back${fileName.slice(dot)}` : `${fileName}-back`;
}

/** What deleting a file reads and writes, all in one transaction. */
export type MediaDeleteScope = { data: MediaData; usage: MediaUsage; inUse: (mediaId: number) => Promise<boolean> };

/** The media records: one per stored upload, listed and deleted by their owner. */
export function createMediaService(deps: {
  data: MediaData;
  driver: Pick<StorageDriver, "remove">;
  usage: MediaUsage;
  inTransaction: <T>(work: (scope: MediaDeleteScope) => Promise<T>) => Promise<T>;
}) {
  const { data } = deps;
  /** Operators' files are used by their publish targets; an administrator's files by none. */
  const usesOf = async (owner: StorageOwner, ids: number[], usage = deps.usage): Promise<Map<number, MediaUse>> =>
    owner.ownerType === "user" ? usage.usesOf(Number(owner.ownerId), ids) : new Map();
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
    /** One page of the owner's library (name contains `keyword`, of `type`), each file with its use counts. */
    async list(owner: StorageOwner, query: Pick<MediaListQuery, "page" | "pageSize" | "keyword" | "type" | "sortBy" | "sortOrder">) {
      const { rows, total } = await data.listByOwner(owner, query, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
      const uses = await usesOf(owner, rows.map((row) => row.id));
      const list: MediaLibraryRow[] = rows.map((row) => ({ ...row, usedBy: 0, activeUses: 0, ...uses.get(row.id) }));
      return { rows: list, total };
    },
    /**
     * Deletes one of the owner's files (record and stored bytes); another owner's id is not found.
     * Refused while a waiting or distributing target needs the file; finished posts keep their
     * platform copies, so a file they alone used may go. The file's row is locked before the check,
     * so a task created at the same moment either is counted or finds the file gone; never both.
     */
    async remove(owner: StorageOwner, id: number): Promise<void> {
      const row = await deps.inTransaction(async (scope) => {
        const locked = await scope.data.lockOwned(owner, id);
        if (!locked) throw new AppError("NOT_FOUND");
        const activeUses = (await usesOf(owner, [locked.id], scope.usage)).get(locked.id)?.activeUses ?? 0;
        if (activeUses > 0) throw new AppError("CONFLICT", { messageKey: "media.delete.inUse", params: { count: activeUses } });
        if (await scope.inUse(locked.id)) throw new AppError("CONFLICT", { messageKey: "publish.mediaInUse" });
        await scope.data.delete(locked.id);
        return locked;
      });
      await deps.driver.remove(row.storageKey);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
