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
        // The files of a worker share one module graph: the app, Chakra and React load once per
        // worker instead of once per file (CRM: 540 s of CPU → 325 s). What a file leaves in
        // module state is reset in the setup files; module mocks (vi.mock) do not work here, so
        // tests spy on objects instead.
        isolate: false,
      },
    }),
  );
}
