import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverRoot } from "../src/paths.ts";

type Started = { child: ChildProcessWithoutNullStreams; baseUrl: string; output: () => string };

/** Runs the real entry point (src/main.ts through tsx) the way `npm start` runs the bundle. */
function startServer(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(serverRoot, "src", "main.ts")], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/ready: CRM (http:\/\/[^/\s]+)\//);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, baseUrl: match[1].replace("localhost", "127.0.0.1"), output: () => output });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function exitOf(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

describe("the server process", () => {
  it("stops cleanly on SIGTERM and finds its data again on restart", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cdp-data-"));
    const first = await startServer({ DATA_DIR: dataDir });
    const health = await (await fetch(`${first.baseUrl}/api/v1/health`)).json();
    expect(health.data.database.driver).toBe("pglite");
    let heartbeat: string | null = health.data.queue.lastWorkerHeartbeatAt;
    for (let i = 0; i < 40 && !heartbeat; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      heartbeat = (await (await fetch(`${first.baseUrl}/api/v1/health`)).json()).data.queue.lastWorkerHeartbeatAt;
    }
    expect(heartbeat).toBeTruthy();

    const exited = exitOf(first.child);
    first.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(first.output()).toContain("SIGTERM: finishing in-flight work");

    // An API-only process runs no jobs, so the heartbeat it reports can only be the stored one.
    const second = await startServer({ DATA_DIR: dataDir, RUN_MODE: "api" });
    try {
      const again = await (await fetch(`${second.baseUrl}/api/v1/health`)).json();
      expect(again.data.queue.lastWorkerHeartbeatAt).toBe(heartbeat);
    } finally {
      const stopped = exitOf(second.child);
      second.child.kill("SIGINT");
      expect(await stopped).toBe(0);
    }
  });

  it("refuses to start with a bad variable and names it", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(serverRoot, "src", "main.ts")], {
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
