import { randomBytes } from "node:crypto";
import { accessSync, constants, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { AppConfig } from "../src/config/env.ts";
import { openDatabase, type Database } from "../src/db/client.ts";
import { runMigrations } from "../src/db/migrate.ts";
import { migrationsFolder } from "../src/paths.ts";
import { processIsAlive } from "../src/process-alive.ts";

export type TestDriver = "pglite" | "postgres";

/** Every suite that touches the database runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export const testDrivers: TestDriver[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export type TestDatabase = { config: AppConfig["database"]; drop(): Promise<void> };

/**
 * A fresh database of its own, already migrated when the run's setup made a template
 * (`database-templates.setup.ts`): a copy of the template's PGlite folder, or a new database on the
 * test PostgreSQL server cloned from its template. Without one (a test file run outside Vitest's
 * setup), an empty in-memory PGlite or an empty PostgreSQL database.
 */
export async function createTestDatabase(driver: TestDriver): Promise<TestDatabase> {
  return driver === "pglite" ? createPgliteDatabase(providedTemplate("pgliteTemplateDir")) : createPostgresDatabase(providedTemplate("postgresTemplateName"));
}

/** A fresh database with nothing in it, not even the migrations (for tests of the migrations and upgrades). */
export async function createEmptyTestDatabase(driver: TestDriver): Promise<TestDatabase> {
  return driver === "pglite" ? createPgliteDatabase(null) : createPostgresDatabase(null);
}

function providedTemplate<K extends "pgliteTemplateDir" | "postgresTemplateName">(key: K) {
  try {
    return inject(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Where test databases' and test servers' data folders go: a file system in memory where there is one
 * (Linux's /dev/shm). A copy of the template is some 1,200 files; on the disk's file system each copy
 * took 0.6-1.0 s of CPU, most of it the kernel's (some 150 copies a run), in memory 0.1-0.2 s, and
 * PGlite's own writes while a test runs cost less there too.
 */
const scratchRoot: string = (() => {
  try {
    accessSync("/dev/shm", constants.W_OK);
    if (statSync("/dev/shm").isDirectory()) return "/dev/shm";
  } catch {
    // No such file system here (macOS, Windows): the temp folder.
  }
  return tmpdir();
})();

const SCRATCH_PREFIX = "cdp-scratch-";

/** A new empty folder for this test process's data (named with its process id, for `removeOrphanedScratchFolders`). */
export function scratchFolder(label: string): string {
  return mkdtempSync(path.join(scratchRoot, `${SCRATCH_PREFIX}${process.pid}-${label}-`));
}

/** Folders of test processes that were stopped before they removed them (in memory, they hold memory until removed). */
export function removeOrphanedScratchFolders(): void {
  for (const name of readdirSync(scratchRoot)) {
    if (!name.startsWith(SCRATCH_PREFIX)) continue;
    const pid = Number(name.slice(SCRATCH_PREFIX.length).split("-")[0]);
    if (Number.isInteger(pid) && pid > 0 && !processIsAlive(pid)) rmSync(path.join(scratchRoot, name), { recursive: true, force: true });
  }
}

function createPgliteDatabase(template: string | null): TestDatabase {
  if (!template) return { config: { kind: "pglite", dataDir: null }, drop: async () => undefined };
  const dataDir = scratchFolder("pglite");
  cpSync(template, dataDir, { recursive: true });
  return { config: { kind: "pglite", dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function createPostgresDatabase(template: string | null): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `cdp_test_${randomBytes(6).toString("hex")}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ""}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: "postgres", url: url.toString(), poolMax: 5 },
    drop: () => withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database opened for direct data-layer tests; `close` also drops it. */
export async function openMigratedTestDatabase(driver: TestDriver): Promise<{ database: Database; close(): Promise<void> }> {
  const testDatabase = await createTestDatabase(driver);
  const database = await openDatabase(testDatabase.config);
  await runMigrations(database);
  return {
    database,
    async close() {
      await database.close();
      await testDatabase.drop();
    },
  };
}

/** The shipped migrations up to and including `tag`, in a folder of their own (to test a migration against data). */
export function migrationsUpTo(tag: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), "cdp-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag) + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
