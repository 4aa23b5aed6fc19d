import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";
import { HeavyLastSequencer } from "./test/heavy-last.sequencer.ts";

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
    // A worker runs file after file in one process instead of starting a fresh one per file (each start
    // imported the server's module graph again). Measured 2026-11-30 on a quiet machine, the suite alone,
    // back to back: 1,100 s wall and 1,148 s of CPU isolated, 908 s and 803 s not. In `npm test` the
    // suite runs at a lower CPU priority (scripts/test.mjs), so that its savings do not come out of the
    // app and story suites' time: beside it at equal priority they ran past their timeouts.
    isolate: false,
    // The heaviest files last, once the app and story suites have finished (test/heavy-last.sequencer.ts).
    sequence: { sequencer: HeavyLastSequencer },
  },
});
