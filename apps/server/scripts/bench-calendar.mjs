// Publishing calendar benchmark (npm run bench:calendar; a measurement, not a test).
//
// Builds the server and starts it as `npm start` does (RUN_MODE=api: the seeded targets must not be
// run by a worker) on a fresh embedded database, and again on a fresh database of a PostgreSQL server
// when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set; BENCH_ONLY=pglite|postgres runs one. It fills
// the demo operator's workspace set-based (through the bench server's /bare/seed, so PGlite is filled in
// its own process) with BENCH_ACCOUNTS (500) accounts and BENCH_TARGETS (50,000) targets spread over
// this month (UTC), those already due published (1 in 17 failed, 1 in 101 to verify), the rest waiting.
// Then, with autocannon in this process and the server in its own, BENCH_CONNECTIONS (20) clients for
// BENCH_SECONDS (8) after a 2 s warm-up load:
//   - the bare Fastify JSON route (the framework alone);
//   - the month summary's own statement(s) served bare on the same database handle (captured from one
//     real request, replayed without the app);
//   - GET /api/v1/publish/calendar/summary for the month grid (6 weeks, Asia/Shanghai), every client the
//     same month (identical reads that overlap share one statement);
//   - GET /api/v1/publish/calendar/events, a busy day's first page;
//   - the month summary with every request a different range (a millisecond apart: nothing is shared),
//     which shows what one uncached read costs under 20 clients (no goal).
// The goal: the month summary's p95 ≤ 100 ms.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildServer, createDatabase, formatResult, freePort, json, measure, RESULT_HEADER, startBenchServer, stopServer, waitForHealth } from "./bench-kit.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 500);
const TARGETS = Number(process.env.BENCH_TARGETS ?? 50_000);
const TARGETS_PER_TASK = 10;
const GOAL_P95_MS = 100;
const ZONE = "Asia/Shanghai";
const only = process.env.BENCH_ONLY;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const databases = [
  ...(only && only !== "pglite" ? [] : [{ label: "PGlite", url: null }]),
  ...(postgresUrl && only !== "pglite" ? [{ label: "PostgreSQL", url: postgresUrl }] : []),
];

buildServer();
const summaries = [];
for (const database of databases) summaries.push(await benchDatabase(database));
console.log("");
for (const line of summaries.flat()) console.log(line);

async function benchDatabase({ label, url }) {
  const work = mkdtempSync(path.join(process.env.BENCH_DIR ?? tmpdir(), "cdp-bench-calendar-"));
  const created = url ? await createDatabase(url) : null;
  let server;
  try {
    const port = await freePort();
    const barePort = await freePort();
    const logFile = path.join(work, "server.log");
    console.log(`\nbench: ${label}: starting the server (log: ${logFile}) …`);
    server = startBenchServer({ work, port, barePort, databaseUrl: created?.url ?? "", logFile, runMode: process.env.BENCH_RUN_MODE ?? "api" });
    const base = `http://127.0.0.1:${port}`;
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitForHealth(base);

    const started = performance.now();
    await json(`${bareBase}/bare/seed`, { method: "POST", body: { sql: seedSql() } });
    console.log(`bench: ${label}: seeded ${ACCOUNTS} accounts and ${TARGETS} targets in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const token = (await json(`${base}/api/v1/user/login`, { method: "POST", body: { account: "demo@example.com", password: "Demo1234" } })).data.tokenValue;
    const auth = { authorization: `Bearer ${token}` };
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 3 * 86_400_000);
    const to = new Date(from.getTime() + 42 * 86_400_000);
    const monthUrl = `/api/v1/publish/calendar/summary?from=${from.toISOString()}&to=${to.toISOString()}&timeZone=${encodeURIComponent(ZONE)}&view=month`;
    const month = await json(`${base}${monthUrl}`, { token });
    const counted = month.data.buckets.reduce((sum, bucket) => sum + bucket.total, 0);
    console.log(`bench: ${label}: the month grid: ${month.data.buckets.length} days, ${counted} targets`);
    if (counted < TARGETS * 0.95) throw new Error(`the month holds only ${counted} targets`);
    const busyDay = new Date(month.data.buckets[Math.floor(month.data.buckets.length / 2)].start);
    const dayUrl = `/api/v1/publish/calendar/events?from=${busyDay.toISOString()}&to=${new Date(busyDay.getTime() + 86_400_000).toISOString()}&timeZone=${encodeURIComponent(ZONE)}&page=1&pageSize=20`;

    // Twice: the second capture is the steady state (session resolved, statements prepared). Each with a
    // range of its own (a millisecond shorter), so the summary is read, not served from the shared reads.
    const uncached = (ms) => monthUrl.replace(/to=[^&]+/, `to=${new Date(to.getTime() - ms).toISOString()}`);
    await json(`${bareBase}/bare/capture`, { method: "POST", body: { url: uncached(1), token, as: "month" } });
    const { statements } = await json(`${bareBase}/bare/capture`, { method: "POST", body: { url: uncached(2), token, as: "month" } });
    console.log(`bench: ${label}: the month summary sends ${statements.length} statement(s):`);
    for (const statement of statements) console.log(`  ${statement.replace(/\s+/g, " ")}`);
    if (statements.length === 0) throw new Error("the captured summary sent no statement");

    const routes = [
      { name: "bare: 20-row JSON", url: `${bareBase}/bare/json` },
      { name: "bare: the month summary's SQL, same handle", url: `${bareBase}/bare/same-sql?as=month` },
      { name: "GET calendar/summary, month, same month", url: `${base}${monthUrl}`, headers: auth, against: 1, p95Within: GOAL_P95_MS },
      { name: "GET calendar/events, a busy day, page 1", url: `${base}${dayUrl}`, headers: auth },
      // Last: on PGlite its backlog of statements outlasts the run.
      { name: "GET calendar/summary, month, every range apart", url: `${base}${monthUrl}`, headers: auth, against: 1, distinct: true },
    ];
    const results = [];
    for (const route of routes) {
      await settle(base);
      results.push({ route, ...(route.distinct ? await measureDistinct(route, from, to) : await measure(route, { seconds, connections })) });
      console.log(`bench: ${label}: ${formatResult(results.at(-1), results)}`);
    }
    const lines = [`${label}, ${TARGETS} targets of ${ACCOUNTS} accounts in one month (${connections} clients, ${seconds} s per route, RUN_MODE=api):`];
    lines.push(`  ${RESULT_HEADER}`);
    for (const result of results) lines.push(`  ${formatResult(result, results)}`);
    return lines;
  } finally {
    if (server) await stopServer(server);
    await created?.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Waits until the server answers its health check within 50 ms (the last route's backlog is done). */
async function settle(base) {
  for (let i = 0; i < 600; i += 1) {
    const at = performance.now();
    await fetch(`${base}/api/v1/health`);
    if (performance.now() - at < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Like `measure`, but each request asks for a range a millisecond longer than the last, so no two reads are the same. */
async function measureDistinct({ url, headers }, from, to) {
  let n = 0;
  const requests = [
    {
      setupRequest: (request) => {
        n += 1;
        const end = new Date(to.getTime() - (n % 3_600_000)).toISOString();
        return { ...request, path: request.path.replace(/to=[^&]+/, `to=${end}`) };
      },
    },
  ];
  const run = (duration, onLatency) =>
    new Promise((resolve, reject) => {
      const instance = autocannon({ url, headers, connections, duration, requests }, (error, result) => (error ? reject(error) : resolve(result)));
      if (onLatency) instance.on("response", (_client, _status, _bytes, responseTime) => onLatency(responseTime));
    });
  await run(2);
  const latencies = [];
  const result = await run(seconds, (ms) => latencies.push(ms));
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { rps: result.requests.total / seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99), failures: result.non2xx + result.errors + result.timeouts };
}

/** The demo operator's accounts, tasks and targets, set-based, with the kept counts filled as the triggers would. */
function seedSql() {
  const tasks = Math.ceil(TARGETS / TARGETS_PER_TASK);
  return `
    alter table publish_items disable trigger user;
    alter table publish_tasks disable trigger user;
    insert into platform_accounts (user_id, platform, external_id, name, avatar_url, linked_at)
      select u.id, case when a % 5 = 0 then 'youtube' else 'tiktok' end, 'cal-bench-' || a, '日历账号 ' || a, 'https://example.com/avatars/' || a || '.png', now()
      from users u, generate_series(1, ${ACCOUNTS}) a where u.email = 'demo@example.com';
    insert into publish_tasks (user_id, type, platform, name, title, description, options, send_type, interval_seconds, start_at, created_at, operated_at)
      select u.id, 'PUBLISH_TIKTOK', 'tiktok', '日历任务 ' || n, '日历压测 ' || n, '', '{}'::jsonb, 'accounts', 60, now(), now(), now()
      from users u, generate_series(1, ${tasks}) n where u.email = 'demo@example.com';
    with accounts as (
      select id, platform, (row_number() over (order by id) - 1)::int as idx from platform_accounts where external_id like 'cal-bench-%'
    ), tasks as (
      select id, user_id, title, (row_number() over (order by id) - 1)::int as idx from publish_tasks where name like '日历任务 %'
    ), month as (
      select date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' as start,
             (date_trunc('month', now() at time zone 'UTC') + interval '1 month') at time zone 'UTC' - date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' as length
    ), targets as (
      select t.id as task_id, t.user_id, t.title, k, month.start + (month.length / ${TARGETS}) * k as at
      from tasks t cross join generate_series(0, ${TARGETS_PER_TASK - 1}) i cross join month
      cross join lateral (select t.idx * ${TARGETS_PER_TASK} + i as k) key
      where k < ${TARGETS}
    )
    insert into publish_items (task_id, user_id, account_id, platform, kind, media_ids, title, description, status, phase, scheduled_at, started_at, finished_at, updated_at)
      select x.task_id, x.user_id, a.id, a.platform, 'video', array[1], x.title, '', s.status,
             case s.status when 0 then 'waiting' when 1 then 'published' when 2 then 'failed' else 'unverified' end,
             x.at, case when s.status <> 0 then x.at end, case when s.status in (1, 2) then x.at + interval '2 minutes' end, now()
      from targets x join accounts a on a.idx = x.k % ${ACCOUNTS}
      cross join lateral (select (case when x.at >= now() then 0 when x.k % 101 = 0 then 3 when x.k % 17 = 0 then 2 else 1 end)::smallint as status) s;
    update publish_tasks t set items_total = c.total, items_distributing = c.distributing, items_succeeded = c.succeeded, items_failed = c.failed, items_unverified = c.unverified
      from (select task_id, count(*) total, count(*) filter (where status = 0) distributing, count(*) filter (where status = 1) succeeded,
                   count(*) filter (where status = 2) failed, count(*) filter (where status = 3) unverified
            from publish_items group by task_id) c
      where t.id = c.task_id;
    delete from publish_task_totals;
    insert into publish_task_totals (user_id, platform, type, status, tasks) select user_id, platform, type, status, count(*) from publish_tasks group by user_id, platform, type, status;
    update publish_tasks t set list_position = p.position
      from (select id, (row_number() over (partition by user_id order by created_at, id))::int position from publish_tasks) p where t.id = p.id;
    alter table publish_items enable trigger user;
    alter table publish_tasks enable trigger user;
    analyze publish_items;
    analyze publish_tasks;
    analyze platform_accounts;
  `;
}
