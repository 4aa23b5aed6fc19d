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
        // Files share one jsdom and module graph per worker: a fresh jsdom and a fresh import of the
        // whole app for each file was about 30 % of the suite's time, and 60 % of its CPU (CRM alone,
        // 2026-11-30: 186 s of CPU isolated, 70 s shared). Tried before without `TestStyleScope`,
        // the shared document gathered every file's Emotion style tags (0 → 460), and each
        // getComputedStyle (role queries and user-event ask for one per element) matched them all.
        // What a test leaves behind that outlives it is reset in jsdom-setup.ts.
        isolate: false,
      },
    }),
  );
}
