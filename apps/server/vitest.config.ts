import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    reporters: reporters("server"),
    // Migrated template databases that each test's fresh database is copied from.
    globalSetup: ["test/database-templates.setup.ts"],
    // Opening and migrating PGlite takes seconds, more when other suites share the two cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
