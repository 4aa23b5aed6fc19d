// What the benchmark scripts share: a free port, a fresh PostgreSQL database, building and starting
// the bench server as `npm start` runs, waiting for it to be healthy, stopping it, JSON calls to it,
// and loading a route with autocannon (percentiles, ratio to a baseline, goals); a process's CPU
// time and waiting until it has gone quiet.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The node flags `npm start` runs the server with (the root package.json's start script). */
export const START_NODE_ARGS =
  JSON.parse(readFileSync(path.join(serverRoot, "..", "..", "package.json"), "utf8"))
    .scripts.start.match(/node ((?:--\S+ )*)apps\/server\/dist\/main\.js/)?.[1]
    ?.trim() ?? "";

/** User and system CPU seconds of a process so far, from /proc/<pid>/stat (clock ticks of 1/100 s). */
export function processCpu(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const user = Number(fields[11]) / 100;
  const system = Number(fields[12]) / 100;
  return { user, system, total: user + system };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the process has used under 5 % of a core for 10 s in a row (a server's start-up jobs
 * come in bursts), at most 2 minutes; returns the seconds waited.
 */
export async function waitUntilQuiet(pid) {
  const started = performance.now();
  for (let quiet = 0; quiet < 2 && performance.now() - started < 120_000; ) {
    const before = processCpu(pid).total;
    await sleep(5000);
    quiet = processCpu(pid).total - before < 0.25 ? quiet + 1 : 0;
  }
  return (performance.now() - started) / 1000;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh database on the PostgreSQL server of `adminUrl`, dropped at the end. */
export async function createDatabase(adminUrl) {
  const { default: pg } = await import("pg");
  const name = `cdp_bench_${randomBytes(6).toString("hex")}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Waits until `${base}/api/v1/health` answers 200 (a first start creates the database: up to 2 minutes). */
export async function waitForHealth(base) {
  for (let i = 0; i < 1200; i += 1) {
    try {
      const response = await fetch(`${base}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not become healthy");
}

export async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** A JSON call (`adminToken`: the back-office's headers); an HTTP error or an envelope code other than 0 / 1 throws. */
export async function json(url, { method = "GET", body, token, adminToken } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(adminToken ? { authorization: adminToken, alltoken: adminToken } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const payload = await response.json();
  if (!response.ok || (payload.code !== undefined && payload.code !== 0 && payload.code !== 1)) throw new Error(`${method} ${url}: ${JSON.stringify(payload)}`);
  return payload;
}

/** Bundles the server (dist/main.js and dist/bench-server.js); exits the process when it fails. */
export function buildServer() {
  console.log("bench: building the server …");
  const build = spawnSync("node", ["scripts/build.mjs"], { cwd: serverRoot, stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

/**
 * Starts dist/bench-server.js (the runtime as main.js starts it, plus bare baselines on `barePort`)
 * with `npm start`'s node flags, LOG_LEVEL=info into `logFile`, the rate limit raised so the load is
 * not refused (its cost is still measured).
 */
export function startBenchServer({ work, port, barePort, databaseUrl, logFile, runMode, env = {} }) {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? START_NODE_ARGS).split(" ").filter(Boolean);
  const log = openSync(logFile, "a");
  return spawn(process.execPath, [...nodeArgs, path.join(serverRoot, "dist", "bench-server.js")], {
    cwd: work,
    env: {
      ...process.env,
      PORT: String(port),
      BENCH_BARE_PORT: String(barePort),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(work, "data"),
      RUN_MODE: runMode,
      LOG_LEVEL: "info",
      NODE_ENV: "development",
      RATE_LIMIT_PER_MINUTE: "100000000",
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ["ignore", log, log],
  });
}

/** Warm-up (2 s), then the measured run; percentiles from every response's own latency. */
export async function measure({ url, headers = {} }, { seconds, connections }) {
  await loadFor({ url, headers, duration: 2, connections });
  const latencies = [];
  const result = await loadFor({ url, headers, duration: seconds, connections }, (ms) => latencies.push(ms));
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const failures = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.total / seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99), failures };
}

/** `measure` by a load generator in its own process (scripts/load-generator.mjs). */
export function measureInOwnProcess({ url, headers = {} }, options) {
  const generator = path.join(serverRoot, "scripts", "load-generator.mjs");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [generator, JSON.stringify({ url, headers }), JSON.stringify(options)], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`the load generator exited with ${code}`))));
  });
}

/** `connections` clients on `url` for `duration` seconds; `onLatency` sees each response's time. */
export function loadFor({ url, headers = {}, duration, connections }, onLatency) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration }, (error, result) => (error ? reject(error) : resolve(result)));
    if (onLatency) instance.on("response", (_client, _status, _bytes, responseTime) => onLatency(responseTime));
  });
}

/**
 * One result line: req/s, p50, p95, p99, and against the route's baseline (`against`: its index in
 * `all`) the ratio with its goal (`goal`: least ratio; `floor`: least req/s and most p99;
 * `p95Within`: most p95 in ms).
 */
export function formatResult(result, all) {
  const { route, rps, p50, p95, p99, failures } = result;
  const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)}ms`.padStart(6);
  const verdicts = [];
  if (route.against !== undefined) {
    const baseline = all[route.against];
    const ratio = rps / baseline.rps;
    verdicts.push(`${ratio.toFixed(2)} of "${baseline.route.name}"`);
    if (route.goal) verdicts.push(`(goal ≥ ${route.goal}: ${ratio >= route.goal ? "met" : "NOT MET"})`);
  }
  if (route.floor) {
    const met = rps >= route.floor.rps && p99 <= route.floor.p99;
    verdicts.push(`(goal ≥ ${route.floor.rps} req/s, p99 ≤ ${route.floor.p99} ms: ${met ? "met" : "NOT MET"})`);
  }
  if (route.p95Within) verdicts.push(`(goal p95 ≤ ${route.p95Within} ms: ${p95 <= route.p95Within ? "met" : "NOT MET"})`);
  if (failures) verdicts.push(`[${failures} failed requests]`);
  return `${route.name.padEnd(62)} ${rps.toFixed(0).padStart(8)} ${ms(p50)} ${ms(p95)} ${ms(p99)}  ${verdicts.join(" ")}`;
}

/** The header of a table of `formatResult` lines. */
export const RESULT_HEADER = `${"route".padEnd(62)} ${"req/s".padStart(8)} ${"p50".padStart(6)} ${"p95".padStart(6)} ${"p99".padStart(6)}  ratio / goal`;
