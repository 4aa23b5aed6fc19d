// `npm run bench:start`: seconds from `npm start` to a healthy /api/v1/health, twice, in a fresh
// clone of this repository's HEAD: first start (nothing built, empty turbo cache: the baseline) and a
// second start with nothing changed (must be a turbo cache hit, target ≤ 5 s). Prints the server's
// peak memory (VmHWM) until healthy beside each: the first start creates the embedded database.
// After the second start, once its start-up jobs are done, the idle server's CPU over 30 s (job
// polling, timers) beside a bare node HTTP server's over the same time.
// node_modules are hard-linked from this checkout (the layout `npm ci` makes), so nothing is downloaded.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { processCpu, waitUntilQuiet } from "../apps/server/scripts/bench-kit.mjs";

const root = path.resolve(import.meta.dirname, "..");
const SECOND_START_TARGET_S = 5;
/** A 512 MB machine runs the server: its first start, which creates the embedded database, included. */
const FIRST_START_PEAK_MB = 350;
const keep = process.argv.includes("--keep");

/** Every node_modules folder npm made (root and per workspace). */
function nodeModulesDirs() {
  const dirs = ["node_modules"];
  for (const group of ["apps", "packages"]) {
    for (const name of readdirSync(path.join(root, group))) {
      if (existsSync(path.join(root, group, name, "node_modules"))) dirs.push(path.join(group, name, "node_modules"));
    }
  }
  return dirs;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function healthy(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** The server process npm started in process group `group` (node running dist/main.js), or null. */
function serverPid(group) {
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const pgid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      const argv = readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0");
      // node itself, not the shell npm runs the start script in
      if (pgid === group && path.basename(argv[0]).startsWith("node") && argv.some((arg) => arg.endsWith("apps/server/dist/main.js"))) return Number(name);
    } catch {
      // the process has gone
    }
  }
  return null;
}

/** The server's peak resident memory so far (VmHWM), in MB. */
function peakMb(pid) {
  return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) / 1024;
}

const IDLE_SECONDS = 30;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU seconds `pid` spends over IDLE_SECONDS once it has gone quiet. */
async function idleCpu(pid) {
  await waitUntilQuiet(pid);
  const before = processCpu(pid).total;
  await sleep(IDLE_SECONDS * 1000);
  return processCpu(pid).total - before;
}

/** The same idle measurement of a bare node HTTP server: the floor. */
async function bareIdleCpu() {
  const child = spawn(process.execPath, ["-e", "require('node:http').createServer((q, s) => s.end()).listen(0, '127.0.0.1')"], { stdio: "ignore" });
  try {
    await sleep(1000);
    return await idleCpu(child.pid);
  } finally {
    child.kill();
  }
}

/**
 * Runs `npm start` in `dir`; resolves with the seconds until /api/v1/health answers 200 and the
 * server's peak memory until then (MB; NaN where /proc is missing), with `measureIdle` its idle CPU
 * (seconds over IDLE_SECONDS), then stops it.
 */
async function timeStart(dir, label, { measureIdle = false } = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: dir,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(dir, "data"), LOG_LEVEL: "warn", TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let exited = false;
  child.on("exit", () => (exited = true));
  try {
    while (!(await healthy(`http://127.0.0.1:${port}/api/v1/health`))) {
      if (exited) throw new Error(`${label}: npm start exited:\n${output}`);
      if (performance.now() - started > 600_000) throw new Error(`${label}: not healthy after 10 minutes:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const pid = existsSync("/proc") ? serverPid(child.pid) : null;
    return { seconds, peak: pid ? peakMb(pid) : NaN, idle: pid && measureIdle ? await idleCpu(pid) : NaN };
  } finally {
    // npm start runs turbo then node: stop the whole process group we started.
    if (!exited) {
      process.kill(-child.pid, "SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  }
}

const clone = mkdtempSync(path.join(tmpdir(), "cdp-bench-start-"));
try {
  console.log(`fresh clone of HEAD in ${clone}`);
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", root, clone], { stdio: "inherit" });
  // Hard links (cp -al): the same files, no copying; workspace links stay relative, so they point into the clone.
  for (const dir of nodeModulesDirs()) execFileSync("cp", ["-al", path.join(root, dir), path.join(clone, dir)]);
  const first = await timeStart(clone, "first start");
  const second = await timeStart(clone, "second start", { measureIdle: true });
  const bareIdle = existsSync("/proc") ? await bareIdleCpu() : NaN;
  console.log("npm start → healthy /api/v1/health:");
  console.log(`  first start, fresh clone (baseline)   ${first.seconds.toFixed(1).padStart(6)} s`);
  console.log(`  second start, nothing changed         ${second.seconds.toFixed(1).padStart(6)} s   target ≤ ${SECOND_START_TARGET_S} s: ${second.seconds <= SECOND_START_TARGET_S ? "met" : "MISSED"}`);
  console.log("server peak memory (VmHWM) until healthy:");
  console.log(`  first start (creates the database)    ${first.peak.toFixed(0).padStart(6)} MB  goal ≤ ${FIRST_START_PEAK_MB} MB: ${first.peak <= FIRST_START_PEAK_MB ? "met" : "MISSED"}`);
  console.log(`  second start                          ${second.peak.toFixed(0).padStart(6)} MB`);
  console.log(`idle CPU over ${IDLE_SECONDS} s after the start-up jobs (% of one core):`);
  console.log(`  the server                            ${((100 * second.idle) / IDLE_SECONDS).toFixed(1).padStart(6)} %`);
  console.log(`  a bare node HTTP server (baseline)    ${((100 * bareIdle) / IDLE_SECONDS).toFixed(1).padStart(6)} %`);
  process.exitCode = second.seconds <= SECOND_START_TARGET_S && first.peak <= FIRST_START_PEAK_MB ? 0 : 1;
} finally {
  if (!keep) rmSync(clone, { recursive: true, force: true });
}
