import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverRoot } from "../src/paths.ts";
import { exitOf, startServer, testEntry } from "./server-process.ts";


type HealthEnvelope = { data: { database: { driver: string }; queue: { lastWorkerHeartbeatAt: string | null } } };

async function readHealth(baseUrl: string): Promise<HealthEnvelope> {
  return (await (await fetch(`${baseUrl}/api/v1/health`)).json()) as HealthEnvelope;
}

describe("the server process", () => {
  it("stops cleanly on SIGTERM and finds its data again on restart", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cdp-data-"));
    const first = await startServer({ DATA_DIR: dataDir });
    const health = await readHealth(first.baseUrl);
    expect(health.data.database.driver).toBe("pglite");
    let heartbeat: string | null = health.data.queue.lastWorkerHeartbeatAt;
    for (let i = 0; i < 40 && !heartbeat; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      heartbeat = (await readHealth(first.baseUrl)).data.queue.lastWorkerHeartbeatAt;
    }
    expect(heartbeat).toBeTruthy();

    // A fresh database prints the seeded accounts once.
    expect(first.output()).toContain("Administrator created: admin@example.com / Admin1234");
    expect(first.output()).toContain("Demo operator created: demo@example.com / Demo1234");

    const exited = exitOf(first.child);
    first.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(first.output()).toContain("SIGTERM: finishing in-flight work");

    // An API-only process runs no jobs, so the heartbeat it reports can only be the stored one.
    const second = await startServer({ DATA_DIR: dataDir, RUN_MODE: "api" });
    try {
      const again = await readHealth(second.baseUrl);
      expect(again.data.queue.lastWorkerHeartbeatAt).toBe(heartbeat);
      expect(second.output()).not.toContain("created");
    } finally {
      const stopped = exitOf(second.child);
      second.child.kill("SIGINT");
      expect(await stopped).toBe(0);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses a second process on the same embedded database folder, and takes over the folder of one that was killed", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cdp-data-"));
    const first = await startServer({ DATA_DIR: dataDir });
    try {
      await expect(startServer({ DATA_DIR: dataDir, RUN_MODE: "worker" })).rejects.toThrow(
        new RegExp(`server exited with 1:[\\s\\S]*Failed to start: The embedded database in .* is open in process ${first.child.pid}, and only one process at a time may open it`),
      );
      expect((await readHealth(first.baseUrl)).data.database.driver).toBe("pglite");

      // Killed, it leaves its lock behind: the next start sees that process is gone and opens the folder.
      const killed = exitOf(first.child);
      first.child.kill("SIGKILL");
      await killed;
      const next = await startServer({ DATA_DIR: dataDir });
      const stopped = exitOf(next.child);
      expect((await readHealth(next.baseUrl)).data.database.driver).toBe("pglite");
      next.child.kill("SIGTERM");
      expect(await stopped).toBe(0);
    } finally {
      if (first.child.exitCode === null && first.child.signalCode === null) first.child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses to start with a bad variable and names it", async () => {
    const child = spawn(process.execPath, await testEntry("main"), {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? "", PORT: "not-a-port" },
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(78);
    expect(stderr).toContain('PORT="not-a-port"');
  });
});
