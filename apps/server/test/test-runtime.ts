import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Clock } from "../src/clock.ts";
import { loadConfig, type AppConfig } from "../src/config/env.ts";
import { createRuntime, type Runtime, type RuntimeOptions } from "../src/runtime.ts";
import type { WebAppDirs } from "../src/web/web-apps.ts";
import { TEST_PASSWORD_HASH_COST } from "./server-process.ts";
import { createTestDatabase, scratchFolder, type TestDriver } from "./test-database.ts";

export type TestRuntime = Runtime & {
  config: AppConfig;
  /** Stops the server, drops its database and removes its temp folders (also when stopping fails). */
  dispose(): Promise<void>;
  /** Removes the temp folders alone, for a test that stops the parts itself. */
  removeTempFolders(): void;
};

/** A whole server (database, migrations, queue, HTTP app) on a fresh database, for `app.inject()`. */
export async function startTestRuntime(
  driver: TestDriver,
  env: Record<string, string> = {},
  webAppDirs: WebAppDirs = makeWebAppDirs(),
  options: Pick<RuntimeOptions, "clock" | "publishingTuning" | "cronSchedules"> = {},
): Promise<TestRuntime> {
  const database = await createTestDatabase(driver);
  // A data folder of its own (sandbox state, token key, stored files) unless the test names one.
  const dataDir = env.DATA_DIR ? null : scratchFolder("data");
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST, ...(dataDir ? { DATA_DIR: dataDir } : {}), ...env }),
    database: database.config,
  };
  const removeTempFolders = () => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    removeWebAppDirs(webAppDirs);
  };
  const runtime = await createRuntime(config, { webAppDirs, queuePollingIntervalSeconds: 0.5, ...options }).catch((error: unknown) => {
    removeTempFolders();
    throw error;
  });
  return {
    ...runtime,
    config,
    removeTempFolders,
    dispose: async () => {
      try {
        await runtime.stop();
        await database.drop();
      } finally {
        removeTempFolders();
      }
    },
  };
}

/** Removes folders `makeWebAppDirs` made (others are left alone). */
export function removeWebAppDirs(dirs: WebAppDirs): void {
  const webRoot = path.dirname(dirs.crm);
  if (madeWebRoots.delete(webRoot)) rmSync(webRoot, { recursive: true, force: true });
}

/** The temp folders `makeWebAppDirs` made: the runtime they are given to removes them when disposed. */
const madeWebRoots = new Set<string>();

/** Two tiny built "apps" in a temp folder, shaped like Vite's output. */
export function makeWebAppDirs(): WebAppDirs {
  const root = mkdtempSync(path.join(tmpdir(), "cdp-web-"));
  madeWebRoots.add(root);
  const dirs = { crm: path.join(root, "crm"), admin: path.join(root, "admin") };
  for (const [name, dir] of Object.entries(dirs)) {
    mkdirSync(path.join(dir, "assets"), { recursive: true });
    writeFileSync(path.join(dir, "index.html"), `<!doctype html><title>${name} app</title><div id="root"></div>`);
    writeFileSync(path.join(dir, "assets", `${name}-abc123.js`), `console.log("${name}")`);
  }
  return dirs;
}

/** A clock the test moves by hand, starting now. */
export function createTestClock(start = Date.now()) {
  let now = start;
  return {
    now: (() => new Date(now)) as Clock,
    advance(ms: number) {
      now += ms;
    },
  };
}
