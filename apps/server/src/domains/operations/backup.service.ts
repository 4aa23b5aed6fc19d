import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Database } from "../../db/client.ts";
import { appliedMigration } from "../../db/migrate.ts";
import { pgliteVersion } from "../../db/pglite-template.ts";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, writeBackupArchive, type BackupManifest } from "./backup-archive.ts";
import { takeSnapshot, type SnapshotSource } from "./backup-snapshot.ts";
import type { BackupRecords, BackupStatus } from "./backup-status.ts";
import { OPS_SERVER_FILE } from "./ops-server-file.ts";

const STAGING_PREFIX = ".backup-staging-";
const STALE_STAGING_MS = 24 * 60 * 60_000;
export const BACKUP_FILE_PATTERN = /^cdp-backup-\d{8}-\d{6}\.tar\.gz$/;

export type BackupServiceDeps = {
  dataDir: string;
  backup: { schedule: string | null; dir: string; keep: number };
  database: Pick<Database, "driver" | "native" | "db">;
  records: BackupRecords;
  appVersion: string;
  /** Runs inside the snapshot's moment with the held embedded database (tests). */
  duringMoment?: SnapshotSource["duringMoment"];
};

/** `heldMs`: how long the database ran nothing else while its files were copied. */
export type BackupResult = { bytes: number; sha256: string; durationMs: number; heldMs: number; databaseIncluded: boolean };

/** A backup is already being made (one at a time per process). */
export class BackupBusyError extends Error {
  override name = "BackupBusyError";
}

/**
 * Makes backups: one file with the database (embedded) and everything else in the data folder
 * (stored media, the token key, the sandbox's state), taken at one moment while the product runs
 * (`takeSnapshot`), written as an archive whose last entry lists every file's checksum. With a
 * PostgreSQL server the database is left to pg_dump and the file holds the rest.
 */
export function createBackupService(deps: BackupServiceDeps) {
  const dataDir = path.resolve(deps.dataDir);
  const backupDir = path.resolve(deps.backup.dir);
  const serverFile = path.join(dataDir, ...OPS_SERVER_FILE);
  const skip = (file: string) =>
    file === serverFile || file === backupDir || file.startsWith(backupDir + path.sep) || path.basename(file).startsWith(STAGING_PREFIX);
  const databaseIncluded = deps.database.driver === "pglite";
  let running = false;

  /** Records how a backup went (系统状态, /metrics), whatever part of it failed; a refusal because one is running is not a failure. */
  async function recorded(scheduled: boolean, file: string | null, make: () => Promise<BackupResult>): Promise<BackupResult> {
    try {
      const result = await make();
      await deps.records.recordSuccess({ at: new Date().toISOString(), file, bytes: result.bytes, durationMs: result.durationMs, scheduled, databaseIncluded });
      return result;
    } catch (error) {
      if (!(error instanceof BackupBusyError)) {
        await deps.records.recordFailure({ at: new Date().toISOString(), reason: error instanceof Error ? error.message : String(error), scheduled }).catch(() => undefined);
      }
      throw error;
    }
  }

  async function produce(out: Writable, started: number): Promise<BackupResult> {
    if (running) throw new BackupBusyError("a backup is already being made");
    running = true;
    const staging = path.join(dataDir, `${STAGING_PREFIX}${randomBytes(6).toString("hex")}`);
    try {
      await removeStaleStaging(dataDir);
      const migration = await appliedMigration(deps.database.db).catch(() => null);
      const snapshot = await takeSnapshot({ dataDir, database: deps.database, skip, ...(deps.duringMoment ? { duringMoment: deps.duringMoment } : {}) }, staging);
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        createdAt: new Date().toISOString(),
        appVersion: deps.appVersion,
        database: databaseIncluded
          ? { kind: "pglite", postgresVersion: snapshot.postgresVersion ?? "unknown", pgliteVersion: pgliteVersion(), migration }
          : { kind: "postgres", migration },
        dataFolders: snapshot.dataFolders,
      };
      const hash = createHash("sha256");
      let bytes = 0;
      const counting = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      await Promise.all([writeBackupArchive(manifest, snapshot.entries, counting), pipeline(counting, out)]);
      return { bytes, sha256: hash.digest("hex"), durationMs: Math.round(performance.now() - started), heldMs: snapshot.heldMs, databaseIncluded };
    } finally {
      await rm(staging, { recursive: true, force: true });
      running = false;
    }
  }

  /** Writes a backup to `file` (aside first; the name appears only once the file is complete and on disk). */
  async function toFile(file: string): Promise<BackupResult> {
    const started = performance.now();
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    try {
      const result = await produce(createWriteStream(partial, { flags: "wx", mode: 0o600 }), started);
      const handle = await open(partial, "r+");
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(partial, file);
      return { ...result, durationMs: Math.round(performance.now() - started) };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  return {
    databaseIncluded,
    /** Streams a backup to `out` (the backup command, through this server). */
    stream: (out: Writable) => recorded(false, null, () => produce(out, performance.now())),
    toFile: (file: string) => recorded(false, file, () => toFile(file)),
    /** The scheduled backup: a file named by its time in the backup folder, then only the newest `keep` files are kept. */
    async scheduled(): Promise<{ file: string; result: BackupResult; removed: string[] }> {
      const file = path.join(backupDir, backupFileName(new Date()));
      const result = await recorded(true, file, () => toFile(file));
      const removed = await pruneBackups(backupDir, deps.backup.keep);
      return { file, result, removed };
    },
    async status(): Promise<BackupStatus> {
      const [lastSuccess, lastFailure] = await Promise.all([deps.records.lastSuccess(), deps.records.lastFailure()]);
      return { schedule: deps.backup.schedule, dir: backupDir, keep: deps.backup.keep, databaseIncluded, lastSuccess, lastFailure };
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;

/** `cdp-backup-YYYYMMDD-HHMMSS.tar.gz` in UTC: names sort by time. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `cdp-backup-${stamp}.tar.gz`;
}

/** Removes the oldest backups of the folder beyond `keep` (only files named like scheduled backups). */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => BACKUP_FILE_PATTERN.test(name)).sort().reverse();
  const removed = names.slice(keep);
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}

/** Staging folders of a backup whose process died; a live backup's folder is younger than a day. */
async function removeStaleStaging(dataDir: string): Promise<void> {
  for (const name of await readdir(dataDir).catch(() => [] as string[])) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const full = path.join(dataDir, name);
    const info = await stat(full).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_STAGING_MS) await rm(full, { recursive: true, force: true });
  }
}

