import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";

export default defineConfig({
  test: { include: ["src/**/*.test.ts"], reporters: reporters("platform-sandbox"), testTimeout: 30_000 },
});
