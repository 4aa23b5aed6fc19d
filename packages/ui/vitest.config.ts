import path from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";
import { unitProject } from "./vitest.unit.ts";
import { visualProject } from "./vitest.visual.ts";

// Every story's play function (and its axe check) in a real Chromium. Run through
// scripts/run-story-tests.mjs, which finds the browser; vitest.jsdom.config.ts is the fallback.
const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const quietFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];

export default defineConfig({
  test: {
    reporters: reporters("ui"),
    projects: [
      unitProject,
      {
        // Also applies .storybook/main.ts `viteFinal` (React + Lingui macro plugins).
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, "../../.storybook") })],
        test: {
          name: "stories-browser",
          // One page runs file after file instead of a fresh iframe per file (each loaded the preview,
          // Chakra and the catalogs again). Measured 2026-12-01 on a quiet machine, this suite alone:
          // 152.6 s against 258.4 s isolated, 444 passed both ways.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            // Playwright launches Chromium with its own throw-away profile directory.
            provider: playwright({ launchOptions: { executablePath, args: quietFlags } }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
      // Screenshots of key stories against the committed baselines (vitest.visual.ts).
      await visualProject(executablePath, quietFlags),
    ],
  },
});
