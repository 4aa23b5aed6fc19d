import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { appliedMigration, MigrationError, migrationJournal, runMigrations } from "../../src/db/migrate.ts";
import { startServer } from "../server-process.ts";
import { createEmptyTestDatabase, migrationsUpTo, testDrivers } from "../test-database.ts";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const exists = async (database: Database, relation: string) => rowsOf<{ found: boolean }>(await database.db.execute(sql`select to_regclass(${relation}) is not null as found`))[0]?.found;
const columns = async (database: Database, table: string) =>
  rowsOf<{ column_name: string }>(await database.db.execute(sql`select column_name from information_schema.columns where table_name = ${table} order by ordinal_position`)).map((row) => row.column_name);

/** The shipped migrations up to `tag`, then one more of our own making (`sqlText`). */
function migrationsWithExtra(tag: string, extraTag: string, sqlText: string) {
  const folder = migrationsUpTo(tag);
  const journalPath = path.join(folder.folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number; when: number; tag: string }[] };
  const last = journal.entries.at(-1)!;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: extraTag });
  writeFileSync(journalPath, JSON.stringify(journal));
  writeFileSync(path.join(folder.folder, `${extraTag}.sql`), sqlText);
  return folder;
}

describe.each(testDrivers)("migrations on %s", (driver) => {
  it("keeps nothing of a start whose migration fails, names it with the reason, and applies cleanly afterwards with each step timed", async () => {
    const testDatabase = await createEmptyTestDatabase(driver);
    const database = await openDatabase(testDatabase.config);
    const early = migrationsUpTo("0014_operator_invitations");
    const broken = migrationsWithExtra("0016_publish_verification", "0016_zz_broken", 'ALTER TABLE "users" ADD COLUMN "broken_flag" integer;--> statement-breakpoint\nSELECT 1 / 0;');
    try {
      await runMigrations(database, early.folder);
      await database.db.execute(sql`insert into users (email, password_hash) values ('kept@example.com', 'x')`);

      const failed = runMigrations(database, broken.folder);
      await expect(failed).rejects.toThrow(MigrationError);
      await expect(failed).rejects.toThrow("Database migration 0016_zz_broken failed: division by zero. No migration of this start was kept: the database is as it was before (at 0014_operator_invitations).");
      // 0015 and 0016 ran before the broken one in the same transaction: nothing of them is left either.
      expect(await appliedMigration(database.db)).toBe("0014_operator_invitations");
      expect(await exists(database, "public.publish_calls")).toBe(false);
      expect(await columns(database, "publish_tasks")).not.toContain("list_position");
      expect(await columns(database, "users")).not.toContain("broken_flag");
      expect(rowsOf<{ email: string }>(await database.db.execute(sql`select email from users`))).toEqual([{ email: "kept@example.com" }]);

      const said: string[] = [];
      await runMigrations(database, undefined, (message) => said.push(message));
      const shipped = migrationJournal();
      expect(await appliedMigration(database.db)).toBe(shipped.at(-1)!.tag);
      expect(said[0]).toMatch(new RegExp(`^Migrating the database: ${shipped.length - 15} migrations to apply \\(0015_publish_task_positions … ${shipped.at(-1)!.tag}\\), in one transaction\\.$`));
      expect(said.slice(1, -1)).toEqual(shipped.slice(15).map((entry) => expect.stringMatching(new RegExp(`^Migration ${entry.tag} applied in \\d+(\\.\\d)? (ms|s)\\.$`))));
      expect(said.at(-1)).toMatch(/^Database migrated to \S+ in \d+(\.\d)? (ms|s)\.$/);
    } finally {
      early.remove();
      broken.remove();
      await database.close();
      await testDatabase.drop();
    }
  }, 60_000);

  it("refuses a database migrated by a newer release", async () => {
    const testDatabase = await createEmptyTestDatabase(driver);
    const database = await openDatabase(testDatabase.config);
    try {
      await runMigrations(database);
      const newest = migrationJournal().at(-1)!;
      await database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${newest.when + 60_000})`);
      await expect(runMigrations(database)).rejects.toThrow(`The database was migrated by a newer release (its last migration dates from ${new Date(newest.when + 60_000).toISOString()}; this release knows up to ${newest.tag}).`);
    } finally {
      await database.close();
      await testDatabase.drop();
    }
  }, 60_000);
});

describe("a server whose migration fails", () => {
  it("refuses to start with the reason, and the database is as it was", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cdp-migration-refused-"));
    const config = { kind: "pglite" as const, dataDir: path.join(dataDir, "pglite") };
    const before = migrationsUpTo("0015_publish_task_positions");
    try {
      const database = await openDatabase(config);
      await runMigrations(database, before.folder);
      // Someone made a table by hand that the next migration creates.
      await database.db.execute(sql`create table publish_calls (id integer)`);
      await database.close();

      const start = startServer({ NODE_ENV: "test", DATA_DIR: dataDir, SEED_DEMO_WORKSPACE: "false" });
      const refused = await start.then(
        () => null,
        (error: unknown) => String(error),
      );
      expect(refused).toContain("server exited with 1");
      expect(refused).toContain('Failed to start: Database migration 0016_publish_verification failed: relation "publish_calls" already exists. No migration of this start was kept: the database is as it was before (at 0015_publish_task_positions).');

      const after = await openDatabase(config);
      try {
        expect(await appliedMigration(after.db)).toBe("0015_publish_task_positions");
        expect(await columns(after, "publish_tasks")).not.toContain("items_unverified");
      } finally {
        await after.close();
      }
    } finally {
      before.remove();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

