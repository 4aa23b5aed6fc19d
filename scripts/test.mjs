// `npm test`: every package's suite through turbo, then one closing "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
rmSync(path.join(root, ".vitest-reports"), { recursive: true, force: true });

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", STORYBOOK_DISABLE_TELEMETRY: "1", DO_NOT_TRACK: "1" };
const turbo = spawnSync("npx", ["turbo", "run", "test", "--continue", "--concurrency=1", ...process.argv.slice(2)], {
  cwd: root,
  env,
  stdio: "inherit",
});
const summary = spawnSync(process.execPath, [path.join(root, "scripts", "test-summary.mjs")], { cwd: root, stdio: "inherit" });
// A turbo stopped by a signal has no status: that is a failure too (a suite it stopped wrote no
// report, and the summary adds up only the reports it finds).
process.exit((turbo.status ?? 1) || summary.status || 0);
