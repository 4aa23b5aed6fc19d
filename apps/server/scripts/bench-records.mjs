// Publish-records benchmark (npm run bench:records; a measurement, not a test).
//
// Builds the server and starts it as `npm start` does on a fresh database of a PostgreSQL server
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; the database is created
// and dropped), then fills it with set-based SQL: 1,000 operators with 10 accounts each, 100,000
// tasks and 1,000,000 items (10 per task). The demo operator, whom the bench signs in as, owns
// BENCH_HEAVY_TASKS (20,000) of the tasks so page 500 exists; the others share the rest. It then
// loads the CRM records list (GET /api/v1/publish/tasks) for page 1, a filtered page and page 500
// with 50 clients (BENCH_CONNECTIONS) for BENCH_SECONDS (8) each after a 2 s warm-up, beside the list's
// own statements served bare on the same pool (the goal's baseline) and a bare Fastify JSON route, in
// the same process.
// RUN_MODE is `api` (BENCH_RUN_MODE to change): the seeded items must not be run by a worker.
// BENCH_KEEP=1 keeps the database (its URL is printed) for EXPLAIN ANALYZE by hand.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildServer, createDatabase, formatResult, freePort, json, measure, RESULT_HEADER, startBenchServer, stopServer, waitForHealth } from "./bench-kit.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const OPERATORS = 1000;
const ACCOUNTS_PER_OPERATOR = 10;
const TASKS = Number(process.env.BENCH_TASKS ?? 100_000);
const ITEMS_PER_TASK = 10;
const HEAVY_TASKS = Number(process.env.BENCH_HEAVY_TASKS ?? 20_000);
const GOAL_RATIO = 0.5;
const GOAL_P95_MS = 50;

const LISTS = [
  { name: "page 1", url: "/api/v1/publish/tasks?page=1&pageSize=20" },
  { name: "failed TikTok tasks, page 2", url: "/api/v1/publish/tasks?status=2&platform=tiktok&page=2&pageSize=20" },
  { name: "page 500", url: "/api/v1/publish/tasks?page=500&pageSize=20" },
];

buildServer();
const work = mkdtempSync(path.join(process.env.BENCH_DIR ?? tmpdir(), "cdp-bench-records-"));
const database = await createDatabase(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
let server;
try {
  const port = await freePort();
  const barePort = await freePort();
  const logFile = path.join(work, "server.log");
  console.log(`bench: starting the server (log: ${logFile}) …`);
  server = startBenchServer({ work, port, barePort, databaseUrl: database.url, logFile, runMode: process.env.BENCH_RUN_MODE ?? "api" });
  const base = `http://127.0.0.1:${port}`;
  const bareBase = `http://127.0.0.1:${barePort}`;
  await waitForHealth(base);

  await seed(database.url);
  const token = (await json(`${base}/api/v1/user/login`, { method: "POST", body: { account: "demo@example.com", password: "Demo1234" } })).data.tokenValue;
  const auth = { authorization: `Bearer ${token}` };

  const routes = [{ name: "bare: 20-row JSON", url: `${bareBase}/bare/json` }];
  for (const list of LISTS) {
    const page = await json(`${base}${list.url}`, { token });
    if (page.data.list.length === 0) throw new Error(`${list.name} is empty (${page.data.total} tasks)`);
    // Twice: the second capture is the steady state (session resolved, caches warm).
    await json(`${bareBase}/bare/capture`, { method: "POST", body: { url: list.url, token, as: list.name } });
    const { statements } = await json(`${bareBase}/bare/capture`, { method: "POST", body: { url: list.url, token, as: list.name } });
    console.log(`bench: ${list.name}: ${page.data.total} tasks; ${statements.length} statement(s):`);
    for (const statement of statements) console.log(`  ${statement}`);
    const bareIndex = routes.push({ name: `bare: ${list.name}'s SQL, same pool`, url: `${bareBase}/bare/same-sql?as=${encodeURIComponent(list.name)}` }) - 1;
    // The goal's baseline is the list's own SQL served bare (the request-path issue's rule: a route that
    // runs no query is no baseline for one that does); the bare JSON route is printed beside it.
    routes.push({ name: `GET records, ${list.name}`, url: `${base}${list.url}`, headers: auth, against: bareIndex, goal: GOAL_RATIO, p95Within: GOAL_P95_MS });
  }

  const results = [];
  for (const route of routes) {
    results.push({ route, ...(await measure(route, { seconds, connections })) });
    console.log(`bench: ${formatResult(results.at(-1), results)}`);
  }
  console.log(`\nPostgreSQL, ${TASKS * ITEMS_PER_TASK} items in ${TASKS} tasks of ${OPERATORS} operators (${connections} clients, ${seconds} s per route):`);
  console.log(`  ${RESULT_HEADER}`);
  for (const result of results) {
    const bareJson = result.route.against === undefined ? "" : `; ${(result.rps / results[0].rps).toFixed(2)} of the bare JSON route`;
    console.log(`  ${formatResult(result, results)}${bareJson}`);
  }
} finally {
  if (server) await stopServer(server);
  if (process.env.BENCH_KEEP) console.log(`bench: kept ${database.url}`);
  else await database.drop();
  rmSync(work, { recursive: true, force: true });
}

/** Operators, accounts, tasks and items, set-based; then VACUUM ANALYZE as a settled database would be. */
async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    const step = async (label, statement, params = []) => {
      const at = performance.now();
      const { rowCount } = await client.query(statement, params);
      console.log(`bench: seed: ${label}: ${rowCount ?? ""} (${((performance.now() - at) / 1000).toFixed(1)} s)`);
    };
    await step(
      "operators",
      `insert into users (email, password_hash, nickname) select 'bench-' || n || '@example.com', 'not-a-hash', 'Bench ' || n from generate_series(1, $1::int) n`,
      [OPERATORS - 1],
    );
    await step(
      "accounts",
      `insert into platform_accounts (user_id, platform, external_id, name, linked_at)
       select u.id, case when a <= 7 then 'tiktok' else 'youtube' end, 'bench-' || u.id || '-' || a, 'Bench account ' || u.id || '-' || a, now()
       from users u, generate_series(1, $1::int) a order by u.id, a`,
      [ACCOUNTS_PER_OPERATOR],
    );
    // Task n: the demo operator's for n <= HEAVY_TASKS, else one of the others' in turn; one every 5 minutes back from now.
    // Set-based instead of the per-row triggers that keep item counts, task totals and positions (all filled after).
    await step("triggers off", "alter table publish_items disable trigger user; alter table publish_tasks disable trigger user");
    await step(
      "tasks",
      `with demo as (select id from users where email = 'demo@example.com'),
            others as (select array_agg(id order by id) ids from users where email <> 'demo@example.com')
       insert into publish_tasks (user_id, type, platform, name, title, description, options, send_type, interval_seconds, start_at, created_at, operated_at)
       select case when n <= $2 then demo.id else others.ids[1 + n % array_length(others.ids, 1)] end,
              case when n % 3 = 0 then 'PUBLISH_YOUTUBE' when n % 7 = 0 then 'SEND_CONTENT' else 'PUBLISH_TIKTOK' end,
              case when n % 3 = 0 then 'youtube' else 'tiktok' end,
              '任务 ' || n, 'Bench post ' || n, 'A post of the records benchmark', '{}'::jsonb, 'accounts', 60,
              now() - n * interval '5 minutes', now() - n * interval '5 minutes', now() - n * interval '5 minutes'
       from generate_series(1, $1::int) n, demo, others`,
      [TASKS, HEAVY_TASKS],
    );
    // Item i of a task: the owner's account i; one in 17 failed; the newest 0.1 % of tasks (the lowest ids) still waiting.
    await step(
      "items",
      `insert into publish_items (task_id, user_id, account_id, platform, kind, media_ids, title, description, status, phase, scheduled_at,
                                  post_url, error_code, error_key, finished_at, updated_at)
       select t.id, t.user_id, a.id, t.platform, case when t.type = 'SEND_CONTENT' then 'photo' else 'video' end, array[t.id * 10 + i], t.title, t.description,
              s.status, case s.status when 0 then 'waiting' when 1 then 'published' else 'failed' end, t.start_at + i * interval '1 minute',
              case when s.status = 1 then 'https://www.tiktok.com/@bench/video/' || (t.id * 10 + i) end,
              case when s.status = 2 then 'spam_risk_text' end, case when s.status = 2 then 'platform.tiktok.spam_risk_text' end,
              case when s.status <> 0 then t.start_at + i * interval '1 minute' end, t.start_at
       from publish_tasks t
       cross join generate_series(0, $1::int - 1) i
       join platform_accounts a on a.external_id = 'bench-' || t.user_id || '-' || (i % $2::int + 1)
       cross join lateral (select case when t.id <= $3::int / 1000 then 0 when (t.id * 10 + i) % 17 = 0 then 2 else 1 end::smallint status) s`,
      [ITEMS_PER_TASK, ACCOUNTS_PER_OPERATOR, TASKS],
    );
    await step(
      "task counts",
      `update publish_tasks t set items_total = c.total, items_distributing = c.distributing, items_succeeded = c.succeeded, items_failed = c.failed
       from (select task_id, count(*) total, count(*) filter (where status = 0) distributing, count(*) filter (where status = 1) succeeded,
                    count(*) filter (where status = 2) failed
             from publish_items group by task_id) c
       where t.id = c.task_id`,
    );
    await step(
      "task totals",
      `insert into publish_task_totals (user_id, platform, type, status, tasks)
       select user_id, platform, type, status, count(*) from publish_tasks group by user_id, platform, type, status`,
    );
    await step(
      "task positions",
      `update publish_tasks t set list_position = p.position
       from (select id, (row_number() over (partition by user_id order by created_at, id))::int position from publish_tasks) p
       where t.id = p.id`,
    );
    await step("triggers on", "alter table publish_items enable trigger user; alter table publish_tasks enable trigger user");
    await step("vacuum analyze", "vacuum analyze");
  } finally {
    await client.end();
  }
  console.log(`bench: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
