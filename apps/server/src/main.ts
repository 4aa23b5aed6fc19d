import { existsSync } from "node:fs";
import { ConfigError, loadConfig } from "./config/env.ts";
import { MigrationError } from "./db/migrate.ts";
import { DatabaseFolderInUseError } from "./db/pglite-folder-lock.ts";
import { createRuntime } from "./runtime.ts";

async function main() {
  // Variables already in the environment win over the file.
  if (existsSync(".env")) process.loadEnvFile(".env");
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }

  const runtime = await createRuntime(config);
  const { app } = runtime;
  const address = await app.listen({ port: config.port, host: config.host });
  const local = address.replace(/\/\/(0\.0\.0\.0|\[::\])/, "//localhost");
  app.log.info(
    { runMode: config.runMode, database: runtime.database.driver, dataDir: config.dataDir },
    `ready: CRM ${local}/  admin ${local}/admin/  API docs ${local}/api/docs`,
  );
  if (config.env !== "production" && !["localhost", "127.0.0.1", "::1"].includes(config.host)) {
    app.log.warn(
      `HOST=${config.host} in ${config.env} mode: other machines can reach this server while the seeded demo accounts still have their published passwords. Change them, or run with NODE_ENV=production (docs/security.md).`,
    );
  }

  let signals = 0;
  const shutdown = async (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(130);
    }
    app.log.info(`${signal}: finishing in-flight work, then exiting`);
    const force = setTimeout(() => {
      app.log.error("shutdown took too long: exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs + 5000);
    force.unref();
    try {
      await runtime.stop();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  // A migration that failed, a database from a newer release, or one another process has open: the reason is the whole message.
  console.error("Failed to start:", error instanceof MigrationError || error instanceof DatabaseFolderInUseError ? error.message : error);
  process.exit(1);
});
