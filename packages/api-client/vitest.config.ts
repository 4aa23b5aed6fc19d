import { existsSync } from "node:fs";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";
import { uploadServerCommands } from "./src/upload-server-commands.ts";

// The upload's progress and cancellation are also run in a real Chromium (`*.browser.test.ts`),
// when there is one: CHROMIUM_PATH, or /usr/bin/chromium. REQUIRE_BROWSER=1 makes a missing one an error.
const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const hasChromium = existsSync(executablePath);
if (!hasChromium && process.env.REQUIRE_BROWSER === "1") throw new Error(`api-client: REQUIRE_BROWSER=1 but no Chromium at ${executablePath}`);
if (!hasChromium) console.warn(`api-client: no Chromium at ${executablePath}: the browser upload tests are SKIPPED`);

export default defineConfig({
  test: {
    reporters: reporters("api-client"),
    projects: [
      {
        test: {
          name: "jsdom",
          include: ["src/**/*.test.ts"],
          exclude: ["src/**/*.browser.test.ts"],
          environment: "jsdom",
          environmentOptions: { jsdom: { url: "http://localhost:3000/admin/users" } },
        },
      },
      ...(hasChromium
        ? [
            {
              test: {
                name: "chromium",
                include: ["src/**/*.browser.test.ts"],
                browser: {
                  enabled: true,
                  headless: true,
                  provider: playwright({
                    launchOptions: {
                      executablePath,
                      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"],
                    },
                  }),
                  instances: [{ browser: "chromium" as const }],
                  commands: uploadServerCommands,
                },
              },
            },
          ]
        : []),
    ],
  },
});
