import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    reporters: reporters("server"),
    // Migrated template databases that each test's fresh database is copied from, and the server
    // bundle that tests starting server processes run.
    globalSetup: ["test/database-templates.setup.ts", "test/server-bundle.setup.ts"],
    // Opening and migrating PGlite takes seconds, more when other suites share the two cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll's own default (1 s) is shorter than a page load in Chromium while both cores are busy.
    expect: { poll: { timeout: 10_000 } },
    // Two files at a time: each has its own database, and most of a file's time is spent waiting
    // (on polls, child processes, Chromium), so two use the two cores about once over.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
