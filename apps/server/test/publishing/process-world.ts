import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSandbox, type RunningSandbox } from "@cdp/platform-sandbox";
import { DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { createTestDatabase, type TestDatabase } from "../test-database.ts";
import { exitOf, startServer, type StartedServer } from "../server-process.ts";
import { TEST_CREATORS } from "./helpers.ts";

export type ProcessWorld = {
  database: TestDatabase;
  sandbox: RunningSandbox;
  api: StartedServer;
  /** The environment every process of this world starts with. */
  env: Record<string, string>;
  /** A CRM API call with an operator's token; the envelope. */
  call(method: string, url: string, token: string, body?: object): Promise<{ code: number; msg: string; data: never }>;
  /** Signs in as the demo operator; the token. */
  loginDemo(): Promise<string>;
  startWorker(): Promise<StartedServer>;
  dispose(): Promise<void>;
};

/** Kills a server process with SIGKILL (as a crash would) and waits for it to be gone. */
export async function killProcess(server: StartedServer): Promise<void> {
  // A process already gone (exited, or killed by a signal) sends no second exit event.
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = exitOf(server.child);
  server.child.kill("SIGKILL");
  await exited;
}

/**
 * PostgreSQL, a standalone sandbox and one `RUN_MODE=api` process, for tests that run workers as
 * separate processes and kill them. Workers started through it are killed on dispose.
 */
export async function startProcessWorld(name: string, env: Record<string, string> = {}): Promise<ProcessWorld> {
  const database = await createTestDatabase("postgres");
  if (database.config.kind !== "postgres") throw new Error("postgres expected");
  const dataDir = mkdtempSync(path.join(tmpdir(), `cdp-${name}-`));
  const sandbox = await startSandbox({ tiktok: { creators: TEST_CREATORS, processingDelayMs: 300, moderationDelayMs: 0 } });
  const worldEnv = {
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    DATABASE_URL: database.config.url,
    PLATFORM_SANDBOX_URL: sandbox.url,
    PLAN_FREE_MAX_ACCOUNTS: "50",
    PLAN_FREE_PUBLISHES_PER_DAY: "100000",
    PUBLISH_LEASE_SECONDS: "3",
    // The demo workspace would link and collect accounts of its own in these processes.
    SEED_DEMO_WORKSPACE: "false",
    ...env,
  };
  // The ready line that startServer waits for is an info line.
  const api = await startServer({ ...worldEnv, RUN_MODE: "api", LOG_LEVEL: "info" });
  const workers: StartedServer[] = [];
  return {
    database,
    sandbox,
    api,
    env: worldEnv,
    async call(method, url, token, body) {
      const response = await fetch(`${api.baseUrl}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return (await response.json()) as { code: number; msg: string; data: never };
    },
    async loginDemo() {
      const login = await fetch(`${api.baseUrl}/api/v1/user/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ account: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password }),
      });
      return ((await login.json()) as { data: { tokenValue: string } }).data.tokenValue;
    },
    async startWorker() {
      const worker = await startServer({ ...worldEnv, RUN_MODE: "worker", LOG_LEVEL: "info" });
      workers.push(worker);
      return worker;
    },
    async dispose() {
      try {
        await Promise.all([...workers, api].map(killProcess));
      } finally {
        await sandbox.close();
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
