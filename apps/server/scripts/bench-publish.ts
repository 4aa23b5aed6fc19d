// Publishing benchmark (not a timed test): `npm run bench:publish -w @cdp/server`.
//
// Starts a platform sandbox in this process (BENCH_TARGETS TikTok creators, no processing delay, no
// faults) and the server as a child process, built and run as `npm start` runs it (RUN_MODE=all, a fresh embedded database in a temp
// DATA_DIR, the sandbox by PLATFORM_SANDBOX_URL). Links every creator through the consent page,
// uploads one small video per account, then publishes them in one task with a zero interval and
// waits until every target has succeeded. Prints the server's CPU time per target beside the CPU it
// spends idle over the same wall time (the baseline of this run), the wall time, and the server's
// idle and peak resident memory (VmRSS / VmHWM from /proc). With PGlite the database engine runs
// inside the server process and its CPU counts; BENCH_DATABASE_URL puts it in PostgreSQL.
// Then the big-video phase (bench-big-video.ts): one BENCH_BIG_VIDEO_MB video (2048 by default, 0
// skips it) to 5 accounts, with the server's RSS against the +50 MB goal. BENCH_TARGETS=0 skips the first phase.
// Then the accounts list under BENCH_LIST_CONNECTIONS (50) clients for BENCH_LIST_SECONDS (10), and
// the server's idle RSS once more. BENCH_FAULTS=1: the fault mode instead (bench-publish-faults.ts).
// BENCH_MEMORY_LIMIT_MB=512: the whole run twice, without a limit and with the server in a memory
// cgroup of that size, figures side by side (bench-memory-limit.ts).
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSandbox } from "@cdp/platform-sandbox";
import pg from "pg";
import { BIG_VIDEO_TIKTOK_CREATORS, benchBigVideo } from "./bench-big-video.ts";
import { buildServer, measure, processCpu, START_NODE_ARGS } from "./bench-kit.mjs";
import { databaseServerCpuMs } from "./bench-database-cpu.ts";
import { benchPublishFaults } from "./bench-publish-faults.ts";
import { compareUnderMemoryLimit, printFigures, type RunFigures } from "./bench-memory-limit.ts";
import { DEFAULT_PASSWORD_HASH_COST } from "../src/domains/identity/passwords.ts";
import { DEMO_OPERATOR } from "../src/domains/identity/seed.ts";
import { consent } from "../test/accounts/helpers.ts";
import { startServer } from "../test/server-process.ts";
import { multipartForm, uploadFields } from "../test/storage/helpers.ts";
import { TEST_CREATORS, videoBytes } from "../test/publishing/helpers.ts";

const TARGETS = Number(process.env.BENCH_TARGETS ?? 200);
const VIDEO_BYTES = Number(process.env.BENCH_VIDEO_BYTES ?? 200_000);
const BIG_VIDEO_MB = Number(process.env.BENCH_BIG_VIDEO_MB ?? 2048);
// The server runs with the same node flags as `npm start` unless BENCH_NODE_ARGS says otherwise ("" for none).
const SERVER_NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? START_NODE_ARGS).split(" ").filter(Boolean);

const creators = Array.from({ length: TARGETS + BIG_VIDEO_TIKTOK_CREATORS }, (_, index) => ({ ...TEST_CREATORS[0]!, openId: `bench-creator-${index}`, unionId: `bench-union-${index}`, username: `bench.${index}` }));
const cpuMs = (pid: number) => processCpu(pid).total * 1000;
const memoryMb = (pid: number, field: "VmRSS" | "VmHWM") => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (process.env.BENCH_FAULTS === "1") process.exit(await benchPublishFaults());
const MEMORY_LIMIT_MB = Number(process.env.BENCH_MEMORY_LIMIT_MB ?? 0);
if (MEMORY_LIMIT_MB > 0 && process.env.BENCH_CGROUP === undefined) process.exit(await compareUnderMemoryLimit(MEMORY_LIMIT_MB));
const CGROUP = process.env.BENCH_CGROUP || undefined;
const LIST_CONNECTIONS = Number(process.env.BENCH_LIST_CONNECTIONS ?? 50);
const LIST_SECONDS = Number(process.env.BENCH_LIST_SECONDS ?? 10);
// V8 gives its spare heap pages back only once allocation has stayed low for a while (about 10-20 s
// after a burst), so the idle figure 3 s after linking is also read once more after this many seconds.
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 20);
const figures: Partial<RunFigures> = {};

const dataDir = mkdtempSync(path.join(tmpdir(), "cdp-bench-publish-"));
// BENCH_DATABASE_URL (a PostgreSQL server): a fresh database there, so the database engine's CPU is not the server's.
const adminUrl = process.env.BENCH_DATABASE_URL;
const databaseName = `cdp_bench_${Date.now().toString(36)}`;
const databaseEnv: Record<string, string> = {};
if (adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseEnv.DATABASE_URL = url.toString();
}
// The database server's own CPU counts only when it runs on this machine, where /proc can see it.
const localDatabase = adminUrl !== undefined && ["localhost", "127.0.0.1", "::1", "[::1]"].includes(new URL(adminUrl).hostname);
const databaseCpuMs = () => (localDatabase ? databaseServerCpuMs() : null);
if (process.env.BENCH_CGROUP === undefined) buildServer();
const sandbox = await startSandbox({ tiktok: { creators, processingDelayMs: 0, moderationDelayMs: 0 } });
// glibc's malloc tuning (MALLOC_ARENA_MAX and the like) reaches the server when set for the bench, to measure it.
const mallocEnv = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith("MALLOC_") && entry[1] !== undefined));
const server = await startServer({ DATA_DIR: dataDir, PLATFORM_SANDBOX_URL: sandbox.url, PLAN_FREE_MAX_ACCOUNTS: String(TARGETS + BIG_VIDEO_TIKTOK_CREATORS + 2), PLAN_FREE_PUBLISHES_PER_DAY: "100000", SEED_DEMO_WORKSPACE: "false", RATE_LIMIT_PER_MINUTE: "100000", LOG_LEVEL: "info", NODE_ENV: "development", PASSWORD_HASH_COST: String(DEFAULT_PASSWORD_HASH_COST), ...databaseEnv, ...mallocEnv }, { bundle: true, cgroup: CGROUP, nodeArgs: SERVER_NODE_ARGS });
const pid = server.child.pid!;
await sleep(3000);
figures.startIdleMb = memoryMb(pid, "VmRSS");
try {
  const call = async (method: string, url: string, token: string, body?: object) => {
    const response = await fetch(`${server.baseUrl}${url}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
    return (await response.json()) as { code: number; msg: string; data: never };
  };
  const login = await fetch(`${server.baseUrl}/api/v1/user/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ account: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password }) });
  const token = ((await login.json()) as { data: { tokenValue: string } }).data.tokenValue;

  if (TARGETS > 0) {
    console.log(`bench: linking ${TARGETS} TikTok accounts and uploading ${TARGETS} videos of ${VIDEO_BYTES} bytes …`);
    const accountIds: number[] = [];
    for (const creator of creators.slice(0, TARGETS)) {
      const started = (await call("POST", "/api/v1/accounts/link", token, { platform: "tiktok", method: "redirect" })).data as { authUrl: string };
      const back = await consent(new URL(started.authUrl, server.baseUrl).toString(), { decision: "allow", open_id: creator.openId });
      const landed = await fetch(`${server.baseUrl}${back.pathname}${back.search}`, { redirect: "manual" });
      accountIds.push(Number(new URL(landed.headers.get("location")!, server.baseUrl).searchParams.get("linked")));
    }
    const signature = (await call("GET", `/qscrm/userCenter/systemOss/systemOssByUrl_v2?url=${encodeURIComponent(server.baseUrl)}`, token)).data as never;
    const names = accountIds.map((_, index) => `bench-${index}.mp4`);
    for (const [index, name] of names.entries()) {
      const form = multipartForm(uploadFields(signature, name), { name, content: videoBytes(VIDEO_BYTES, index) });
      await fetch(`${server.baseUrl}/storage/upload`, { method: "POST", headers: { "content-type": form.contentType }, body: new Uint8Array(form.payload) });
    }
    const mediaIds: number[] = [];
    for (let page = 1; mediaIds.length < TARGETS; page += 1) {
      const list = (await call("GET", `/api/v1/media/list?page=${page}&pageSize=100`, token)).data as { list: { id: number; fileName: string }[] };
      if (list.list.length === 0) break;
      mediaIds.push(...list.list.filter((row) => names.includes(row.fileName)).map((row) => row.id));
    }

    await sleep(3000);
    const idleRss = memoryMb(pid, "VmRSS");
    if (SETTLE_SECONDS > 0) {
      await sleep(SETTLE_SECONDS * 1000);
      figures.idleSettledMb = memoryMb(pid, "VmRSS");
      console.log(`bench: server RSS idle 3 s after linking ${idleRss.toFixed(0)} MB, ${SETTLE_SECONDS} s later ${figures.idleSettledMb.toFixed(0)} MB (goal ≤ 200 MB)`);
    }
    const publishStart = Date.now();
    const cpuStart = cpuMs(pid);
    const databaseCpuStart = databaseCpuMs();
    const created = await call("POST", "/api/v1/publish/tasks/video", token, { sendType: "accounts", accountIds, mediaIds: mediaIds.slice(0, TARGETS), title: "bench", intervalSeconds: 0, options: { privacy: "private" } });
    if (created.code !== 0) throw new Error(`task creation failed: ${created.msg}`);
    const taskId = (created.data as { tasks: { id: number }[] }).tasks[0]!.id;
    let counts = { succeeded: 0, failed: 0, distributing: TARGETS };
    while (counts.distributing > 0) {
      await sleep(500);
      counts = ((await call("GET", `/api/v1/publish/tasks/${taskId}/progress`, token)).data as { counts: typeof counts }).counts;
    }
    const wallMs = Date.now() - publishStart;
    const publishCpu = cpuMs(pid) - cpuStart;
    const databaseCpuEnd = databaseCpuMs();
    const peakRss = memoryMb(pid, "VmHWM");

    // Baseline of the same run: the same server idle for the same wall time.
    const idleStart = cpuMs(pid);
    await sleep(wallMs);
    const idleCpu = cpuMs(pid) - idleStart;
    const databaseIdleEnd = databaseCpuMs();

    console.log(`bench: ${counts.succeeded} succeeded, ${counts.failed} failed, ${sandbox.tiktok.posts().length} sandbox posts`);
    console.log(`bench: server CPU per target ${(publishCpu / TARGETS).toFixed(1)} ms (goal ≤ 20 ms); idle baseline over the same ${(wallMs / 1000).toFixed(1)} s: ${(idleCpu / TARGETS).toFixed(1)} ms per target-equivalent`);
    if (databaseCpuStart !== null && databaseCpuEnd !== null && databaseIdleEnd !== null) {
      const databasePerTarget = (databaseCpuEnd - databaseCpuStart) / TARGETS;
      console.log(`bench: PostgreSQL server CPU per target ${databasePerTarget.toFixed(1)} ms (idle baseline ${((databaseIdleEnd - databaseCpuEnd) / TARGETS).toFixed(1)} ms); server and database together ${(publishCpu / TARGETS + databasePerTarget).toFixed(1)} ms per target`);
      figures.databaseCpuPerTargetMs = databasePerTarget;
    } else if (adminUrl) console.log("bench: PostgreSQL runs on another machine: its CPU is not in these figures");
    console.log(`bench: wall time ${(wallMs / 1000).toFixed(1)} s for ${TARGETS} targets (${((wallMs / TARGETS)).toFixed(0)} ms each)`);
    console.log(`bench: server RSS idle ${idleRss.toFixed(0)} MB, peak (VmHWM) ${peakRss.toFixed(0)} MB`);
    Object.assign(figures, { idleBeforeMb: idleRss, cpuPerTargetMs: publishCpu / TARGETS, idleCpuPerTargetMs: idleCpu / TARGETS, publishPeakMb: peakRss, succeeded: counts.succeeded, failed: counts.failed });
  }
  let peakSoFar = memoryMb(pid, "VmHWM");
  if (BIG_VIDEO_MB > 0) {
    const tiktokOpenIds = creators.slice(TARGETS).map((creator) => creator.openId);
    const big = await benchBigVideo({ baseUrl: server.baseUrl, pid, token, call, sandbox, tiktokOpenIds }, BIG_VIDEO_MB);
    figures.bigVideoGrowthMb = big.growthMb;
    peakSoFar = Math.max(peakSoFar, big.peakMb);
  }
  if (LIST_SECONDS > 0) {
    const list = await measure({ url: `${server.baseUrl}/api/v1/accounts?page=1&pageSize=20`, headers: { authorization: `Bearer ${token}` } }, { seconds: LIST_SECONDS, connections: LIST_CONNECTIONS });
    console.log(`bench: accounts list, ${LIST_CONNECTIONS} clients for ${LIST_SECONDS} s: ${list.rps.toFixed(0)} req/s, p50 ${list.p50.toFixed(0)} ms, p99 ${list.p99.toFixed(0)} ms, ${list.failures} failed`);
    Object.assign(figures, { listRps: list.rps, listP99Ms: list.p99, listFailures: list.failures });
  }
  peakSoFar = Math.max(peakSoFar, memoryMb(pid, "VmHWM"));
  await sleep(10_000);
  figures.idleAfterMb = memoryMb(pid, "VmRSS");
  figures.peakMb = peakSoFar;
  figures.serverAlive = server.child.exitCode === null && server.child.signalCode === null;
  console.log(`bench: server RSS idle after the run ${figures.idleAfterMb.toFixed(0)} MB (before it ${(figures.idleBeforeMb ?? figures.startIdleMb).toFixed(0)} MB; goal within 50 MB), peak over the whole run ${peakSoFar.toFixed(0)} MB (goal ≤ 350 MB)`);
  printFigures(figures);
} finally {
  server.child.kill("SIGTERM");
  await sandbox.close();
  await sleep(1000);
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}
