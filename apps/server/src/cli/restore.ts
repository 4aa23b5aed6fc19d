// Puts a backup into an empty data folder (DATA_DIR):
//   npm run restore -- FILE
// The file is checked from end to end before anything is written; a damaged or cut file writes nothing.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config/env.ts";
import { BackupFileError } from "../domains/operations/backup-archive.ts";
import { readOpsServerFile } from "../domains/operations/ops-server-file.ts";
import { restoreBackup, RestoreRefused } from "../domains/operations/restore.ts";

const usage = "usage: npm run restore -- FILE";

async function main(): Promise<number> {
  // npm runs workspace scripts inside the package; relative paths (.env, DATA_DIR, FILE) mean the folder npm was started from.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  if (existsSync(".env")) process.loadEnvFile(".env");
  const { positionals } = parseArgs({ allowPositionals: true, options: {}, strict: true });
  if (positionals.length !== 1) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const file = path.resolve(positionals[0]!);
  if (readOpsServerFile(config.dataDir)) {
    console.error(`A server is using ${config.dataDir}: a backup is restored into an empty data folder, with the server stopped.`);
    return 1;
  }
  console.info(`Checking ${file}…`);
  const result = await restoreBackup(file, config);
  const { manifest } = result;
  const rows = result.rows ? Object.entries(result.rows).map(([table, count]) => `${table} ${count}`).join(", ") : null;
  console.info(
    `Restored into ${config.dataDir}: ${result.files} files (${(result.bytes / 1024 / 1024).toFixed(1)} MB) from the backup made ${manifest.createdAt} by release ${manifest.appVersion}.\n` +
      (rows ? `  database rows: ${rows}\n` : `  The database is not in this file: restore it with pg_restore into the server DATABASE_URL names.\n`) +
      (result.openItems > 0
        ? `  ${result.openItems} publish item(s) were in progress when the backup was made; the server goes on with them when it starts. ` +
          "Anything published after the backup was made is not in it: check 发布记录 (publish records) and the platforms before resending.\n"
        : "") +
      "Start the server as usual (npm start); it migrates the database first when the backup comes from an older release.",
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else if (error instanceof BackupFileError) console.error(`Restore refused, nothing was written: ${error.message}.`);
    else if (error instanceof RestoreRefused) console.error(`Restore refused, nothing was written: ${error.message}`);
    else console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
