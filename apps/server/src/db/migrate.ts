import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrationsFolder } from "../paths.ts";
import type { AppDb, Database } from "./client.ts";

/** Arbitrary fixed key: several API/worker processes starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 727_431_001;

export type MigrationLog = (message: string) => void;

/** A migration that failed (nothing of this start's migrations was kept) or a database this release cannot run on. */
export class MigrationError extends Error {
  override name = "MigrationError";
}

/** The migrations of a folder in order, by tag and the time drizzle records for them. */
export function migrationJournal(folder = migrationsFolder): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The tag of the newest migration applied to a database (null: none, or unknown to this release). */
export async function appliedMigration(db: AppDb, folder = migrationsFolder): Promise<string | null> {
  const exists = rowsOf<{ found: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`));
  if (!exists[0]?.found) return null;
  const [last] = rowsOf<{ created_at: string | number }>(await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`));
  if (!last) return null;
  return migrationJournal(folder).find((entry) => entry.when === Number(last.created_at))?.tag ?? null;
}

/**
 * Applies the migrations in `folder` (the shipped ones unless a test stops at an earlier one), the
 * way drizzle's migrator does (same table, same records), with two additions an operator needs:
 * each migration says how long it took, and a failure names the migration and its reason. All the
 * pending migrations run in one transaction: when one fails, the database stays as it was.
 * A database already migrated by a newer release is refused rather than run on.
 */
export async function runMigrations(database: Database, folder = migrationsFolder, log: MigrationLog = () => undefined): Promise<void> {
  if (database.native.driver === "pglite") return migrate(database.db, folder, log);
  const lockClient = await database.native.pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(database.db, folder, log);
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}

async function migrate(db: AppDb, folder: string, log: MigrationLog): Promise<void> {
  const tags = migrationJournal(folder).map((entry) => entry.tag);
  const migrations = readMigrationFiles({ migrationsFolder: folder }).map((migration, index) => ({ ...migration, tag: tags[index] ?? `#${index}` }));
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  const [last] = rowsOf<{ created_at: string | number }>(await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`));
  const lastAt = last ? Number(last.created_at) : null;
  const newest = migrations.at(-1);
  if (lastAt !== null && newest && lastAt > newest.folderMillis) {
    throw new MigrationError(
      `The database was migrated by a newer release (its last migration dates from ${new Date(lastAt).toISOString()}; this release knows up to ${newest.tag}). ` +
        "Run that release or a newer one, or restore a backup made by this release.",
    );
  }
  const pending = migrations.filter((migration) => lastAt === null || lastAt < migration.folderMillis);
  if (pending.length === 0) return;
  // A new database is created quietly; an upgrade says what it applies and how long each step took.
  const upgrade = lastAt !== null;
  if (upgrade) log(`Migrating the database: ${pending.length} migration${pending.length === 1 ? "" : "s"} to apply (${pending[0]!.tag} … ${pending.at(-1)!.tag}), in one transaction.`);
  const started = performance.now();
  let current = pending[0]!;
  try {
    await db.transaction(async (tx) => {
      for (const migration of pending) {
        current = migration;
        const migrationStarted = performance.now();
        for (const statement of migration.sql) await tx.execute(sql.raw(statement));
        await tx.execute(sql`insert into drizzle.__drizzle_migrations ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`);
        if (upgrade) log(`Migration ${migration.tag} applied in ${formatDuration(performance.now() - migrationStarted)}.`);
      }
    });
  } catch (error) {
    throw new MigrationError(
      `Database migration ${current.tag} failed: ${reasonOf(error)}. No migration of this start was kept: the database is as it was before (${lastAt === null ? "empty" : `at ${tags[migrations.findIndex((m) => m.folderMillis === lastAt)] ?? "an earlier migration"}`}).`,
      { cause: error },
    );
  }
  log(`${upgrade ? "Database migrated" : "Database created"} to ${pending.at(-1)!.tag} in ${formatDuration(performance.now() - started)}.`);
}

/** The database's own words (drizzle wraps them in "Failed query: …" with the whole statement). */
function reasonOf(error: unknown): string {
  let reason: unknown = error;
  while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
  return reason instanceof Error ? reason.message : String(reason);
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
