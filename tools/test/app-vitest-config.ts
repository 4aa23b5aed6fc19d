import type { UserConfig } from "vite";
import { defineConfig, mergeConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";

/** The jsdom test setup of an app (`apps/crm`, `apps/admin`) on top of its Vite config. */
export function appVitestConfig(viteConfig: UserConfig, reportName: string) {
  return mergeConfig(
    viteConfig,
    defineConfig({
      test: {
        environment: "jsdom",
        setupFiles: ["../../tools/test/jsdom-setup.ts", "./src/test/setup.ts"],
        include: ["src/**/*.test.{ts,tsx}"],
        reporters: reporters(reportName),
        testTimeout: 20_000,
        // Each file gets its own jsdom and module graph. Without isolation (tried 2026-11-30) the CRM
        // suite alone took 312 s of CPU instead of 540, but one jsdom document then gathers every
        // file's Emotion style tags (0 → 460) and every getComputedStyle (user-event calls it on each
        // pointer action) matches them all: beside the server suite it ran no faster (610 s against
        // 582 isolated), and with the machine busier ten tests ran past their 20 s.
      },
    }),
  );
}
