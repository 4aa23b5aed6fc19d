import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSandbox, type RunningSandbox } from "@cdp/platform-sandbox";
import type { PublishingTuning } from "../../src/domains/publishing/publishing-tuning.ts";
import type { RuntimeOptions } from "../../src/runtime.ts";
import { consent, followToServer, type Operator } from "../accounts/helpers.ts";
import { getSignature, postForm, uploadFields } from "../storage/helpers.ts";
import type { TestDriver } from "../test-database.ts";
import { createTestClock, makeWebAppDirs, startTestRuntime, type TestRuntime } from "../test-runtime.ts";

export type PublishingWorld = {
  runtime: TestRuntime;
  sandbox: RunningSandbox;
  clock: ReturnType<typeof createTestClock>;
  dispose(): Promise<void>;
};

/** Timings short enough for tests: polls every 200 ms, quick retries. */
export const TEST_TUNING: Partial<PublishingTuning> = {
  pollIntervalMs: 200,
  retryBaseMs: 100,
  retryMaxMs: 500,
  accountBusyRetryMs: 200,
  progressEveryMs: 0,
  linkCheckIntervalMs: 300,
};

export const TEST_CREATORS = Array.from({ length: 30 }, (_, index) => ({
  openId: `sbx-pub-creator-${index + 1}`,
  unionId: `sbx-pub-union-${index + 1}`,
  username: `pub.creator.${index + 1}`,
  displayName: `发布创作者 ${index + 1}`,
  isPrivate: false,
  privacyLevelOptions: ["PUBLIC_TO_EVERYONE" as const, "MUTUAL_FOLLOW_FRIENDS" as const, "SELF_ONLY" as const],
  commentDisabled: false,
  duetDisabled: false,
  stitchDisabled: false,
  maxVideoPostDurationSec: 600,
  bannedFromPosting: false,
  statsSeed: 10 + index,
  existingVideoCount: 1,
  nextPostFailReason: null,
}));

/** The server and a standalone sandbox on one test clock; the worker reaches the sandbox over real HTTP. */
export async function startPublishingWorld(
  driver: TestDriver,
  tuning: Partial<PublishingTuning> = {},
  env: Record<string, string> = {},
  tiktok: { processingDelayMs?: number; moderationDelayMs?: number } = {},
  runtimeOptions: Pick<RuntimeOptions, "cronSchedules"> = {},
): Promise<PublishingWorld> {
  const clock = createTestClock();
  const dataDir = mkdtempSync(path.join(tmpdir(), "cdp-publishing-"));
  // A new sandbox: its creators are all unused. (Files share worker processes, so the count would
  // otherwise go on from an earlier file and wrap round to a creator this world has already used.)
  creatorsUsed = 0;
  const sandbox = await startSandbox({ now: () => clock.now().getTime(), tiktok: { creators: TEST_CREATORS, ...tiktok } });
  // These tests publish more targets a day than the free plan's default allows; the plan limit has its own test.
  const runtime = await startTestRuntime(driver, { DATA_DIR: dataDir, PLATFORM_SANDBOX_URL: sandbox.url, PLAN_FREE_PUBLISHES_PER_DAY: "10000", ...env }, makeWebAppDirs(), {
    clock: clock.now,
    publishingTuning: { ...TEST_TUNING, ...tuning },
    ...runtimeOptions,
  });
  return {
    runtime,
    sandbox,
    clock,
    dispose: async () => {
      try {
        await runtime.dispose();
      } finally {
        await sandbox.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

let creatorsUsed = 0;
export function nextCreator(): string {
  const creator = TEST_CREATORS[creatorsUsed % TEST_CREATORS.length]!;
  creatorsUsed += 1;
  return creator.openId;
}

/** Links a TikTok creator (or a YouTube demo account) through the consent page; returns the account id. */
export async function link(runtime: TestRuntime, operator: Operator, platform: "tiktok" | "youtube", who: string): Promise<number> {
  const started = await operator.post("/api/v1/accounts/link", { platform, method: "redirect" });
  if (started.json().code !== 0) throw new Error(`link start failed: ${started.body}`);
  const back = await consent(started.json().data.authUrl, platform === "tiktok" ? { decision: "allow", open_id: who } : { decision: "allow", account: who });
  const landed = await followToServer(runtime, back);
  const linked = new URL(landed.headers.location as string, "http://x").searchParams.get("linked");
  if (!linked) throw new Error(`linking failed: ${landed.headers.location}`);
  return Number(linked);
}

/** Uploads a file as the operator (the CRM's direct upload) and returns its media id. */
export async function upload(runtime: TestRuntime, operator: Operator, name: string, content: Buffer): Promise<number> {
  const signature = await getSignature(runtime, operator.token);
  const response = await postForm(runtime, uploadFields(signature, name), { name, content });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  const list = (await operator.get("/api/v1/media/list?page=1&pageSize=100")).json().data.list as { id: number; fileName: string }[];
  const found = list.find((row) => row.fileName === name);
  if (!found) throw new Error(`uploaded ${name} is not listed: ${JSON.stringify(list)}`);
  return found.id;
}

/** A video of `size` bytes that passes the MP4 sniffing (ftyp box), filled with varied bytes. */
export function videoBytes(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size - 3; index += 4) bytes.writeUInt32LE(((index + seed) * 2_654_435_761) >>> 0, index);
  bytes.writeUInt32BE(24, 0);
  bytes.write("ftypisom", 4, "ascii");
  return bytes;
}

/** Polls `check` until it returns something truthy, moving the test clock by `stepMs` each round (sandbox processing time). */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, options: { clock?: PublishingWorld["clock"]; stepMs?: number; timeoutMs?: number } = {}): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error("the background work did not happen in time");
    if (options.clock) options.clock.advance(options.stepMs ?? 1000);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
