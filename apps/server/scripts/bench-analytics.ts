// Analytics benchmark (not a timed test): the monthly trend over 1,000 accounts × 730 days.
//
// Fills a fresh database (in-memory PGlite; BENCH_DATABASE_URL for a PostgreSQL server, on a
// database it creates and drops) with one operator, 1,000 linked accounts and 730 daily rows each,
// builds the monthly rollup the collection job maintains, then times the 24-month trend query the
// route uses beside a plain indexed scan of the same daily rows (median of BENCH_RUNS, default 15).
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/db/client.ts";
import { runMigrations } from "../src/db/migrate.ts";
import { createAnalyticsData } from "../src/domains/analytics/analytics.data.ts";

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1000);
const DAYS = Number(process.env.BENCH_DAYS ?? 730);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const TODAY = "2027-01-10";

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function median(label: string, run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const middle = times[Math.floor(times.length / 2)]!;
  console.log(`${label.padEnd(52)} ${middle.toFixed(1).padStart(8)} ms (median of ${RUNS})`);
  return middle;
}

const adminUrl = process.env.BENCH_DATABASE_URL;
const name = `cdp_bench_${randomBytes(5).toString("hex")}`;
let config: Parameters<typeof openDatabase>[0] = { kind: "pglite", dataDir: null };
if (adminUrl) {
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  config = { kind: "postgres", url: url.toString(), poolMax: 2 };
}
const database = await openDatabase(config);
try {
  await runMigrations(database);
  const { db } = database;
  const filling = performance.now();
  await db.execute(sql`insert into users (email, password_hash, plan) values ('bench@example.com', 'x', 'pro')`);
  await db.execute(sql`
    insert into platform_accounts (user_id, platform, external_id, name, linked_at)
    select 1, case when n % 3 = 0 then 'youtube' else 'tiktok' end, 'bench-' || n, 'Bench ' || n, now()
    from generate_series(1, ${ACCOUNTS}) n`);
  await db.execute(sql`
    insert into analytics_account_days (account_id, day, views, likes, fans, videos, views_gained, likes_gained, fans_gained, gained_over_days, source)
    select a.id, ${TODAY}::date - d, (${DAYS} - d) * 100 + a.id, (${DAYS} - d) * 7, 1000 + (${DAYS} - d) * 3, 10, 100 + (a.id + d) % 50, 7, 3, 1, 'demo'
    from platform_accounts a, generate_series(0, ${DAYS - 1}) d`);
  const data = createAnalyticsData(db);
  await data.rebuildMonths();
  await db.execute(sql`analyze`);
  console.log(`filled ${ACCOUNTS} accounts × ${DAYS} days (${ACCOUNTS * DAYS} rows) and their monthly rollup in ${((performance.now() - filling) / 1000).toFixed(1)} s on ${config.kind}`);

  const range = { from: "2025-02-01", to: "2027-01-01", today: TODAY };
  const scope = { userId: 1 };
  const rollup = await data.months(scope, range);
  const scan = await data.monthsFromDays(scope, range);
  if (JSON.stringify(rollup.map((row) => [row.month, row.viewsGained])) !== JSON.stringify(scan.map((row) => [row.month, row.viewsGained]))) {
    throw new Error("the rollup and the daily scan disagree");
  }
  const trend = await median("monthly trend, 24 months (rollup, as the route reads)", () => data.months(scope, range));
  const baseline = await median("baseline: plain indexed scan of the daily rows", () => data.monthsFromDays(scope, range));
  console.log(`goal ≤ 50 ms: ${trend <= 50 ? "met" : "NOT met"} (${(baseline / trend).toFixed(1)}× faster than the scan)`);
} finally {
  await database.close();
  if (adminUrl) await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}
