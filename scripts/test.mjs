// `npm test`: every package's suite through turbo, then one closing "N passed, N failed" line.
// The server suite (the longest, mostly waiting on polls, child processes and Chromium) runs beside
// the others rather than after them; the builds they all need are made first, once, so the two
// turbo runs never build the same package at the same time. Extra arguments (e.g. a --filter) run
// one turbo with them instead.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
rmSync(path.join(root, ".vitest-reports"), { recursive: true, force: true });

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", STORYBOOK_DISABLE_TELEMETRY: "1", DO_NOT_TRACK: "1" };
const extraArgs = process.argv.slice(2);

/**
 * A turbo run's exit status; one stopped by a signal has none, and that is a failure too. A `niceness`
 * runs it (and every process it starts) at that lower CPU priority, where `nice` exists.
 */
function turbo(args, niceness = 0) {
  const command = ["npx", "turbo", "run", ...args];
  if (niceness > 0 && process.platform !== "win32") command.unshift("nice", "-n", String(niceness));
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, env, stdio: "inherit" });
    child.on("error", () => resolve(1));
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

let statuses;
if (extraArgs.length > 0) {
  statuses = [await turbo(["test", "--continue", "--concurrency=1", ...extraArgs])];
} else {
  const build = await turbo(["build", "--output-logs=errors-only"]);
  statuses =
    build !== 0
      ? [build]
      : await Promise.all([
          // The server suite mostly waits (on polls, child processes, Chromium) and its timeouts are
          // generous; the jsdom and story suites answer within seconds. At equal priority the server's
          // bursts pushed those past their waits, so it gives way to them. Nice 5 (about a quarter of a
          // core against one busy process) rather than 10: measured 2026-11-30, both ran npm test in
          // 15.3 min, but at 10 another busy process on the machine starved the server's backup tests.
          turbo(["test", "--only", "--filter=@cdp/server"], 5),
          turbo(["test", "--only", "--continue", "--concurrency=1", "--filter=!@cdp/server"]),
        ]);
}
// The summary adds up only the reports it finds: a suite that was stopped wrote none.
const summary = spawnSync(process.execPath, [path.join(root, "scripts", "test-summary.mjs")], { cwd: root, stdio: "inherit" });
process.exit(statuses.find((status) => status !== 0) || summary.status || 0);
