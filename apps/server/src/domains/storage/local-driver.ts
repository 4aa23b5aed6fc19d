import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { buildPolicy, signPolicy } from "./post-policy.ts";
import type { ByteRange, PendingWrite, StorageDriver, UploadTarget, UploadTargetRequest } from "./storage-driver.ts";
import { isSafeKey } from "./storage-keys.ts";

export const LOCAL_ACCESS_ID = "local";
/** Where the local host takes posts and serves files: the file URL is `host + '/' + key`. */
export const LOCAL_FILES_PATH = "/storage/files";

export type LocalDriver = StorageDriver & {
  readonly kind: "local";
  readonly root: string;
  /** Starts receiving a file for `key` into a temp file beside the store (same filesystem, so rename is atomic). */
  beginWrite(key: string): Promise<PendingWrite>;
  /** Where the stored file of `key` is on disk (for reading facts out of it). */
  filePath(key: string): string;
};

/** Files on this server's disk under `root` (DATA_DIR/storage); the server is its own upload host. */
export function createLocalDriver(options: { root: string; secret: string }): LocalDriver {
  const root = path.resolve(options.root);
  const tempDir = path.join(root, ".tmp");

  const pathOf = (key: string): string => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
    const full = path.resolve(root, ...key.split("/"));
    if (!full.startsWith(root + path.sep)) throw new Error(`storage key escapes the root: ${JSON.stringify(key)}`);
    return full;
  };

  return {
    kind: "local",
    // The upload host and the files are this server's own origin (`'self'`).
    browserOrigins: { upload: [], read: [] },
    root,
    async uploadTarget(request: UploadTargetRequest): Promise<UploadTarget> {
      const policy = buildPolicy({ dir: request.dir, maxBytes: request.maxBytes, expiresAt: request.expiresAt, session: request.sessionId });
      return {
        host: `${request.origin}${LOCAL_FILES_PATH}`,
        accessid: LOCAL_ACCESS_ID,
        policy,
        signature: signPolicy(options.secret, policy),
        dir: request.dir,
      };
    },
    filePath: pathOf,
    fileUrl: (key) => `${LOCAL_FILES_PATH}/${key.split("/").map(encodeURIComponent).join("/")}`,
    async beginWrite(key) {
      const target = pathOf(key);
      await mkdir(tempDir, { recursive: true });
      const temp = path.join(tempDir, `${randomBytes(12).toString("hex")}.part`);
      // A few socket reads per write (see STREAM_BUFFER_BYTES in upload-receiver.ts).
      const stream = createWriteStream(temp, { flags: "wx", highWaterMark: 256 * 1024 });
      let settled = false;
      return {
        stream,
        async commit() {
          settled = true;
          // On disk before it becomes visible: a crash never leaves a truncated file under the key.
          const handle = await open(temp, "r+");
          try {
            await handle.sync();
          } finally {
            await handle.close();
          }
          await mkdir(path.dirname(target), { recursive: true });
          await rename(temp, target);
        },
        async discard() {
          if (settled) return;
          settled = true;
          // The file is opened asynchronously: wait until it is closed, or it could be created after the rm.
          if (!stream.closed) {
            await new Promise<void>((resolve) => {
              stream.once("close", () => resolve());
              stream.destroy();
            });
          }
          await rm(temp, { force: true });
        },
      };
    },
    async openRead(key: string, range?: ByteRange): Promise<Readable> {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
