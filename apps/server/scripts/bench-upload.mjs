// Upload benchmark of the local storage driver (not a timed test).
//
// Generates a file (2 GB by default; BENCH_SIZE_MB to change), builds and starts the server on a
// fresh embedded database in a temp DATA_DIR (RUN_MODE=all), signs in as the demo operator, asks
// for an upload signature and posts the file as a real streamed multipart request. It prints the
// upload throughput beside `cp` of the same file on the same disk, and the server's resident
// memory during the upload (sampled VmRSS, and the process's VmHWM), and its CPU per GB beside its
// idle CPU over as long, once its start-up jobs are done, and beside the CPU of a bare node server
// receiving the same body (bare-upload-receiver.mjs). BENCH_DATABASE_URL (a
// PostgreSQL server) runs the server on a fresh database there instead of PGlite. BENCH_NODE_ARGS
// passes flags to the server's node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createReadStream, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeSync, closeSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase, freePort, json, processCpu, START_NODE_ARGS, stopServer, waitForHealth, waitUntilQuiet } from "./bench-kit.mjs";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sizeMb = Number(process.env.BENCH_SIZE_MB ?? 2048);
const work = mkdtempSync(path.join(process.env.BENCH_DIR ?? tmpdir(), "cdp-bench-"));
const source = path.join(work, "bench.mp4");
const MB = 1024 * 1024;

let server;
let dropDatabase;
try {
  console.log(`bench: working in ${work}`);
  console.log("bench: building the server …");
  run("node", ["scripts/build.mjs"], serverRoot);

  console.log(`bench: writing a ${sizeMb} MB file …`);
  writeSourceFile(source, sizeMb);

  const copy = path.join(work, "copy.mp4");
  // Both figures count until the bytes are on disk: cp + sync here, the server fsyncs before it answers.
  run("sync", [], work);
  const copySeconds = timed(() => {
    run("cp", [source, copy], work);
    run("sync", [], work);
  });
  rmSync(copy);
  const copyMbPerS = sizeMb / copySeconds;

  // Measured before the server's upload, each after a sync: dirty pages left by one would be
  // written back at the cost of the next.
  const bare = await bareReceiverCpu();
  run("sync", [], work);

  const port = await freePort();
  const dataDir = path.join(work, "data");
  const database = process.env.BENCH_DATABASE_URL ? await createDatabase(process.env.BENCH_DATABASE_URL) : null;
  dropDatabase = database?.drop;
  const startServer = async () => {
    // The same flags as `npm start` unless BENCH_NODE_ARGS says otherwise.
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? START_NODE_ARGS).split(" ").filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, path.join(serverRoot, "dist", "main.js")], {
      cwd: work,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        RUN_MODE: "all",
        LOG_LEVEL: "warn",
        NODE_ENV: "development",
        DATABASE_URL: database?.url ?? "",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await waitForHealth(`http://127.0.0.1:${port}`);
    return child;
  };
  // The first start creates the database (PGlite's initdb alone peaks near 800 MB); a server
  // normally starts on an existing one, so the figures come from a second start.
  server = await startServer();
  await stopServer(server);
  server = await startServer();
  const base = `http://127.0.0.1:${port}`;
  const rssBefore = memory(server.pid).rss;
  run("sync", [], work);

  const login = await json(`${base}/api/v1/user/login`, { method: "POST", body: { account: "demo@example.com", password: "Demo1234" } });
  const token = login.data.tokenValue;
  const signature = (await json(`${base}/qscrm/userCenter/systemOss/systemOssByUrl_v2?url=${encodeURIComponent(base)}`, { token })).data;
  const key = `${signature.dir}${Date.now()}=-=bench.mp4`;

  // Just started, the server runs its start-up jobs (analytics collection, sweeps) for a while:
  // their CPU is not the upload's.
  const settleSeconds = await waitUntilQuiet(server.pid);

  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memory(server.pid).rss);
  }, 50);
  const cpuBefore = processCpu(server.pid);
  const started = performance.now();
  const status = await postFile(`${signature.host}`, {
    OSSAccessKeyId: signature.accessid,
    policy: signature.policy,
    signature: signature.signature,
    key,
    success_action_status: "200",
  });
  const uploadSeconds = (performance.now() - started) / 1000;
  const cpuAfter = processCpu(server.pid);
  const serverCpu = cpuAfter.total - cpuBefore.total;
  clearInterval(sampler);
  const { hwm } = memory(server.pid);
  const idleBefore = processCpu(server.pid).total;
  await sleep(uploadSeconds * 1000);
  const idleCpu = processCpu(server.pid).total - idleBefore;
  if (status !== 200) throw new Error(`upload answered ${status}`);
  const stored = statSync(path.join(dataDir, "storage", ...key.split("/"))).size;
  if (stored !== sizeMb * MB) throw new Error(`stored ${stored} bytes, expected ${sizeMb * MB}`);

  const uploadMbPerS = sizeMb / uploadSeconds;
  const ratio = uploadMbPerS / copyMbPerS;
  console.log("");
  console.log(`file                   ${sizeMb} MB`);
  console.log(`cp + sync (same disk)  ${copySeconds.toFixed(2)} s   ${copyMbPerS.toFixed(0)} MB/s`);
  console.log(`upload (local driver)  ${uploadSeconds.toFixed(2)} s   ${uploadMbPerS.toFixed(0)} MB/s   ratio ${ratio.toFixed(2)} (target ≥ 0.7)`);
  console.log(
    `server RSS             ${mb(rssBefore)} MB before, peak ${mb(peakRss)} MB during the upload (+${mb(peakRss - rssBefore)} MB; target < 200 MB); VmHWM ${mb(hwm)} MB`,
  );
  console.log(
    `server CPU             ${serverCpu.toFixed(2)} s during the upload (${((100 * serverCpu) / uploadSeconds).toFixed(0)} % of one core; ` +
      `user ${(cpuAfter.user - cpuBefore.user).toFixed(2)} s, system ${(cpuAfter.system - cpuBefore.system).toFixed(2)} s)`,
  );
  console.log(
    `                       ${((serverCpu * 1024) / sizeMb).toFixed(2)} s per GB (goal ≤ 2 s); the same server idle for as long: ${idleCpu.toFixed(2)} s ` +
      `(quiet after start-up jobs in ${settleSeconds.toFixed(0)} s)`,
  );
  console.log(
    `bare node receiver     ${((bare.total * 1024) / sizeMb).toFixed(2)} s per GB (user ${bare.user.toFixed(2)} s, system ${bare.system.toFixed(2)} s): ` +
      "the same body written to a file and fsynced by a bare node HTTP server, this machine's floor today",
  );
  console.log(`database               ${database ? "PostgreSQL (BENCH_DATABASE_URL)" : "embedded PGlite"}`);
} finally {
  if (server) await stopServer(server);
  await dropDatabase?.();
  rmSync(work, { recursive: true, force: true });
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

function timed(action) {
  const started = performance.now();
  action();
  return (performance.now() - started) / 1000;
}

/** An mp4 header (so the magic-byte check passes), then random 8 MB chunks written once each. */
function writeSourceFile(file, megabytes) {
  const chunk = randomBytes(8 * MB);
  const fd = openSync(file, "w");
  try {
    const header = Buffer.alloc(24);
    header.writeUInt32BE(24, 0);
    header.write("ftypisom", 4, "ascii");
    let remaining = megabytes * MB;
    let first = true;
    while (remaining > 0) {
      const part = chunk.subarray(0, Math.min(chunk.length, remaining));
      if (first) header.copy(part);
      first = false;
      writeSync(fd, part);
      remaining -= part.length;
      randomBytes(16).copy(chunk, 1024);
    }
  } finally {
    closeSync(fd);
  }
}

function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
}

/** The CPU a bare node server (bare-upload-receiver.mjs) spends receiving the same upload. */
async function bareReceiverCpu() {
  const child = spawn(process.execPath, [path.join(serverRoot, "scripts", "bare-upload-receiver.mjs"), path.join(work, "bare.bin")], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const port = await new Promise((resolve, reject) => {
      child.stdout.once("data", (chunk) => resolve(Number(String(chunk).trim())));
      child.once("exit", (code) => reject(new Error(`the bare receiver exited with ${code}`)));
    });
    const before = processCpu(child.pid);
    const status = await postFile(`http://127.0.0.1:${port}/`, {});
    const after = processCpu(child.pid);
    if (status !== 200) throw new Error(`the bare receiver answered ${status}`);
    return { user: after.user - before.user, system: after.system - before.system, total: after.total - before.total };
  } finally {
    child.kill();
    rmSync(path.join(work, "bare.bin"), { force: true });
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function mb(bytes) {
  return (bytes / MB).toFixed(0);
}

/** A streamed multipart POST: the fields, then the file piped from disk, with an exact Content-Length. */
function postFile(url, fields) {
  const boundary = `----cdpbench${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("") +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(source).size + tail.length;
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": length },
    });
    req.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode));
    });
    req.on("error", reject);
    req.write(head);
    const file = createReadStream(source, { highWaterMark: 1024 * 1024 });
    file.on("error", reject);
    file.pipe(req, { end: false });
    file.on("end", () => req.end(tail));
  });
}
