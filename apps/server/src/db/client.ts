import { mkdirSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { AppConfig } from "../config/env.ts";
import { preparingClientClass } from "./pg-prepared.ts";
import { holdDatabaseFolder } from "./pglite-folder-lock.ts";
import { withPreparedStatements } from "./pglite-prepared.ts";
import { createFromPgliteTemplate, pgliteTemplateBlob } from "./pglite-template.ts";
import * as schema from "./schema/index.ts";

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One database handle for both modes: embedded PGlite or a PostgreSQL server. */
export type Database = {
  driver: "pglite" | "postgres";
  db: AppDb;
  /** The raw handles: the PGlite instance and the one drizzle and the job queue use (its statements prepared), or the pg pool. */
  native: { driver: "pglite"; client: PGlite; prepared: PGlite } | { driver: "postgres"; pool: pg.Pool; url: string };
  ping(): Promise<number>;
  close(): Promise<void>;
  /** Calls `listener` with each statement the app's drizzle handle sends (query-count tests, the API bench); returns the unsubscribe. */
  observeQueries(listener: QueryListener): () => void;
};

export type QueryListener = (sql: string, params: unknown[]) => void;

/** Drizzle's query logger, fanned out to whoever observes; with no observer it costs one empty loop per query. */
function createQueryObservers() {
  const listeners = new Set<QueryListener>();
  return {
    logger: {
      logQuery(sql: string, params: unknown[]) {
        for (const listener of listeners) listener(sql, params);
      },
    },
    observeQueries(listener: QueryListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export async function openDatabase(config: AppConfig["database"]): Promise<Database> {
  return config.kind === "postgres" ? openPostgres(config.url, config.poolMax) : openPglite(config.dataDir);
}

/** PGlite's own start parameters (its `defaultStartParams`, which `startParams` replaces). */
const PGLITE_DEFAULT_START_PARAMS = [
  "--single",
  "-F",
  "-O",
  "-j",
  ...["search_path=public", "exit_on_error=false", "log_checkpoints=false", "max_worker_processes=0", "max_parallel_workers=0"],
  ...["max_parallel_workers_per_gather=0", "io_method=sync", "max_parallel_maintenance_workers=0"],
].flatMap((param) => (param.startsWith("-") ? [param] : ["-c", param]));

/**
 * PostgreSQL's defaults are sized for a server of its own; in-process PGlite initialises every
 * shared buffer at start, so 128 MB of them were 128 MB of resident memory. This app's data is
 * small and the OS page cache still caches the files, so small buffers cost little speed.
 */
const PGLITE_MEMORY_PARAMS = ["shared_buffers=8MB", "wal_buffers=1MB", "temp_buffers=2MB", "maintenance_work_mem=16MB", "max_connections=10"];

/**
 * Prepared statements run their one generic plan instead of being planned again for each run's
 * values. PostgreSQL's default keeps planning a statement whose generic plan looks costlier (any
 * with a LIMIT parameter, so every list): planning was over half of the accounts list's time in
 * the wasm build. The embedded database holds one installation's data, which every statement
 * reaches through the user and time indexes whatever the values (ADR 0012).
 */
const PGLITE_PLANNER_PARAMS = ["plan_cache_mode=force_generic_plan"];

async function openPglite(dataDir: string | null): Promise<Database> {
  if (!dataDir) return openPgliteIn(null, () => undefined);
  mkdirSync(dataDir, { recursive: true });
  const release = holdDatabaseFolder(dataDir);
  try {
    await createFromPgliteTemplate(dataDir);
    return await openPgliteIn(dataDir, release);
  } catch (error) {
    release();
    throw error;
  }
}

async function openPgliteIn(dataDir: string | null, release: () => void): Promise<Database> {
  // V8's optimising wasm tier (TurboFan) recompiles PostgreSQL's hot functions in the background and
  // keeps ~60 MB of compiler memory; the baseline tier alone runs this app's small queries as fast.
  // The flag is read when a module is compiled, and PGlite is the only wasm this server loads.
  setFlagsFromString("--liftoff-only");
  const loadDataDir = dataDir ? undefined : pgliteTemplateBlob();
  const options = { ...(loadDataDir ? { loadDataDir } : {}), startParams: [...PGLITE_DEFAULT_START_PARAMS, ...[...PGLITE_MEMORY_PARAMS, ...PGLITE_PLANNER_PARAMS].flatMap((param) => ["-c", param])] };
  const client = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  const observers = createQueryObservers();
  const prepared = withPreparedStatements(client);
  const db = drizzlePglite(prepared, { schema, logger: observers.logger }) as unknown as AppDb;
  return {
    driver: "pglite",
    db,
    native: { driver: "pglite", client, prepared },
    ping: () => timed(() => prepared.query("select 1")),
    observeQueries: observers.observeQueries,
    close: async () => {
      if (!client.closed) await client.close();
      release();
    },
  };
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5000, Client: preparingClientClass() });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it and the next query reports real failures.
  });
  const observers = createQueryObservers();
  const db = drizzlePg(pool, { schema, logger: observers.logger }) as unknown as AppDb;
  await pool.query("select 1");
  let closed = false;
  return {
    driver: "postgres",
    db,
    native: { driver: "postgres", pool, url },
    ping: () => timed(() => pool.query("select 1")),
    observeQueries: observers.observeQueries,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return Math.round((performance.now() - started) * 100) / 100;
}

export { sql };
