import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrationsFolder } from "../paths.ts";
import type { Database } from "./client.ts";

/** Arbitrary fixed key: several API/worker processes starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 727_431_001;

/** Applies the migrations in `folder` (the shipped ones unless a test stops at an earlier one). */
export async function runMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.native.driver === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const lockClient = await database.native.pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}
