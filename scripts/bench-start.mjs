// `npm run bench:start`: seconds from `npm start` to a healthy /api/v1/health, twice, in a fresh
// clone of this repository's HEAD: first start (nothing built, empty turbo cache: the baseline) and a
// second start with nothing changed (must be a turbo cache hit, target ≤ 5 s).
// node_modules are hard-linked from this checkout (the layout `npm ci` makes), so nothing is downloaded.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const SECOND_START_TARGET_S = 5;
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

/** Runs `npm start` in `dir`; resolves with the seconds until /api/v1/health answers 200, then stops it. */
async function timeStart(dir, label) {
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
    return (performance.now() - started) / 1000;
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
  const second = await timeStart(clone, "second start");
  console.log("npm start → healthy /api/v1/health:");
  console.log(`  first start, fresh clone (baseline)   ${first.toFixed(1).padStart(6)} s`);
  console.log(`  second start, nothing changed         ${second.toFixed(1).padStart(6)} s   target ≤ ${SECOND_START_TARGET_S} s: ${second <= SECOND_START_TARGET_S ? "met" : "MISSED"}`);
  process.exitCode = second <= SECOND_START_TARGET_S ? 0 : 1;
} finally {
  if (!keep) rmSync(clone, { recursive: true, force: true });
}
