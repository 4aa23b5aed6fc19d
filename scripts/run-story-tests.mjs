// `npm test -w @cdp/ui`: every story's play function as a test.
// With a Chromium: Vitest browser mode through @storybook/addon-vitest (plus axe checks).
// Without one: portable stories in jsdom, unless REQUIRE_BROWSER=1 makes that an error.
// Extra arguments are passed to Vitest (e.g. `npm test -w @cdp/ui -- page-header`).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const uiDir = path.resolve(import.meta.dirname, "..", "packages", "ui");
const defaults = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
// An explicit CHROMIUM_PATH is the only place looked at: pointing it at nothing means "no browser".
const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : defaults;
const chromium = candidates.find((file) => existsSync(file));

let config = "vitest.config.ts";
if (chromium) {
  console.log(`story tests: Chromium at ${chromium} (Vitest browser mode, with axe checks)`);
  console.log("             plus the visual baselines (packages/ui/visual; `npm run test:visual:update -w @cdp/ui` refreshes them)");
} else if (process.env.REQUIRE_BROWSER === "1") {
  console.error(`story tests: REQUIRE_BROWSER=1 but no Chromium at ${candidates.join(", ")}.`);
  console.error("Install one (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to its executable.");
  process.exit(1);
} else {
  config = "vitest.jsdom.config.ts";
  console.log(`story tests: no Chromium at ${candidates.join(", ")}: the browser run (and its axe checks) is SKIPPED;`);
  console.log("             running every story's play function as a portable story in jsdom instead.");
  console.log("             The visual baseline comparison (packages/ui/visual) needs Chromium: SKIPPED too.");
}

const vitest = path.join(path.dirname(createRequire(import.meta.url).resolve("vitest/package.json")), "vitest.mjs");
const result = spawnSync(process.execPath, [vitest, "run", "--config", config, ...process.argv.slice(2)], {
  cwd: uiDir,
  stdio: "inherit",
  env: {
    ...process.env,
    ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
    STORYBOOK_DISABLE_TELEMETRY: "1",
    DO_NOT_TRACK: "1",
  },
});
process.exit(result.status ?? 1);
