import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { chmod, mkdir, readdir, rename, rm, utimes } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import type { AppConfig } from "../../config/env.ts";
import { openDatabase } from "../../db/client.ts";
import { migrationJournal } from "../../db/migrate.ts";
import { BackupFileError, DATA_PREFIX, DATABASE_PREFIX, readBackupArchive, type BackupManifest, type ReadEntry } from "./backup-archive.ts";
import { pgliteVersion } from "../../db/pglite-template.ts";

/** A restore that must not go ahead; the message says why and what to do. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

export type RestoreResult = {
  manifest: BackupManifest;
  files: number;
  bytes: number;
  /** Rows of the main tables of the restored database (embedded database only). */
  rows: Record<string, number> | null;
  /** Publish items that were still in progress when the backup was made. */
  openItems: number;
};

const COUNTED_TABLES = ["users", "admins", "platform_accounts", "publish_tasks", "publish_items", "media", "analytics_account_days"];

/**
 * Puts a backup into an empty data folder. The file is read twice: first only to check it (every
 * checksum, the release and database versions, the folder being empty), so a damaged, cut or
 * unsuitable file writes nothing; then into a folder beside the data folder, where the database is
 * opened once (PostgreSQL's recovery runs, the rows are counted) before everything is moved into place.
 */
export async function restoreBackup(file: string, config: Pick<AppConfig, "dataDir" | "database">): Promise<RestoreResult> {
  const dataDir = path.resolve(config.dataDir);
  const existing = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  if (existing.length > 0) {
    throw new RestoreRefused(`The data folder ${dataDir} is not empty. A backup is restored into an empty folder: stop the server, move the folder aside (or set DATA_DIR to a new one), and run the restore again.`);
  }

  const checked = await readBackupArchive(await openFile(file));
  const { manifest } = checked;
  checkCompatible(manifest, config);

  const staging = path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.restoring-${randomBytes(6).toString("hex")}`);
  try {
    await mkdir(staging, { recursive: true, mode: 0o700 });
    const directories: ReadEntry[] = [];
    await readBackupArchive(await openFile(file), async (entry, content) => {
      const target = path.join(staging, ...entry.name.split("/"));
      if (entry.type === "directory") {
        await mkdir(target, { recursive: true });
        directories.push(entry);
        return;
      }
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(content as Readable, createWriteStream(target, { mode: entry.mode & 0o777 }));
      await utimes(target, entry.mtime, entry.mtime);
    });
    // Folder modes last: PostgreSQL's folders are 0700, which would have kept their files from being written.
    for (const entry of directories.reverse()) await chmod(path.join(staging, ...entry.name.split("/")), entry.mode & 0o777);

    const counted = manifest.database.kind === "pglite" ? await countRows(path.join(staging, ...DATABASE_PREFIX.split("/")), manifest) : null;

    await mkdir(dataDir, { recursive: true });
    const dataOut = path.join(staging, DATA_PREFIX);
    for (const name of await readdir(dataOut).catch(() => [] as string[])) await rename(path.join(dataOut, name), path.join(dataDir, name));
    if (manifest.database.kind === "pglite") await rename(path.join(staging, ...DATABASE_PREFIX.split("/")), path.join(dataDir, "pglite"));
    return { manifest, files: checked.files, bytes: checked.bytes, rows: counted?.rows ?? null, openItems: counted?.openItems ?? 0 };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function checkCompatible(manifest: BackupManifest, config: Pick<AppConfig, "database">): void {
  const made = `made by release ${manifest.appVersion} on ${manifest.createdAt}`;
  if (manifest.database.kind === "pglite" && config.database.kind === "postgres") {
    throw new RestoreRefused(`This backup (${made}) holds the embedded database, but DATABASE_URL is set. Unset DATABASE_URL to restore it as the embedded database.`);
  }
  if (manifest.database.kind === "postgres" && config.database.kind === "pglite") {
    throw new RestoreRefused(
      `This backup (${made}) holds the data folder of an installation on a PostgreSQL server, not its database. Restore the database with pg_restore, set DATABASE_URL to it, and run the restore again to put the files back.`,
    );
  }
  const migration = manifest.database.migration;
  if (migration && !migrationJournal().some((entry) => entry.tag === migration)) {
    throw new RestoreRefused(`This backup (${made}) has database migration ${migration}, which this release does not know: restore it with that release or a newer one.`);
  }
}

/** Opens the restored database once (recovery runs as after a crash) and counts its main tables. */
async function countRows(pgliteDir: string, manifest: BackupManifest): Promise<{ rows: Record<string, number>; openItems: number }> {
  let database;
  try {
    database = await openDatabase({ kind: "pglite", dataDir: pgliteDir });
  } catch (error) {
    const made = manifest.database.kind === "pglite" ? `PostgreSQL ${manifest.database.postgresVersion}, PGlite ${manifest.database.pgliteVersion}` : "";
    throw new RestoreRefused(
      `The database in this backup (${made}, release ${manifest.appVersion}) does not open with this release's PGlite ${pgliteVersion()}: ${error instanceof Error ? error.message : String(error)}. Restore it with the release that made it, then upgrade.`,
    );
  }
  try {
    const rows: Record<string, number> = {};
    for (const table of COUNTED_TABLES) {
      const [exists] = rowsOf<{ found: boolean }>(await database.db.execute(sql`select to_regclass(${`public.${table}`}) is not null as found`));
      if (!exists?.found) continue;
      const [row] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`));
      rows[table] = row?.n ?? 0;
    }
    const open = rows.publish_items === undefined ? [] : rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from publish_items where status = 0`));
    return { rows, openItems: open[0]?.n ?? 0 };
  } finally {
    await database.close();
  }
}

async function openFile(file: string): Promise<Readable> {
  const stream = createReadStream(file);
  await new Promise<void>((resolve, reject) => {
    stream.once("open", () => resolve());
    stream.once("error", (error: NodeJS.ErrnoException) => reject(error.code === "ENOENT" ? new BackupFileError(`there is no file ${file}`) : error));
  });
  return stream;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
