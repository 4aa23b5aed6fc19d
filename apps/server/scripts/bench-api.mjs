// API throughput benchmark (npm run bench:api; a measurement, not a test).
//
// Builds the server and starts it as `npm start` does (same node flags, RUN_MODE=all so the job
// worker runs beside the API, LOG_LEVEL=info written to a log file) on a fresh embedded database,
// and again on a fresh database of BENCH_DATABASE_URL's PostgreSQL server when that is set. The
// built entry `dist/bench-server.js` is the same runtime plus two bare Fastify routes in the same
// process: (a) 20 rows of JSON and (b) the exact statements of one signed-in accounts-list request,
// replayed on the same database pool. Each route gets 50 concurrent clients (BENCH_CONNECTIONS) for
// BENCH_SECONDS (8) after a 2 s warm-up, over loopback only, from this process; the bare JSON,
// regConfig and the accounts list are then loaded once more by a load generator in its own process
// (scripts/load-generator.mjs), the goals being judged on both. BENCH_SOAK_SECONDS > 0 then loads the
// accounts list that long and samples the server's RSS every 10 s. BENCH_ONLY=pglite|postgres
// runs one database; BENCH_ROUTES (a regular expression) picks routes besides the baselines;
// BENCH_RUN_MODE=api runs no worker (to see its cost); BENCH_NODE_ARGS replaces the node flags
// (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"). The platforms are a sandbox in this process (as real
// platforms are elsewhere): the accounts list is measured a second time while the worker publishes
// a task of BENCH_PUBLISH_TARGETS (24) videos of another operator, BENCH_PUBLISH_INTERVAL (0) s apart.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSandbox } from "@cdp/platform-sandbox";
import { benchCreators, linkAccount, preparePublisher } from "./bench-publishing-load.ts";
import {
  buildServer,
  createDatabase,
  formatResult,
  freePort,
  json,
  loadFor,
  measure,
  measureInOwnProcess,
  RESULT_HEADER,
  startBenchServer,
  stopServer,
  waitForHealth,
} from "./bench-kit.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 0);
const only = process.env.BENCH_ONLY;
const publishTargets = Number(process.env.BENCH_PUBLISH_TARGETS ?? 24);
const publishInterval = Number(process.env.BENCH_PUBLISH_INTERVAL ?? 0);
const LINKED_ACCOUNTS = 4;

const databases = [
  ...(only && only !== "pglite" ? [] : [{ label: "PGlite", url: null }]),
  ...(process.env.BENCH_DATABASE_URL && only !== "pglite" ? [{ label: "PostgreSQL", url: process.env.BENCH_DATABASE_URL }] : []),
];

buildServer();

const summaries = [];
for (const database of databases) summaries.push(await benchDatabase(database));
console.log("");
for (const line of summaries.flat()) console.log(line);

/** One server on one database: every route of the mix, beside the bare baselines, then the soak. */
async function benchDatabase({ label, url }) {
  const work = mkdtempSync(path.join(process.env.BENCH_DIR ?? tmpdir(), "cdp-bench-api-"));
  const created = url ? await createDatabase(url) : null;
  const creators = benchCreators(publishTargets);
  const sandbox = await startSandbox({ tiktok: { creators, processingDelayMs: 0, moderationDelayMs: 0 } });
  let server;
  try {
    const port = await freePort();
    const barePort = await freePort();
    const logFile = path.join(work, "server.log");
    console.log(`\nbench: ${label}: starting the server (log: ${logFile}) …`);
    server = startBenchServer({ work, port, barePort, databaseUrl: created?.url ?? "", logFile, runMode: process.env.BENCH_RUN_MODE ?? "all",
      env: { PLATFORM_SANDBOX_URL: sandbox.url, PLAN_FREE_MAX_ACCOUNTS: String(publishTargets + 10), PLAN_FREE_PUBLISHES_PER_DAY: "100000" },
    });
    const base = `http://127.0.0.1:${port}`;
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitForHealth(base);

    const token = (await json(`${base}/api/v1/user/login`, { method: "POST", body: { account: "demo@example.com", password: "Demo1234" } })).data
      .tokenValue;
    // The sandbox's first three TikTok creators and its first Google account.
    for (const creator of creators.slice(0, 3)) await linkAccount(base, token, "tiktok", { open_id: creator.openId });
    await linkAccount(base, token, "youtube");
    const listUrl = "/api/v1/accounts?page=1&pageSize=20";
    const listed = await json(`${base}${listUrl}`, { token });
    if (listed.data.list.length !== LINKED_ACCOUNTS) throw new Error(`the list shows ${listed.data.list.length} accounts`);
    // Twice: the second request is the steady state (session resolved, caches warm).
    await json(`${bareBase}/bare/capture`, { method: "POST", body: { url: listUrl, token } });
    const { statements } = await json(`${bareBase}/bare/capture`, { method: "POST", body: { url: listUrl, token } });
    console.log(`bench: ${label}: the accounts list sends ${statements.length} statement(s):`);
    for (const statement of statements) console.log(`  ${statement}`);

    const auth = { authorization: `Bearer ${token}` };
    const mix = [
      { name: "bare: 20-row JSON", url: `${bareBase}/bare/json` },
      { name: "bare: same SQL as the list, same pool", url: `${bareBase}/bare/same-sql` },
      { name: "GET /admin/api/v1/user/regConfig (public, no query)", url: `${base}/admin/api/v1/user/regConfig`, against: 0, goal: 0.5 },
      { name: "GET /api/v1/channel/1 (public, one row)", url: `${base}/api/v1/channel/1`, against: 0 },
      { name: "GET /api/v1/health", url: `${base}/api/v1/health`, against: 0 },
      { name: "GET /api/v1/user/getUserInfo (signed in)", url: `${base}/api/v1/user/getUserInfo`, headers: auth, against: 0 },
      {
        name: `GET ${listUrl} (signed in, ${LINKED_ACCOUNTS} accounts)`,
        url: `${base}${listUrl}`,
        headers: auth,
        against: 1,
        ...(url ? { goal: 0.5 } : { floor: { rps: 1000, p99: 100 } }),
      },
    ];
    const publisher = publishTargets > 0 ? await preparePublisher(base, creators.slice(3)) : null;
    const results = [];
    const wanted = process.env.BENCH_ROUTES ? new RegExp(process.env.BENCH_ROUTES) : null;
    for (const route of mix) {
      if (wanted && route.against !== undefined && !wanted.test(route.name)) continue;
      results.push({ route, ...(await measure(route, { seconds, connections })) });
      console.log(`bench: ${label}: ${formatResult(results.at(-1), results)}`);
    }
    // The goal routes again, each loaded by a generator in its own process: the goals are judged on these figures too.
    const inOwnProcess = (route, against) => ({ ...route, name: `  … ${route.name}, load generator in its own process`, against });
    const ownBare = results.length;
    for (const route of [inOwnProcess(mix[0]), inOwnProcess(mix[2], ownBare), inOwnProcess(mix.at(-1))]) {
      if (wanted && route.against !== undefined && !wanted.test(route.name.replace(/, load generator in its own process$/, ""))) continue;
      results.push({ route, ...(await measureInOwnProcess(route, { seconds, connections })) });
      console.log(`bench: ${label}: ${formatResult(results.at(-1), results)}`);
    }
    const listRoute = mix.at(-1);
    if (publisher && (!wanted || wanted.test(listRoute.name))) {
      const task = await publisher.publish(publishInterval);
      const route = { ...listRoute, name: `  … while the worker publishes ${publishTargets} videos` };
      results.push({ route, ...(await measure(route, { seconds, connections })) });
      const done = await task.finish();
      const when = done.doneAfterMs === null ? `still distributing ${done.distributing} at the end` : `the last done ${(done.doneAfterMs / 1000).toFixed(1)} s in`;
      const published = `${done.succeeded + done.failed} of ${publishTargets} targets published (${done.failed} failed) during the ${(done.runMs / 1000).toFixed(1)} s run (2 s warm-up included), ${when}`;
      console.log(`bench: ${label}: ${formatResult(results.at(-1), results)}`);
      console.log(`bench: ${label}: publishing load: ${published}`);
      results.at(-1).note = published;
    }
    const lines = [`${label} (${connections} clients, ${seconds} s per route, RUN_MODE=${process.env.BENCH_RUN_MODE ?? "all"}, LOG_LEVEL=info):`];
    lines.push(`  ${RESULT_HEADER}`);
    for (const result of results) lines.push(`  ${formatResult(result, results)}`, ...(result.note ? [`    publishing load: ${result.note}`] : []));

    if (soakSeconds > 0) lines.push(...(await soak(label, `${base}${listUrl}`, auth, server.pid)));
    return lines;
  } finally {
    if (server) await stopServer(server);
    await sandbox.close();
    await created?.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Loads one route for `soakSeconds`, sampling the server's RSS every 10 s. */
async function soak(label, url, headers, pid) {
  console.log(`bench: ${label}: soak of ${soakSeconds} s on the accounts list …`);
  const samples = [];
  const sample = () => samples.push(Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);
  sample();
  const timer = setInterval(sample, 10_000);
  const result = await loadFor({ url, headers, duration: soakSeconds, connections });
  clearInterval(timer);
  sample();
  const firstMinute = samples.slice(0, 7);
  const lastMinute = samples.slice(-6);
  const avg = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return [
    `  soak: ${soakSeconds} s on the accounts list, ${(result.requests.total / soakSeconds).toFixed(0)} req/s, ${result.non2xx + result.errors} failed`,
    `  RSS every 10 s (MB): ${samples.map((value) => value.toFixed(0)).join(" ")}`,
    `  RSS first minute avg ${avg(firstMinute).toFixed(0)} MB, last minute avg ${avg(lastMinute).toFixed(0)} MB, max ${Math.max(...samples).toFixed(0)} MB`,
  ];
}
