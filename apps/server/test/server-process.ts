import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import { serverRoot } from "../src/paths.ts";

/**
 * Tests hash passwords at scrypt N = 2^10 (about 1 ms) instead of the default 2^15 (about 95 ms of
 * CPU): thousands of sign-ups and sign-ins would otherwise spend minutes of the suite's CPU on
 * hashing. `passwords.test.ts` checks the default cost.
 */
export const TEST_PASSWORD_HASH_COST = "10";

export type StartedServer = { child: ChildProcessWithoutNullStreams; baseUrl: string; output: () => string };

/**
 * Runs the real entry point: in the test suite, the bundle its setup made of this checkout
 * (`server-bundle.setup.ts`); with `bundle`, the built dist/main.js as `npm start` runs it
 * (benchmarks); else src/main.ts through tsx (tsx's compiler and source maps cost ~50 MB and
 * 2-3 s of CPU per start of their own).
 * `cgroup`: a cgroup v1 memory folder the process runs in from its first instruction (a shell joins
 * it, then becomes node). `nodeArgs`: node flags on the command line, as `npm start` passes them
 * (NODE_OPTIONS refuses some V8 flags, such as --single-threaded-gc).
 */
export async function startServer(
  env: Record<string, string>,
  { bundle = false, cgroup, nodeArgs = [] }: { bundle?: boolean; cgroup?: string; nodeArgs?: string[] } = {},
): Promise<StartedServer> {
  const entry = [...nodeArgs, ...(bundle ? [path.join(serverRoot, "dist", "main.js")] : await testEntry("main"))];
  const [command, args] = cgroup
    ? ["/bin/sh", ["-c", 'echo $$ > "$0/cgroup.procs" && exec "$@"', cgroup, process.execPath, ...entry]]
    : [process.execPath, entry];
  const child = spawn(command, args, {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST, ...env },
  });
  let output = "";
  return new Promise((resolve, reject) => {
    // A server that did not start in time is stopped: left running, it would take CPU from every test after it.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start in 45 s:\n${output}`));
    }, 45_000);
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

/**
 * Node's arguments for the server or one of its commands: the bundle of it that this Vitest run's
 * setup made, or its source through tsx (outside such a run).
 */
export async function testEntry(name: "main" | "backup" | "restore" | "admin-create"): Promise<string[]> {
  const dir = process.env.VITEST ? (await import("vitest")).inject("serverBundleDir") : undefined;
  if (dir) return [path.join(dir, `${name}.js`)];
  return ["--import", "tsx", path.join(serverRoot, "src", ...(name === "main" ? [] : ["cli"]), `${name}.ts`)];
}

export function exitOf(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** Stops every process still running with `signal` and waits until each has exited. */
export async function stopProcesses(children: (ChildProcessWithoutNullStreams | undefined)[], signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (!child || child.exitCode !== null) return;
      const exited = exitOf(child);
      child.kill(signal);
      await exited;
    }),
  );
}
