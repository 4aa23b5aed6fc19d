import { defineConfig, mergeConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: "jsdom",
      setupFiles: ["../../tools/test/jsdom-setup.ts", "./src/test/setup.ts"],
      include: ["src/**/*.test.{ts,tsx}"],
      reporters: reporters("crm"),
      testTimeout: 20_000,
    },
  }),
);
