import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { AppConfig } from "../config/env.ts";
import * as schema from "./schema/index.ts";

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One database handle for both modes: embedded PGlite or a PostgreSQL server. */
export type Database = {
  driver: "pglite" | "postgres";
  db: AppDb;
  /** The raw handle the job queue needs (PGlite instance or pg connection string). */
  native: { driver: "pglite"; client: PGlite } | { driver: "postgres"; pool: pg.Pool; url: string };
  ping(): Promise<number>;
  close(): Promise<void>;
};

export async function openDatabase(config: AppConfig["database"]): Promise<Database> {
  return config.kind === "postgres" ? openPostgres(config.url, config.poolMax) : openPglite(config.dataDir);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  return {
    driver: "pglite",
    db,
    native: { driver: "pglite", client },
    ping: () => timed(() => client.query("select 1")),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5000 });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it and the next query reports real failures.
  });
  const db = drizzlePg(pool, { schema }) as unknown as AppDb;
  await pool.query("select 1");
  let closed = false;
  return {
    driver: "postgres",
    db,
    native: { driver: "postgres", pool, url },
    ping: () => timed(() => pool.query("select 1")),
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
