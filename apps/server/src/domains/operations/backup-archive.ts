import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { Transform, type Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";

export const BACKUP_FORMAT = "cdp-backup";
export const BACKUP_FORMAT_VERSION = 1;
const MANIFEST_NAME = "backup.json";
const CHECKSUMS_NAME = "checksums.json";
/** Where an archive's entries may go: the embedded database, and the data folder's other contents. */
const DATABASE_FOLDER = "database";
export const DATABASE_PREFIX = `${DATABASE_FOLDER}/pglite`;
export const DATA_PREFIX = "data";

/** What a backup holds and what made it; the first entry of the archive. */
export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  appVersion: string;
  database:
    | { kind: "pglite"; postgresVersion: string; pgliteVersion: string; migration: string | null }
    /** A PostgreSQL server's data is not in the file: pg_dump backs it up. */
    | { kind: "postgres"; migration: string | null };
  /** Top-level folders of the data folder that it holds (storage, secrets, sandbox, …). */
  dataFolders: string[];
};

/** The last entry: size and SHA-256 of every file before it, so a damaged or cut file is found before anything is written. */
type Checksums = { files: Record<string, { size: number; sha256: string }> };

export type ArchiveEntry =
  | { name: string; type: "directory"; mode: number; mtime: Date }
  | { name: string; type: "file"; mode: number; mtime: Date; size: number; source: string };

/** A backup file that cannot be used; the message says why, for the person restoring it. */
export class BackupFileError extends Error {
  override name = "BackupFileError";
}

/** Writes a backup: gzip-compressed tar of `backup.json`, the entries, then `checksums.json`. */
export async function writeBackupArchive(manifest: BackupManifest, entries: ArchiveEntry[], out: Writable): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: 6 }), out);
  // A failed destination ends the pipeline first; the entries below then fail on the destroyed pack.
  written.catch(() => undefined);
  const checksums: Checksums = { files: {} };
  const now = new Date(manifest.createdAt);
  const addBuffer = (name: string, content: Buffer) =>
    new Promise<void>((resolve, reject) => {
      pack.entry({ name, size: content.length, mode: 0o644, mtime: now }, content, (error) => (error ? reject(error) : resolve()));
      checksums.files[name] = { size: content.length, sha256: sha256(content) };
    });

  await addBuffer(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)));
  for (const entry of entries) {
    if (entry.type === "directory") {
      pack.entry({ name: `${entry.name}/`, type: "directory", mode: entry.mode, mtime: entry.mtime });
      continue;
    }
    const hash = createHash("sha256");
    await new Promise<void>((resolve, reject) => {
      const sink = pack.entry({ name: entry.name, size: entry.size, mode: entry.mode, mtime: entry.mtime }, (error) => (error ? reject(error) : resolve()));
      const source = createReadStream(entry.source);
      source.on("error", reject);
      source.on("data", (chunk) => hash.update(chunk));
      source.pipe(sink);
    });
    checksums.files[entry.name] = { size: entry.size, sha256: hash.digest("hex") };
  }
  const list = Buffer.from(JSON.stringify({ files: checksums.files }, null, 1));
  await new Promise<void>((resolve, reject) => pack.entry({ name: CHECKSUMS_NAME, size: list.length, mode: 0o644, mtime: now }, list, (error) => (error ? reject(error) : resolve())));
  pack.finalize();
  await written;
}

export type ReadEntry = { name: string; type: "file" | "directory"; mode: number; mtime: Date };

/**
 * Reads a backup from start to end and checks it: the manifest first, only files and folders under
 * the known places, every file's size and SHA-256 against the list at the end, and the list itself
 * complete. `write` receives each entry as it is read (nothing is written without it); it must not
 * treat what it wrote as good until this resolves.
 */
export async function readBackupArchive(
  input: Readable,
  write?: (entry: ReadEntry, content: Readable | null) => Promise<void>,
): Promise<{ manifest: BackupManifest; files: number; bytes: number }> {
  const extract = tar.extract();
  const reading = pipeline(input, createGunzip(), extract);
  let readError: unknown = null;
  reading.catch((error: unknown) => {
    readError = error;
  });
  let manifest: BackupManifest | null = null;
  let checksums: Checksums | null = null;
  const seen = new Map<string, { size: number; sha256: string }>();
  let bytes = 0;
  try {
    for await (const entry of extract) {
      const { name, type, size = 0 } = entry.header;
      if (checksums) throw new BackupFileError(`unexpected entry after the checksum list: ${name}`);
      if (seen.size === 0 && name !== MANIFEST_NAME) throw new BackupFileError("this is not a backup of this product (its first entry is not backup.json)");
      if (name === MANIFEST_NAME || name === CHECKSUMS_NAME) {
        const content = await readSmall(entry, name);
        seen.set(name, { size: content.length, sha256: sha256(content) });
        if (name === MANIFEST_NAME) manifest = parseManifest(content);
        else checksums = parseChecksums(content);
        continue;
      }
      const path = name.replace(/\/$/, "");
      if (!isAllowedPath(path)) throw new BackupFileError(`entry outside the backup's places: ${JSON.stringify(name)}`);
      if (type === "directory") {
        entry.resume();
        await write?.({ name: path, type: "directory", mode: entry.header.mode ?? 0o755, mtime: entry.header.mtime ?? new Date() }, null);
        continue;
      }
      if (type !== "file") throw new BackupFileError(`entry of an unexpected kind (${type}): ${name}`);
      const hash = createHash("sha256");
      let length = 0;
      const hashed = entry.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            length += chunk.length;
            done(null, chunk);
          },
        }),
      );
      if (write) await write({ name: path, type: "file", mode: entry.header.mode ?? 0o644, mtime: entry.header.mtime ?? new Date() }, hashed);
      else for await (const chunk of hashed) void chunk;
      if (length !== size) throw new BackupFileError(`the file ends inside ${name}`);
      seen.set(path, { size: length, sha256: hash.digest("hex") });
      bytes += length;
    }
    await reading;
  } catch (error) {
    throw describeReadError(readError ?? error);
  }
  if (!manifest) throw new BackupFileError("the file is empty or is not a backup");
  if (!checksums) throw new BackupFileError("the file is incomplete: it ends before its checksum list");
  const listed = (checksums as Checksums).files;
  for (const [path, recorded] of Object.entries(listed)) {
    const found = seen.get(path);
    if (!found) throw new BackupFileError(`the file is incomplete: ${path} is missing`);
    if (found.size !== recorded.size || found.sha256 !== recorded.sha256) throw new BackupFileError(`the file is damaged: ${path} does not match its checksum`);
  }
  for (const path of seen.keys()) if (path !== CHECKSUMS_NAME && !listed[path]) throw new BackupFileError(`the file holds ${path}, which its checksum list does not name`);
  return { manifest, files: seen.size - 2, bytes };
}

function isAllowedPath(path: string): boolean {
  if (path.includes("\\") || path.split("/").some((part) => part === "" || part === "." || part === "..")) return false;
  return path === DATA_PREFIX || path === DATABASE_FOLDER || path === DATABASE_PREFIX || path.startsWith(`${DATABASE_PREFIX}/`) || path.startsWith(`${DATA_PREFIX}/`);
}

async function readSmall(stream: Readable, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    if (length > 16 * 1024 * 1024) throw new BackupFileError(`${name} is too large to be a backup's list`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function parseManifest(content: Buffer): BackupManifest {
  let value: Partial<BackupManifest>;
  try {
    value = JSON.parse(content.toString("utf8")) as Partial<BackupManifest>;
  } catch {
    throw new BackupFileError("backup.json is not readable JSON");
  }
  if (value.format !== BACKUP_FORMAT) throw new BackupFileError("this is not a backup of this product (backup.json names another format)");
  if (value.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(`this backup has format ${value.formatVersion}; this release reads format ${BACKUP_FORMAT_VERSION} (made by release ${value.appVersion})`);
  }
  return value as BackupManifest;
}

function parseChecksums(content: Buffer): Checksums {
  try {
    const value = JSON.parse(content.toString("utf8")) as Checksums;
    if (value && typeof value.files === "object") return value;
  } catch {
    // Reported below.
  }
  throw new BackupFileError("the checksum list is not readable");
}

/** Turns what zlib and tar say about a broken file into a sentence for the person restoring it. */
function describeReadError(error: unknown): Error {
  if (error instanceof BackupFileError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === "Z_BUF_ERROR" || /unexpected end|premature close|Unexpected end of data/i.test(message)) {
    return new BackupFileError("the file is incomplete: it ends too early (was it cut off while copying?)");
  }
  if (code === "Z_DATA_ERROR" || /incorrect header check|invalid|checksum|header/i.test(message)) {
    return new BackupFileError(`the file is damaged or is not a backup (${message})`);
  }
  return error instanceof Error ? error : new Error(message);
}

function sha256(content: Buffer): string {
  return createHash("sha256").update(content).digest("hex");
}
