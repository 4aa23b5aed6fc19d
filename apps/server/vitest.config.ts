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
    // A worker runs file after file in one process instead of starting a fresh one per file: each
    // start imported the server's module graph again. Measured 2026-11-30 on a quiet machine, alone,
    // in the same hour: the whole suite took 1,100 s isolated (CPU 1,148 s) and 908 s not (CPU 803 s);
    // 53 short files 66 s against 36 s. Files share nothing else: each opens its own database and runtime, and
    // process-wide settings (the password hash cost) are set by each runtime and test that needs them.
    isolate: false,
  },
});
