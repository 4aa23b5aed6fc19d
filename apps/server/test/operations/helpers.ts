import { rmSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../../src/config/env.ts";
import type { PublishingTuning } from "../../src/domains/publishing/publishing-tuning.ts";
import { createRuntime } from "../../src/runtime.ts";
import { TEST_TUNING } from "../publishing/helpers.ts";
import { createTestClock, makeWebAppDirs, type TestRuntime } from "../test-runtime.ts";

/** A whole server on a data folder of its own: the embedded database on disk, as in production. */
export async function startOnFolder(dataDir: string, env: Record<string, string>, clock = createTestClock(), tuning: Partial<PublishingTuning> = {}): Promise<TestRuntime> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SEED_DEMO_WORKSPACE: "false", PLAN_FREE_PUBLISHES_PER_DAY: "10000", DATA_DIR: dataDir, ...env });
  const webAppDirs = makeWebAppDirs();
  const runtime = await createRuntime(config, { webAppDirs, queuePollingIntervalSeconds: 0.5, clock: clock.now, publishingTuning: { ...TEST_TUNING, ...tuning } });
  const removeTempFolders = () => rmSync(path.dirname(webAppDirs.crm), { recursive: true, force: true });
  return { ...runtime, config, removeTempFolders, dispose: async () => (await runtime.stop(), removeTempFolders()) };
}
