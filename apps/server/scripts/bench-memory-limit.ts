// `BENCH_MEMORY_LIMIT_MB=512 npm run bench:publish`: the whole publishing bench twice, first with no
// limit and then with the server in a cgroup v1 memory folder of that size, and their figures side
// by side. (An address-space limit cannot stand in for it: the server reserves ~22 GB of virtual
// memory it never touches.) The cgroup also counts the page cache of the files the server writes,
// which the kernel reclaims at the limit; what must not happen is the server being killed.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { buildServer } from "./bench-kit.mjs";

export type RunFigures = {
  startIdleMb: number;
  idleBeforeMb: number;
  idleSettledMb: number;
  cpuPerTargetMs: number;
  idleCpuPerTargetMs: number;
  databaseCpuPerTargetMs: number;
  publishPeakMb: number;
  succeeded: number;
  failed: number;
  bigVideoGrowthMb: number;
  listRps: number;
  listP99Ms: number;
  listFailures: number;
  idleAfterMb: number;
  peakMb: number;
  serverAlive: boolean;
};

const MARK = "bench-figures: ";
const MB = 1024 * 1024;
const CGROUP_ROOT = "/sys/fs/cgroup/memory";

/** The run's figures as one line the comparing parent reads. */
export function printFigures(figures: Partial<RunFigures>): void {
  console.log(`${MARK}${JSON.stringify(figures)}`);
}

type ChildRun = { figures: Partial<RunFigures> | null; exitCode: number | null };

function runChild(label: string, cgroup: string): Promise<ChildRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", new URL("./bench-publish.ts", import.meta.url).pathname], {
      env: { ...process.env, BENCH_CGROUP: cgroup },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let figures: Partial<RunFigures> | null = null;
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (line.startsWith(MARK)) figures = JSON.parse(line.slice(MARK.length)) as Partial<RunFigures>;
        else console.log(`[${label}] ${line}`);
      }
    });
    child.on("exit", (exitCode) => resolve({ figures, exitCode }));
  });
}

function readCgroup(folder: string, file: string): string {
  return readFileSync(`${folder}/${file}`, "utf8").trim();
}

export async function compareUnderMemoryLimit(limitMb: number): Promise<number> {
  if (!existsSync(CGROUP_ROOT)) {
    console.error(`bench: ${CGROUP_ROOT} is missing: this machine has no cgroup v1 memory controller to run the server in.`);
    return 1;
  }
  buildServer();
  const cgroup = `${CGROUP_ROOT}/cdp-bench-${process.pid}`;
  mkdirSync(cgroup);
  try {
    writeFileSync(`${cgroup}/memory.limit_in_bytes`, String(limitMb * MB));
    console.log(`bench: run 1 of 2: no memory limit`);
    const free = await runChild("no limit", "");
    console.log(`bench: run 2 of 2: the server in ${cgroup} (memory.limit_in_bytes ${limitMb} MB)`);
    const limited = await runChild(`${limitMb} MB`, cgroup);
    const oomKills = /oom_kill (\d+)/.exec(readCgroup(cgroup, "memory.oom_control"))?.[1] ?? "n/a (kernel does not count)";
    const maxUsageMb = Number(readCgroup(cgroup, "memory.max_usage_in_bytes")) / MB;
    const failcnt = readCgroup(cgroup, "memory.failcnt");

    type Row = [name: string, read: (f: Partial<RunFigures>) => number | string | undefined, goal?: string, met?: (f: Partial<RunFigures>) => boolean | undefined];
    const within = (key: keyof RunFigures, limit: number): Row[3] => (f) => (f[key] === undefined ? undefined : Number(f[key]) <= limit);
    const rows: Row[] = [
      ["server RSS at start, idle (MB)", (f) => f.startIdleMb],
      ["server RSS idle before publishing (MB)", (f) => f.idleBeforeMb, "≤ 200", within("idleBeforeMb", 200)],
      ["  the same, 20 s later (MB)", (f) => f.idleSettledMb, "≤ 200", within("idleSettledMb", 200)],
      ["targets succeeded / failed", (f) => (f.succeeded === undefined ? undefined : `${f.succeeded} / ${f.failed}`)],
      ["server CPU per target (ms)", (f) => f.cpuPerTargetMs, "≤ 20", within("cpuPerTargetMs", 20)],
      ["  idle baseline, same wall time (ms)", (f) => f.idleCpuPerTargetMs],
      ["PostgreSQL server CPU per target (ms)", (f) => f.databaseCpuPerTargetMs],
      ["2 GB video: RSS growth while publishing (MB)", (f) => f.bigVideoGrowthMb, "≤ +50", within("bigVideoGrowthMb", 50)],
      ["accounts list, 50 clients (req/s)", (f) => f.listRps, "≥ 1000", (f) => (f.listRps === undefined ? undefined : f.listRps >= 1000)],
      ["accounts list p99 (ms)", (f) => f.listP99Ms, "≤ 100", within("listP99Ms", 100)],
      ["server peak RSS over the run, VmHWM (MB)", (f) => f.peakMb, "≤ 350", within("peakMb", 350)],
      ["server RSS idle after the run (MB)", (f) => f.idleAfterMb, "≤ before + 50", (f) => (f.idleAfterMb === undefined || f.idleBeforeMb === undefined ? undefined : f.idleAfterMb <= f.idleBeforeMb + 50)],
      ["server still running at the end", (f) => (f.serverAlive === undefined ? undefined : f.serverAlive ? "yes" : "NO"), "yes", (f) => f.serverAlive],
    ];
    const cell = (value: number | string | undefined) => (value === undefined ? "—" : typeof value === "number" ? value.toFixed(value < 100 ? 1 : 0) : value);
    console.log("");
    console.log(`${"figure".padEnd(46)} ${"no limit".padStart(14)} ${`${limitMb} MB cgroup`.padStart(16)}  goal`);
    for (const [name, read, target = "", met] of rows) {
      const verdict = met && limited.figures ? met(limited.figures) : undefined;
      const value = (run: ChildRun) => (run.figures ? read(run.figures) : undefined);
      console.log(`${name.padEnd(46)} ${cell(value(free)).padStart(14)} ${cell(value(limited)).padStart(16)}  ${target}${verdict === undefined ? "" : ` (${limitMb} MB run: ${verdict ? "met" : "NOT MET"})`}`);
    }
    console.log(`cgroup: memory.max_usage_in_bytes ${maxUsageMb.toFixed(0)} MB (the server and the page cache of the files it wrote), failcnt ${failcnt}, OOM kills ${oomKills}`);
    console.log(`bench runs exited with ${free.exitCode} (no limit) and ${limited.exitCode} (${limitMb} MB)`);
    return free.exitCode === 0 && limited.exitCode === 0 && limited.figures?.serverAlive ? 0 : 1;
  } finally {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      try {
        rmdirSync(cgroup);
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }
}
