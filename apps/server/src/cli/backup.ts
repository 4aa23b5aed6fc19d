// Writes a backup of the whole product (database and data folder) while it runs:
//   npm run backup -- [FILE]        (default: cdp-backup-<UTC time>.tar.gz here)
// It uses the same configuration as the server (.env, DATA_DIR, DATABASE_URL). With the embedded
// database the running server makes the backup (it alone holds the database) and this command saves
// and checks it; with no server running it opens the data folder itself.
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig, type AppConfig } from "../config/env.ts";
import { openDatabase } from "../db/client.ts";
import { BackupFileError, readBackupArchive } from "../domains/operations/backup-archive.ts";
import { backupFileName, createBackupService } from "../domains/operations/backup.service.ts";
import { createBackupRecords } from "../domains/operations/backup-status.ts";
import { OPS_BACKUP_PATH } from "../domains/operations/backup.routes.ts";
import { readOpsServerFile } from "../domains/operations/ops-server-file.ts";
import { createSystemSettingsData } from "../domains/system/system-settings.data.ts";
import { serverVersion } from "../paths.ts";
import { processIsAlive } from "../process-alive.ts";

const usage = "usage: npm run backup -- [FILE]";

async function main(): Promise<number> {
  // npm runs workspace scripts inside the package; relative paths (.env, DATA_DIR, FILE) mean the folder npm was started from.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  if (existsSync(".env")) process.loadEnvFile(".env");
  const { positionals } = parseArgs({ allowPositionals: true, options: {}, strict: true });
  if (positionals.length > 1) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const file = path.resolve(positionals[0] ?? backupFileName(new Date()));
  if (existsSync(file)) {
    console.error(`${file} already exists: name a new file.\n${usage}`);
    return 2;
  }
  const started = performance.now();
  if (config.database.kind === "postgres") {
    console.info(
      "The database is a PostgreSQL server (DATABASE_URL): back it up with pg_dump, for example\n" +
        '  pg_dump --format=custom --file=cdp-database.dump "$DATABASE_URL"\n' +
        `This file holds the data folder (${config.dataDir}): ${config.storage.driver === "local" ? "the stored media, " : ""}the token key and the sandbox's state.`,
    );
    await locally(config, file);
  } else {
    const server = readOpsServerFile(config.dataDir);
    if (server && processIsAlive(server.pid)) {
      console.info(`Asking the running server (${server.url}, pid ${server.pid}) for a backup…`);
      await fromServer(server.url, server.token, file);
    } else {
      await refuseIfSomethingListens(config);
      console.info(`No server is running on ${config.dataDir}: backing up the data folder directly.`);
      await locally(config, file);
    }
  }
  const checked = await readBackupArchive(createReadStream(file));
  const database = checked.manifest.database;
  console.info(
    `Backup written and checked: ${file}\n` +
      `  ${formatBytes((await stat(file)).size)}, ${checked.files} files, made in ${((performance.now() - started) / 1000).toFixed(1)} s by release ${checked.manifest.appVersion}\n` +
      `  database: ${database.kind === "pglite" ? `embedded (PostgreSQL ${database.postgresVersion}), migration ${database.migration ?? "none"}` : "not included (PostgreSQL server: use pg_dump)"}\n` +
      `Restore it with: npm run restore -- ${path.basename(file)}`,
  );
  return 0;
}

/** The running server streams the backup; it is saved aside and takes its name once complete. */
async function fromServer(url: string, token: string, file: string): Promise<void> {
  const response = await fetch(`${url}${OPS_BACKUP_PATH}`, { method: "POST", headers: { authorization: `Bearer ${token}` } }).catch((error: unknown) => {
    throw new Error(`The server named in the data folder (${url}) does not answer: ${error instanceof Error ? error.message : String(error)}. Is it still starting, or was it stopped?`);
  });
  if (!response.ok || !response.body) throw new Error(`The server refused the backup (${response.status}): ${(await response.text()).trim()}`);
  const partial = `${file}.partial`;
  try {
    await pipeline(Readable.fromWeb(response.body as ReadableStream), createWriteStream(partial, { flags: "wx", mode: 0o600 }));
    await readBackupArchive(createReadStream(partial));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    if (error instanceof BackupFileError) throw new Error(`The backup the server sent is not complete (${error.message}); see the server's log.`);
    throw error;
  }
}

/** No server holds the data folder (or the database is a server of its own): this process makes the backup. */
async function locally(config: AppConfig, file: string): Promise<void> {
  const database = await openDatabase(config.database);
  try {
    const backups = createBackupService({
      dataDir: config.dataDir,
      backup: config.operations.backup,
      database,
      records: createBackupRecords(createSystemSettingsData(database.db)),
      appVersion: serverVersion,
    });
    await backups.toFile(file);
  } finally {
    await database.close();
  }
}

/** Opening the embedded database while a server holds it would damage it: something answering on the port is taken for one. */
async function refuseIfSomethingListens(config: AppConfig): Promise<void> {
  const answered = await fetch(`http://127.0.0.1:${config.port}/api/v1/health`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (answered) {
    throw new Error(
      `A server answers on port ${config.port} but left no note in ${config.dataDir}/secrets: it is not the server of this data folder, or it is an older release. Stop it, or run this command with the same DATA_DIR as the server.`,
    );
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
