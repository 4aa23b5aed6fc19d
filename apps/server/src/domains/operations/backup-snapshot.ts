import { copyFile, cp, link, lstat, mkdir, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { protocol, type PGlite } from "@electric-sql/pglite";
import type { Database } from "../../db/client.ts";
import { lockFileOf } from "../../db/pglite-folder-lock.ts";
import { DATA_PREFIX, DATABASE_PREFIX, type ArchiveEntry } from "./backup-archive.ts";

/** What a snapshot leaves out of the data folder: the database (copied apart), partial uploads, temp files, this process's own files. */
export type SnapshotSource = {
  dataDir: string;
  database: Pick<Database, "driver" | "native">;
  /** Absolute paths never copied (the backup folder when it is inside the data folder, staging folders). */
  skip: (absolutePath: string) => boolean;
  /** Runs inside the moment with the held embedded database (tests read every row of that moment). */
  duringMoment?: (client: PGlite) => Promise<void>;
};

/** `heldMs`: how long the database ran nothing else (the moment itself). */
export type Snapshot = { entries: ArchiveEntry[]; dataFolders: string[]; postgresVersion: string | null; heldMs: number };

/** A file written this long before the first copy began may still show an older time (coarse file-system clocks). */
const MTIME_MARGIN_MS = 2_000;
const COPY_CONCURRENCY = 8;
const STORAGE = "storage";
const PGLITE = "pglite";

/**
 * Copies the whole state into `staging` so that it is one moment's state while the product keeps
 * running. Stored media are hard links (the local driver never changes a stored file: it writes
 * aside and renames, and removing unlinks), made once before and once more during the moment for the
 * files that arrived meanwhile. With the embedded database the moment is PGlite's own exclusive hold
 * (no statement and no transaction runs): a checkpoint, then the database folder's files written
 * since a first copy are copied again, with only the write-ahead log it needs: the files a stopped
 * database would have. The small files of the data folder (the token key, the sandbox's state) are
 * copied then too.
 */
export async function takeSnapshot(source: SnapshotSource, staging: string): Promise<Snapshot> {
  const dataOut = path.join(staging, DATA_PREFIX);
  await mkdir(dataOut, { recursive: true });
  const storage = path.join(source.dataDir, STORAGE);
  const storageOut = path.join(dataOut, STORAGE);
  await linkTree(storage, storageOut, source.skip);

  const copyTheRest = async () => {
    await linkTree(storage, storageOut, source.skip);
    for (const name of await listNames(source.dataDir)) {
      const from = path.join(source.dataDir, name);
      // The database folder is copied below; its lock file names the process that holds it, not data.
      if (name === STORAGE || name === PGLITE || from === lockFileOf(path.join(source.dataDir, PGLITE)) || source.skip(from)) continue;
      await cp(from, path.join(dataOut, name), { recursive: true, preserveTimestamps: true, filter: (file) => !source.skip(file) && !file.endsWith(".tmp") });
    }
  };

  let postgresVersion: string | null = null;
  let heldMs = 0;
  const native = source.database.native;
  if (native.driver === "pglite") {
    const client = native.client;
    const pgliteDir = path.join(source.dataDir, PGLITE);
    const databaseOut = path.join(staging, DATABASE_PREFIX);
    if (!client.dataDir) throw new Error("the embedded database is in memory: there is nothing on disk to back up");
    // A first copy while the database runs, after a checkpoint (so the one in the moment has little to write);
    // in the moment only the files written since are copied again.
    await client.query("checkpoint");
    const firstCopyAt = Date.now();
    await syncTree(pgliteDir, databaseOut, { changedSince: null });
    await exclusively(client, async () => {
      const heldFrom = performance.now();
      const [redoFile, currentFile, version] = await simpleQueryValues(
        client,
        "checkpoint; select redo_wal_file from pg_control_checkpoint(); select pg_walfile_name(pg_current_wal_insert_lsn()); show server_version",
      );
      // Each of the three answers a row; a missing one means the answer was not read, not that there is none.
      if (!redoFile || !currentFile || !version) throw new Error("the embedded database did not report its write-ahead log position");
      postgresVersion = version;
      // Write-ahead log from the checkpoint's redo point to where the log is written now; later names are recycled segments.
      const neededLog = (relative: string) => {
        const segment = /^pg_wal\/([0-9A-F]{24})$/.exec(relative)?.[1];
        return !segment || (segment >= redoFile && segment <= currentFile);
      };
      await syncTree(pgliteDir, databaseOut, { changedSince: firstCopyAt - MTIME_MARGIN_MS, include: neededLog });
      await copyTheRest();
      heldMs = Math.round(performance.now() - heldFrom);
      await source.duringMoment?.(client);
    });
  } else {
    await copyTheRest();
  }

  const entries = await listEntries(staging);
  const dataFolders = (await listNames(dataOut)).sort();
  return { entries, dataFolders, postgresVersion, heldMs };
}

/** Runs `work` while PGlite runs nothing else: no statement, and no transaction open (its two locks, in the order it takes them). */
async function exclusively(client: PGlite, work: () => Promise<void>): Promise<void> {
  await client._checkReady();
  await client._runExclusiveTransaction(() => client._runExclusiveQuery(work));
}

/** Runs simple-protocol statements on the locked connection; the first column of each row, in order. */
async function simpleQueryValues(client: PGlite, text: string): Promise<(string | null)[]> {
  const { messages } = await client.execProtocol(protocol.serialize.query(text), { syncToFs: false });
  return messages.filter((message) => message.name === "dataRow").map((message) => ((message as unknown as { fields: (string | null)[] }).fields[0] ?? null));
}

/**
 * Makes `to` a copy of `from`: files missing there, of another size, or changed since `changedSince`
 * (null: every file) are copied, files no longer in `from` (or left out by `include`) are removed.
 */
async function syncTree(from: string, to: string, options: { changedSince: number | null; include?: (relative: string) => boolean }): Promise<void> {
  const copies: [string, string][] = [];
  const walk = async (dir: string, out: string, relative: string) => {
    await mkdir(out, { recursive: true });
    const present = new Set<string>();
    for (const name of await readdir(dir)) {
      const rel = relative ? `${relative}/${name}` : name;
      if (options.include && !options.include(rel)) continue;
      const info = await lstat(path.join(dir, name)).catch(() => null);
      if (!info) continue;
      present.add(name);
      if (info.isDirectory()) {
        await walk(path.join(dir, name), path.join(out, name), rel);
      } else if (info.isFile()) {
        const copied = options.changedSince === null ? null : await lstat(path.join(out, name)).catch(() => null);
        if (!copied || copied.size !== info.size || info.mtimeMs >= (options.changedSince ?? 0)) copies.push([path.join(dir, name), path.join(out, name)]);
      }
    }
    for (const name of await readdir(out)) if (!present.has(name)) await rm(path.join(out, name), { recursive: true, force: true });
  };
  await walk(from, to, "");
  let next = 0;
  await Promise.all(
    Array.from({ length: COPY_CONCURRENCY }, async () => {
      while (next < copies.length) {
        const [source, target] = copies[next++]!;
        await copyFile(source, target);
      }
    }),
  );
}

/** Hard-links every file of `from` into `to` (copying where links cannot be made), leaving files already there. */
async function linkTree(from: string, to: string, skip: (file: string) => boolean): Promise<void> {
  let names: string[];
  try {
    names = await readdir(from);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  await mkdir(to, { recursive: true });
  for (const name of names) {
    const source = path.join(from, name);
    // Uploads still being received.
    if (name === ".tmp" || skip(source)) continue;
    const info = await lstat(source).catch(() => null);
    if (!info) continue;
    if (info.isDirectory()) {
      await linkTree(source, path.join(to, name), skip);
    } else if (info.isFile()) {
      const target = path.join(to, name);
      try {
        await link(source, target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "EEXIST") continue;
        // Removed meanwhile: its record is gone too, or goes with the moment's database.
        if (code === "ENOENT") continue;
        if (code === "EXDEV" || code === "EPERM" || code === "EMLINK") await copyFile(source, target);
        else throw error;
      }
    }
  }
}

async function listNames(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Every folder and file under `root`, folders before their contents, names relative with forward slashes. */
async function listEntries(root: string): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  const walk = async (dir: string, relative: string) => {
    for (const name of (await readdir(dir)).sort()) {
      const full = path.join(dir, name);
      const rel = relative ? `${relative}/${name}` : name;
      const info = await lstat(full);
      if (info.isDirectory()) {
        entries.push({ name: rel, type: "directory", mode: info.mode & 0o7777, mtime: info.mtime });
        await walk(full, rel);
      } else if (info.isFile()) {
        entries.push({ name: rel, type: "file", mode: info.mode & 0o7777, mtime: info.mtime, size: info.size, source: full });
      }
    }
  };
  await walk(root, "");
  return entries;
}

/** The PostgreSQL major version a PGlite folder was made by (its PG_VERSION file). */
export async function postgresMajorOf(pgliteDir: string): Promise<string | null> {
  return (await readFile(path.join(pgliteDir, "PG_VERSION"), "utf8").catch(() => null))?.trim() ?? null;
}
