// Creates an administrator, or resets an existing administrator's password:
//   npm run admin:create -- --email ops@example.com --password 'S3cure-pass'
// It uses the same configuration as the server (.env, DATABASE_URL, DATA_DIR). With the embedded
// database, stop the server first: PGlite serves one process at a time.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { emailSchema, isStrongPassword } from "@cdp/contracts";
import { systemClock } from "../clock.ts";
import { ConfigError, loadConfig } from "../config/env.ts";
import { openDatabase } from "../db/client.ts";
import { runMigrations } from "../db/migrate.ts";
import { DatabaseFolderInUseError } from "../db/pglite-folder-lock.ts";
import { createChannelsData } from "../domains/channels/channels.data.ts";
import { upsertAdmin } from "../domains/identity/admin-accounts.ts";
import { createAdminsData } from "../domains/identity/admins.data.ts";
import { createSessionsData } from "../domains/identity/sessions.data.ts";
import { createSessionService } from "../domains/identity/sessions.service.ts";

const usage = "usage: npm run admin:create -- --email <address> --password <password>";

async function main(): Promise<number> {
  // npm runs workspace scripts inside the package; relative paths (.env, DATA_DIR) mean the folder npm was started from.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  if (existsSync(".env")) process.loadEnvFile(".env");
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } }, strict: true });
  if (!values.email || !emailSchema.safeParse(values.email).success) {
    console.error(`A valid --email is required.\n${usage}`);
    return 2;
  }
  if (!values.password || !isStrongPassword(values.password)) {
    console.error(`--password needs at least 8 characters with letters and digits.\n${usage}`);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    const admins = createAdminsData(database.db);
    const channels = createChannelsData(database.db);
    const sessions = createSessionService({ data: createSessionsData(database.db), clock: systemClock, ttlMs: 0 });
    const outcome = await upsertAdmin({ admins, channels, sessions, clock: systemClock }, values.email, values.password);
    console.info(
      outcome === "created"
        ? `Administrator ${values.email.toLowerCase()} created. Sign in at /admin/login.`
        : `Password of administrator ${values.email.toLowerCase()} changed; their sessions were signed out.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DatabaseFolderInUseError ? error.message : error);
    process.exit(1);
  },
);
