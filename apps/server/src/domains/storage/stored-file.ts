import type { FileKind } from "./file-types.ts";
import type { StorageOwner } from "./storage-owner.ts";

/** What is known about a stored upload's bytes; the media domain keeps it as the file's record. */
export type StoredFileFacts = FileKind & {
  size: number;
  width: number | null;
  height: number | null;
  /** Seconds, for an MP4 whose `mvhd` could be read; else null. */
  durationSeconds: number | null;
};

/** A file now stored under `key` in `owner`'s folder. */
export type StoredFile = StoredFileFacts & { key: string; owner: StorageOwner; fileName: string };

/** Told once for every upload the local upload host stores (the media domain records it). */
export type StoredFileListener = { recordUpload(file: StoredFile): Promise<unknown> };
