// The fault mode of the publishing benchmark: `BENCH_FAULTS=1 npm run bench:publish` (from the repo
// root or apps/server), or `node --import tsx scripts/bench-publish-faults.ts` in apps/server.
//
// It publishes BENCH_FAULT_TARGETS targets (1000 by default: ~88 % TikTok videos, ~10 % public
// TikTok photo posts, up to 20 YouTube videos on the sandbox's two channels, one TikTok creator per
// target) twice, each time on a fresh PostgreSQL database with one RUN_MODE=api server and two
// RUN_MODE=worker servers as child processes, and the platform sandbox in this process (no
// processing or moderation delay):
//   1. without faults: the baseline wall time;
//   2. with faults, kept on until every target has settled: 8 % of platform API requests answered
//      5xx, 4 % 429, 4 % dropped unanswered (drawn once per request, seeded); ~4 % of targets meet an
//      after-acting fault at a commit point (the sandbox does the call, then drops the connection, or
//      every fourth time answers after 40 s) on TikTok's `publish_init` / `upload_last_chunk` and
//      YouTube's `youtube_session` / `youtube_last_chunk`; and one of the two workers is SIGKILLed
//      3–6 s after the last kill (seeded; later when the last replacement is still starting, as the
//      other must stay up) and a new one started.
// Settled: no item distributing; BENCH_FAULT_DEADLINE_MINUTES (15) bounds each run. It then counts per
// target against what the sandbox holds (a TikTok publication with all its media, not cancelled; a
// YouTube upload with the target's title): duplicates (complete posts beyond one), lost (settled
// without a post), stuck (distributing at the deadline), reported wrong (failed with a post, or
// succeeded without one). All must be 0; otherwise it prints each such target with its platform calls
// and the sandbox's publications for it, keeps the server logs in a temp folder and exits with 1.
// BENCH_FAULT_SEED (7) replays the same faults and kills (request order still varies).
//
// Separate processes cannot share the embedded PGlite, so this mode needs PostgreSQL:
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where it creates and
// drops its databases. The servers run with a 3 s lease and look for a post whose creating call lost
// its answer every second for BENCH_VERIFY_FOR_MINUTES (2; the sandbox shows a post at once, and the
// product's 60 minutes would outlast the run) before failing it as "not posted".
import { type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { startSandbox, type RunningSandbox } from "@cdp/platform-sandbox";
import pg from "pg";
import { DEMO_OPERATOR } from "../src/domains/identity/seed.ts";
import { consent } from "../test/accounts/helpers.ts";
import { TEST_CREATORS, videoBytes } from "../test/publishing/helpers.ts";
import { exitOf, startServer, type StartedServer } from "../test/server-process.ts";
import { multipartForm, uploadFields } from "../test/storage/helpers.ts";
import { sample } from "../test/storage/samples.ts";

const TARGETS = Number(process.env.BENCH_FAULT_TARGETS ?? 1000);
const SEED = Number(process.env.BENCH_FAULT_SEED ?? 7);
const DEADLINE_MS = Number(process.env.BENCH_FAULT_DEADLINE_MINUTES ?? 15) * 60_000;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const RATES = { serverErrorRate: 0.08, rateLimitRate: 0.04, dropRate: 0.04 };
const AFTER_ACTING_SHARE = 0.04;
const YOUTUBE_ACCOUNTS = ["google-demo-1", "google-demo-2"];
const TASK_MAX_ACCOUNTS = 500;
const PHOTO_NAME = "bench-fault-photo.jpg";

type Target = { platform: "tiktok" | "youtube"; kind: "video" | "photo"; who: string; media: string };
type Item = { id: number; task_id: number; platform: "tiktok" | "youtube"; kind: string; title: string; status: number; phase: string; error_code: string | null; publish_id: string | null; post_id: string | null; attempt: number; retries: number; external_id: string };
type Call = (method: string, url: string, body?: object) => Promise<{ code: number; msg: string; data: never }>;
type Outcome = { duplicates: number; lost: number; stuck: number; wrong: number; failed: number; unverified: number; bad: { item: Item; why: string; posts: number }[] };
type Figures = Outcome & { failedCodes: string; wallMs: number; kills: number; killEveryMs: number; afterActing: number; afterActingMet: number; faulted: string };

/** A seeded random source (as the crash test's), so a run can be replayed. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** YouTube first (up to 10 per channel), then ~10 % photo posts, the rest TikTok videos. */
function planTargets(count: number): Target[] {
  const youtube = Math.min(20, 2 * Math.floor(count / 40));
  const photos = Math.round((count - youtube) * 0.1);
  return Array.from({ length: count }, (_, index): Target => {
    if (index < youtube) return { platform: "youtube", kind: "video", who: YOUTUBE_ACCOUNTS[index % 2]!, media: `bench-fault-${index}.mp4` };
    const creator = `bench-fault-creator-${index - youtube}`;
    return index - youtube < photos ? { platform: "tiktok", kind: "photo", who: creator, media: PHOTO_NAME } : { platform: "tiktok", kind: "video", who: creator, media: `bench-fault-${index}.mp4` };
  });
}

/** ~4 % of targets (at least 6), spread over every commit point: what `POST /_control/faults/planned` takes. */
function planAfterActing(targets: Target[], random: () => number) {
  const total = Math.max(6, Math.round(targets.length * AFTER_ACTING_SHARE));
  const pick = (fits: (target: Target) => boolean, count: number) =>
    targets
      .filter(fits)
      .map((target) => ({ target, order: random() }))
      .sort((a, b) => a.order - b.order)
      .slice(0, count)
      .map((entry) => entry.target);
  const youtube = pick((target) => target.platform === "youtube", Math.max(2, Math.round(total * 0.1)));
  const photos = pick((target) => target.kind === "photo", Math.round(total * 0.25));
  const videos = pick((target) => target.platform === "tiktok" && target.kind === "video", total - youtube.length - photos.length);
  const planned = [
    ...youtube.map((target, index) => ({ target, endpoint: index % 2 === 0 ? "youtube_session" : "youtube_last_chunk" })),
    ...photos.map((target) => ({ target, endpoint: "publish_init" })),
    ...videos.map((target, index) => ({ target, endpoint: index % 2 === 0 ? "publish_init" : "upload_last_chunk" })),
  ];
  // 40 s: past the client's 30 s timeout for an init, merely late for a chunk.
  return planned.map(({ target, endpoint }, index) => ({ endpoint, creator: target.who, count: 1, ...(index % 4 === 3 ? { mode: "act_then_delay", delayMs: 40_000 } : { mode: "act_then_drop" }) }));
}

async function eachLimited<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: limit }, lane));
}

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`the fault mode needs PostgreSQL (separate processes cannot share PGlite), and ${ADMIN_URL} is unreachable (${(error as Error).message}): set BENCH_DATABASE_URL`);
  }
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Server processes of this bench by pid, also one whose start timed out (startServer does not return it). */
function serverChildren(): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const parent = Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
        return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("src/main.ts");
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = exitOf(child as StartedServer["child"]);
  child.kill("SIGKILL");
  await exited;
}

/** Links every target's account through the consent page and uploads the media: account and media ids by name. */
async function setUp(targets: Target[], baseUrl: string, call: Call, stop: AbortSignal) {
  const accountOf = new Map<string, number>();
  await eachLimited([...new Set(targets.map((target) => target.who))], 4, async (who) => {
    stop.throwIfAborted();
    const platform = who.startsWith("google-") ? "youtube" : "tiktok";
    const begun = (await call("POST", "/api/v1/accounts/link", { platform, method: "redirect" })).data as { authUrl: string };
    const back = await consent(new URL(begun.authUrl, baseUrl).toString(), platform === "tiktok" ? { decision: "allow", open_id: who } : { decision: "allow", account: who });
    const landed = await fetch(`${baseUrl}${back.pathname}${back.search}`, { redirect: "manual" });
    const linked = new URL(landed.headers.get("location")!, baseUrl).searchParams.get("linked");
    if (!linked) throw new Error(`linking ${who} failed: ${landed.headers.get("location")}`);
    accountOf.set(who, Number(linked));
  });
  const names = [...new Set(targets.map((target) => target.media))];
  // ~100–200 KB videos; a fresh upload signature for every 100 files (a signature expires).
  for (let from = 0; from < names.length; from += 100) {
    const signature = (await call("GET", `/qscrm/userCenter/systemOss/systemOssByUrl_v2?url=${encodeURIComponent(baseUrl)}`)).data;
    await eachLimited(names.slice(from, from + 100), 4, async (name, index) => {
      stop.throwIfAborted();
      const form = multipartForm(uploadFields(signature, name), { name, content: name === PHOTO_NAME ? sample.jpeg : videoBytes(100_000 + ((from + index) % 100) * 1000, from + index + 1) });
      const posted = await fetch(`${baseUrl}/storage/upload`, { method: "POST", headers: { "content-type": form.contentType }, body: new Uint8Array(form.payload) });
      if (posted.status !== 200) throw new Error(`uploading ${name} answered ${posted.status}`);
    });
  }
  const mediaOf = new Map<string, number>();
  for (let page = 1; mediaOf.size < names.length && page <= 100; page += 1) {
    const list = (await call("GET", `/api/v1/media/list?page=${page}&pageSize=100`)).data as { list: { id: number; fileName: string }[] };
    if (list.list.length === 0) break;
    for (const row of list.list) mediaOf.set(row.fileName, row.id);
  }
  if (names.some((name) => !mediaOf.has(name))) throw new Error("some uploads are not listed");
  return { accountOf, mediaOf };
}

/** TikTok videos and photo posts in tasks of up to 500 accounts; YouTube one task per pair of channel targets (its title tells them apart). */
async function createTasks(targets: Target[], call: Call, accountOf: Map<string, number>, mediaOf: Map<string, number>) {
  const create = async (kind: "video" | "photo", title: string, chunk: Target[]) => {
    const media = kind === "photo" ? { imageMediaIds: [mediaOf.get(PHOTO_NAME)!] } : { mediaIds: chunk.map((target) => mediaOf.get(target.media)!) };
    const created = await call("POST", `/api/v1/publish/tasks/${kind}`, { sendType: "accounts", intervalSeconds: 0, options: { privacy: "public" }, title, accountIds: chunk.map((target) => accountOf.get(target.who)!), ...media });
    if (created.code !== 0) throw new Error(`task creation failed: ${created.msg}`);
  };
  const groups: [kind: "video" | "photo", group: Target[], size: number][] = [
    ["video", targets.filter((target) => target.platform === "tiktok" && target.kind === "video"), TASK_MAX_ACCOUNTS],
    ["photo", targets.filter((target) => target.kind === "photo"), TASK_MAX_ACCOUNTS],
    ["video", targets.filter((target) => target.platform === "youtube"), 2],
  ];
  for (const [kind, group, size] of groups) {
    for (let from = 0; from < group.length; from += size) await create(kind, `bench faults ${group[0]!.platform} ${kind} ${from}`, group.slice(from, from + size));
  }
}

/** Per target against the sandbox's posts (see the header). */
function countOutcomes(items: Item[], sandbox: RunningSandbox): Outcome {
  const tiktokPosts = sandbox.tiktok.posts();
  const youtubeUploads = sandbox.youtube.uploads();
  const postsOf = (item: Item) =>
    item.platform === "tiktok"
      ? tiktokPosts.filter((post) => post.openId === item.external_id && post.mediaReadyAt !== null && post.status.status !== "FAILED").length
      : youtubeUploads.filter((upload) => upload.channelId === item.external_id && upload.title === item.title).length;
  const outcome: Outcome = { duplicates: 0, lost: Math.max(0, TARGETS - items.length), stuck: 0, wrong: 0, failed: 0, unverified: 0, bad: [] };
  for (const item of items) {
    const posts = postsOf(item);
    const why: string[] = [];
    if (item.status === 2) outcome.failed += 1;
    if (item.status === 3) outcome.unverified += 1;
    if (posts > 1) {
      outcome.duplicates += posts - 1;
      why.push(`${posts} posts`);
    }
    if (item.status === 0) {
      outcome.stuck += 1;
      why.push("stuck");
    } else if (posts === 0) {
      outcome.lost += 1;
      why.push("lost");
    }
    if ((item.status === 2 && posts > 0) || (item.status === 1 && posts === 0)) {
      outcome.wrong += 1;
      why.push("reported wrong");
    }
    if (why.length > 0) outcome.bad.push({ item, why: why.join(", "), posts });
  }
  return outcome;
}

const clockTime = (at: Date | number) => new Date(at).toISOString().slice(11, 23);

/** A wrong target: its item, its platform calls (repeats folded), and every publication the sandbox holds for it. */
async function describeTarget(db: pg.Client, sandbox: RunningSandbox, label: string, { item, why, posts }: Outcome["bad"][number]) {
  console.log(
    `bench: ${label}: item ${item.id} (task ${item.task_id}, ${item.platform} ${item.kind} of ${item.external_id}) ${why}: status ${item.status}, phase ${item.phase}, error ${item.error_code ?? "-"}, ` +
      `publish id ${item.publish_id ?? "-"}, post id ${item.post_id ?? "-"}, attempt ${item.attempt}, retries ${item.retries}, ${posts} complete posts`,
  );
  const calls = (await db.query("select at, call, outcome, http_status, error_code, worker, takeover from publish_calls where item_id = $1 order by id", [item.id])).rows as { at: Date; call: string; outcome: string; http_status: number | null; error_code: string | null; worker: string; takeover: boolean }[];
  const lines: { text: string; first: Date; last: Date; times: number }[] = [];
  for (const row of calls) {
    const text = `${row.call} ${row.outcome}${row.http_status ? ` ${row.http_status}` : ""}${row.error_code ? ` ${row.error_code}` : ""}${row.takeover ? " (takeover)" : ""} by ${row.worker}`;
    const previous = lines.at(-1);
    if (previous && previous.text.replace(/ by .*/, "") === text.replace(/ by .*/, "")) Object.assign(previous, { last: row.at, times: previous.times + 1 });
    else lines.push({ text, first: row.at, last: row.at, times: 1 });
  }
  for (const line of lines) console.log(`bench:   ${clockTime(line.first)} ${line.times > 1 ? `${line.text} … ×${line.times} until ${clockTime(line.last)}` : line.text}`);
  const held =
    item.platform === "tiktok"
      ? sandbox.tiktok
          .posts()
          .filter((post) => post.openId === item.external_id)
          .map((post) => `${post.publishId} ${post.mediaType} created ${clockTime(post.createdAt)}, media ${post.mediaReadyAt ? `complete ${clockTime(post.mediaReadyAt)}` : "incomplete"}, ${post.status.status}`)
      : sandbox.youtube
          .uploads()
          .filter((upload) => upload.channelId === item.external_id && upload.title === item.title)
          .map((upload) => `video ${upload.videoId}`);
  console.log(`bench:   sandbox: ${held.length ? held.join("; ") : "nothing"}`);
}

/** One run on a fresh database, sandbox and servers; `faults`: the fault run. */
async function runOnce(faults: boolean, stop: AbortSignal, logDir: () => string): Promise<Figures> {
  const label = faults ? "with faults" : "without faults";
  const random = seededRandom(SEED);
  const targets = planTargets(TARGETS);
  const databaseName = `cdp_bench_faults_${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "cdp-bench-faults-"));
  const servers: { name: string; server: StartedServer }[] = [];
  let sandbox: RunningSandbox | null = null;
  let db: pg.Client | null = null;
  try {
    await adminQuery(`create database ${databaseName}`);
    const databaseUrl = new URL(ADMIN_URL);
    databaseUrl.pathname = `/${databaseName}`;
    db = new pg.Client({ connectionString: databaseUrl.toString() });
    await db.connect();
    const creators = targets.filter((target) => target.platform === "tiktok").map((target, index) => ({ ...TEST_CREATORS[0]!, openId: target.who, unionId: `bench-fault-union-${index}`, username: `bench.fault.${index}` }));
    sandbox = await startSandbox({ random: seededRandom(SEED + 1), tiktok: { creators, processingDelayMs: 0, moderationDelayMs: 0 }, youtube: { dailyUploads: 1000 } });
    const env = {
      NODE_ENV: "development",
      LOG_LEVEL: "info", // startServer waits for the "ready" line, logged at info
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      PLATFORM_SANDBOX_URL: sandbox.url,
      PLAN_FREE_MAX_ACCOUNTS: String(TARGETS + 10),
      PLAN_FREE_PUBLISHES_PER_DAY: "100000",
      RATE_LIMIT_PER_MINUTE: "100000",
      YOUTUBE_DAILY_UPLOADS: "1000",
      PUBLISH_LEASE_SECONDS: "3",
      PUBLISH_VERIFY_INTERVAL_SECONDS: "1",
      PUBLISH_VERIFY_FOR_MINUTES: process.env.BENCH_VERIFY_FOR_MINUTES ?? "2",
      SEED_DEMO_WORKSPACE: "false",
    };
    const start = async (runMode: "api" | "worker") => {
      const entry = { name: `${runMode}-${servers.length + 1}`, server: await startServer({ ...env, RUN_MODE: runMode }) };
      servers.push(entry);
      return entry.server;
    };
    const api = await start("api");
    const login = await fetch(`${api.baseUrl}/api/v1/user/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ account: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password }) });
    const token = ((await login.json()) as { data: { tokenValue: string } }).data.tokenValue;
    const call: Call = async (method, url, body) => {
      const response = await fetch(`${api.baseUrl}${url}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
      return (await response.json()) as Awaited<ReturnType<Call>>;
    };
    console.log(`bench: ${label}: linking ${new Set(targets.map((target) => target.who)).size} accounts, uploading ${targets.filter((target) => target.kind === "video").length} videos and an image …`);
    const { accountOf, mediaOf } = await setUp(targets, api.baseUrl, call, stop);

    const workers = [await start("worker"), await start("worker")];
    const control = async (method: string, route: string, body?: object) =>
      (await fetch(`${sandbox!.url}/_control/${route}`, { method, ...(body ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}) })).json() as Promise<{ planned: { endpoint: string; creator: string }[] }>;
    // Every fault the random rates deal, counted where the sandbox draws it.
    const dealt = { none: 0, server_error: 0, rate_limit: 0, drop: 0 };
    const draw = sandbox.faults.draw.bind(sandbox.faults);
    sandbox.faults.draw = () => {
      const fault = draw();
      dealt[fault] += 1;
      return fault;
    };
    const afterActing = faults ? planAfterActing(targets, random) : [];
    if (faults) await control("PUT", "faults", RATES);
    for (const failure of afterActing) await control("POST", "faults/planned", failure);

    const publishStart = Date.now();
    const deadline = publishStart + DEADLINE_MS;
    await createTasks(targets, call, accountOf, mediaOf);
    let settled = false;
    const killTimes: number[] = [];
    const killing = (async () => {
      let lastKill = Date.now();
      while (faults && !settled && Date.now() < deadline) {
        await sleep(Math.max(0, lastKill + 3000 + Math.floor(random() * 3000) - Date.now()), undefined, { signal: stop });
        if (settled) break;
        const slot = Math.floor(random() * 2);
        await kill(workers[slot]!.child);
        lastKill = Date.now();
        killTimes.push(lastKill);
        workers[slot] = await start("worker");
      }
    })();
    killing.catch(() => undefined); // awaited below; an interrupt must not end the process before the clean-up
    for (let lastReport = Date.now(); Date.now() < deadline; await sleep(1000, undefined, { signal: stop })) {
      const open = Number((await db.query<{ open: string }>("select count(*) as open from publish_items where status = 0")).rows[0]!.open);
      if (open === 0) break;
      if (Date.now() - lastReport >= 30_000) {
        lastReport = Date.now();
        console.log(`bench: ${label}: ${TARGETS - open} of ${TARGETS} settled after ${((Date.now() - publishStart) / 1000).toFixed(0)} s, ${killTimes.length} worker kills`);
      }
    }
    const wallMs = Date.now() - publishStart;
    settled = true;
    await killing;
    // Nothing may post once settled: count a moment later.
    await sleep(3000, undefined, { signal: stop });
    const unmet = (await control("GET", "faults/planned")).planned;
    if (unmet.length > 0) console.log(`bench: ${label}: after-acting faults never met: ${unmet.map((failure) => `${failure.endpoint} of ${failure.creator}`).join(", ")}`);
    await control("PUT", "faults", { serverErrorRate: 0, rateLimitRate: 0, dropRate: 0 });

    const items = (
      await db.query<Item>(
        `select i.id, i.task_id, i.platform, i.kind, i.title, i.status, i.phase, i.error_code, i.publish_id, i.post_id, i.attempt, i.retries, a.external_id
           from publish_items i join platform_accounts a on a.id = i.account_id order by i.id`,
      )
    ).rows;
    const outcome = countOutcomes(items, sandbox);
    const failedCodes = (await db.query<{ status: number; error_code: string | null; count: string }>("select status, error_code, count(*) from publish_items where status in (2, 3) group by 1, 2 order by 1, 3 desc")).rows
      .map((row) => `${row.status === 2 ? "failed" : "to verify"} ${row.error_code ?? "-"}: ${row.count}`)
      .join(", ");
    for (const entry of outcome.bad.slice(0, 10)) await describeTarget(db, sandbox, label, entry);
    if (outcome.bad.length > 0) {
      const dir = logDir();
      for (const { name, server } of servers) writeFileSync(path.join(dir, `${faults ? "faults" : "baseline"}-${name}.log`), server.output());
      console.log(`bench: ${label}: ${outcome.bad.length} targets wrong${outcome.bad.length > 10 ? " (the first 10 shown)" : ""}; server logs kept in ${dir}`);
    }
    const requests = Object.values(dealt).reduce((sum, count) => sum + count, 0);
    const intervals = killTimes.slice(1).map((time, index) => time - killTimes[index]!);
    return {
      ...outcome,
      failedCodes,
      wallMs,
      kills: killTimes.length,
      killEveryMs: intervals.length ? intervals.reduce((sum, ms) => sum + ms, 0) / intervals.length : 0,
      afterActing: afterActing.length,
      afterActingMet: afterActing.length - unmet.length,
      faulted: `${requests - dealt.none} of ${requests} platform API requests (${(((requests - dealt.none) / Math.max(1, requests)) * 100).toFixed(1)} %: ${dealt.server_error} 5xx, ${dealt.rate_limit} 429, ${dealt.drop} dropped)`,
    };
  } finally {
    await Promise.all(servers.map(({ server }) => kill(server.child)));
    for (const pid of serverChildren()) process.kill(pid, "SIGKILL");
    await sandbox?.close();
    await db?.end().catch(() => undefined);
    await adminQuery(`drop database if exists ${databaseName} with (force)`).catch((error: Error) => console.error(`bench: could not drop ${databaseName}: ${error.message}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both runs and the summary; returns the exit code (1 when any target is duplicated, lost, stuck or reported wrong). */
export async function benchPublishFaults(): Promise<number> {
  if (!process.env.BENCH_DATABASE_URL) console.log(`bench: fault mode: BENCH_DATABASE_URL not set, using ${ADMIN_URL} (separate processes cannot share PGlite)`);
  const stop = new AbortController();
  const interrupt = () => {
    if (stop.signal.aborted) process.exit(130);
    console.log("bench: interrupted, cleaning up (again to quit at once) …");
    stop.abort();
  };
  process.on("SIGINT", interrupt);
  process.on("SIGTERM", interrupt);
  let keptLogs: string | null = null;
  const logDir = () => (keptLogs ??= mkdtempSync(path.join(tmpdir(), "cdp-bench-faults-logs-")));
  try {
    const baseline = await runOnce(false, stop.signal, logDir);
    const faulted = await runOnce(true, stop.signal, logDir);
    const targets = planTargets(TARGETS);
    const count = (fits: (target: Target) => boolean) => targets.filter(fits).length;
    const verdict = (figures: Figures) =>
      `duplicates ${figures.duplicates}, lost ${figures.lost}, stuck ${figures.stuck}, reported wrong ${figures.wrong}` +
      `; failed ${figures.failed}, to verify ${figures.unverified}${figures.failedCodes ? ` (${figures.failedCodes})` : ""}`;
    const bad = (figures: Figures) => figures.duplicates + figures.lost + figures.stuck + figures.wrong > 0;
    console.log(
      `bench: fault mode: ${TARGETS} targets (${count((target) => target.platform === "tiktok" && target.kind === "video")} TikTok videos, ${count((target) => target.kind === "photo")} photo posts, ` +
        `${count((target) => target.platform === "youtube")} YouTube videos), faults: ${RATES.serverErrorRate * 100}% 5xx, ${RATES.rateLimitRate * 100}% 429, ${RATES.dropRate * 100}% dropped, ` +
        `${faulted.afterActing} after-acting (${faulted.afterActingMet} met); ${faulted.kills} worker kills (one every ${(faulted.killEveryMs / 1000).toFixed(1)} s)`,
    );
    console.log(`bench: faulted ${faulted.faulted}`);
    console.log(`bench: with faults: ${verdict(faulted)}; goal duplicates, lost, stuck, reported wrong all 0: ${bad(faulted) ? "NOT MET" : "met"}`);
    console.log(`bench: without faults: ${verdict(baseline)}`);
    console.log(`bench: wall time: ${(faulted.wallMs / 1000).toFixed(0)} s with faults vs ${(baseline.wallMs / 1000).toFixed(0)} s without (same run, same machine)`);
    return bad(faulted) || bad(baseline) ? 1 : 0;
  } catch (error) {
    if (!stop.signal.aborted) throw error;
    console.log("bench: interrupted; servers stopped, databases and temp folders removed");
    return 130;
  } finally {
    process.off("SIGINT", interrupt);
    process.off("SIGTERM", interrupt);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) process.exit(await benchPublishFaults());
