import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.ts";
import { runMigrations } from "../src/db/migrate.ts";
import { pgliteVersion } from "../src/db/pglite-template.ts";
import { migrationsFolder } from "../src/paths.ts";
import { removeOrphanedScratchFolders } from "./test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data folder that `createTestDatabase` copies (opening a copy skips initdb and the migrations). */
    pgliteTemplateDir: string;
    /** A migrated database on the test PostgreSQL server that `createTestDatabase` clones with `create database … template`. */
    postgresTemplateName: string | null;
  }
}

/** The shipped migrations' contents and the PGlite version: a template made from other ones is never reused. */
function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  hash.update(pgliteVersion());
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith(".sql") || file.endsWith(".json")) hash.update(file).update(readFileSync(full));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Made once per set of migrations and kept in the temp folder for later runs; made in a side folder and renamed, so a run cut short never leaves half a template. */
async function pgliteTemplate(fingerprint: string): Promise<string> {
  const dir = path.join(tmpdir(), `cdp-pglite-template-${fingerprint}`);
  removeStaleTemplates(path.basename(dir));
  if (existsSync(dir)) return dir;
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const database = await openDatabase({ kind: "pglite", dataDir: partial });
  await runMigrations(database);
  await database.close();
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another run made it first: use theirs.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  return dir;
}

/** Templates of other migrations untouched for a day (about 40 MB each). */
function removeStaleTemplates(keep: string): void {
  const dayAgo = Date.now() - 86_400_000;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith("cdp-pglite-template-") || name === keep) continue;
    const full = path.join(tmpdir(), name);
    if (statSync(full).mtimeMs < dayAgo) rmSync(full, { recursive: true, force: true });
  }
}

/** A template database per set of migrations on the test server, made afresh when missing. */
async function postgresTemplate(adminUrl: string, fingerprint: string): Promise<string> {
  const name = `cdp_template_${fingerprint}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return name;
    const partial = `${name}_partial_${process.pid}`;
    await admin.query(`drop database if exists ${partial} with (force)`);
    await admin.query(`create database ${partial}`);
    const url = new URL(adminUrl);
    url.pathname = `/${partial}`;
    const database = await openDatabase({ kind: "postgres", url: url.toString(), poolMax: 5 });
    await runMigrations(database);
    await database.close();
    await admin.query(`alter database ${partial} rename to ${name}`).catch(async (error: unknown) => {
      await admin.query(`drop database if exists ${partial} with (force)`);
      const again = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (!again.rowCount) throw error;
    });
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * Every test that starts a server or opens a database used to pay for PGlite's initdb and all the
 * migrations (about 3 s on these machines, ~150 times a run); a copy of one migrated database opens
 * in a fraction of that. The migrations themselves stay tested by the migration and upgrade tests,
 * which open empty databases of their own, and by the browser and process tests' fresh servers.
 */
export default async function setup(project: TestProject) {
  removeOrphanedScratchFolders();
  const fingerprint = migrationsFingerprint();
  project.provide("pgliteTemplateDir", await pgliteTemplate(fingerprint));
  const adminUrl = process.env.TEST_DATABASE_URL;
  project.provide("postgresTemplateName", adminUrl ? await postgresTemplate(adminUrl, fingerprint) : null);
}
