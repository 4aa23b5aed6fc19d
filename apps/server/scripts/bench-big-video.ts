// The big-video phase of `npm run bench:publish`: ONE large video (BENCH_BIG_VIDEO_MB, 2048 by
// default; 0 skips the phase) published to 3 TikTok and 2 YouTube accounts at once, while the
// server's VmRSS is sampled every 50 ms. The goal: the server stays within +50 MB of its idle RSS,
// because every chunk is streamed from storage and nothing holds the file.
import { randomBytes } from "node:crypto";
import { closeSync, createReadStream, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RunningSandbox } from "@cdp/platform-sandbox";
import { consent } from "../test/accounts/helpers.ts";
import { uploadFields } from "../test/storage/helpers.ts";

const MB = 1024 * 1024;
const RSS_GOAL_MB = 50;
export const BIG_VIDEO_TIKTOK_CREATORS = 3;
const YOUTUBE_ACCOUNTS = ["google-demo-1", "google-demo-2"];

type Call = (method: string, url: string, token: string, body?: object) => Promise<{ code: number; msg: string; data: never }>;
export type BigVideoBench = { baseUrl: string; pid: number; token: string; call: Call; sandbox: RunningSandbox; tiktokOpenIds: string[] };

const rssMb = (pid: number, field: "VmRSS" | "VmHWM" = "VmRSS") =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resets the process's VmHWM (Linux ≥ 4.0), so that VmHWM afterwards is the peak of what follows. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** An MP4 `ftyp` header (so the upload's type sniffing passes), then random 8 MB blocks. */
function writeVideo(file: string, bytes: number) {
  const block = randomBytes(8 * MB);
  const fd = openSync(file, "w");
  try {
    block.writeUInt32BE(24, 0);
    block.write("ftypisom", 4, "ascii");
    for (let written = 0; written < bytes; ) {
      const part = block.subarray(0, Math.min(block.length, bytes - written));
      writeSync(fd, part);
      written += part.length;
      randomBytes(16).copy(block, 1024 + (written % (4 * MB)));
    }
  } finally {
    closeSync(fd);
  }
}

/** The CRM's direct upload as a real streamed multipart POST: the fields, then the file piped from disk. */
function postFile(url: string, fields: Record<string, string>, file: string, name: string): Promise<number> {
  const boundary = `----cdpbench${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(([field, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`)
      .join("") + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": head.length + statSync(file).size + tail.length } });
    req.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    req.on("error", reject);
    req.write(head);
    const source = createReadStream(file, { highWaterMark: MB });
    source.on("error", reject);
    source.pipe(req, { end: false });
    source.on("end", () => req.end(tail));
  });
}

async function linkAccount(bench: BigVideoBench, platform: "tiktok" | "youtube", who: string): Promise<number> {
  const started = (await bench.call("POST", "/api/v1/accounts/link", bench.token, { platform, method: "redirect" })).data as { authUrl: string };
  const back = await consent(new URL(started.authUrl, bench.baseUrl).toString(), platform === "tiktok" ? { decision: "allow", open_id: who } : { decision: "allow", account: who });
  const landed = await fetch(`${bench.baseUrl}${back.pathname}${back.search}`, { redirect: "manual" });
  const linked = new URL(landed.headers.get("location")!, bench.baseUrl).searchParams.get("linked");
  if (!linked) throw new Error(`linking ${who} failed: ${landed.headers.get("location")}`);
  return Number(linked);
}

/** The phase's figures: the server's RSS before the publish and its growth during it (MB). */
export type BigVideoFigures = { idleMb: number; growthMb: number; peakMb: number };

export async function benchBigVideo(bench: BigVideoBench, megabytes: number): Promise<BigVideoFigures> {
  const work = mkdtempSync(path.join(process.env.BENCH_DIR ?? tmpdir(), "cdp-bench-big-"));
  try {
    const name = "bench-big.mp4";
    const file = path.join(work, name);
    console.log(`bench: big video: writing ${megabytes} MB to ${work}, linking ${bench.tiktokOpenIds.length} TikTok and ${YOUTUBE_ACCOUNTS.length} YouTube accounts …`);
    writeVideo(file, megabytes * MB);
    const accountIds: number[] = [];
    for (const openId of bench.tiktokOpenIds) accountIds.push(await linkAccount(bench, "tiktok", openId));
    for (const account of YOUTUBE_ACCOUNTS) accountIds.push(await linkAccount(bench, "youtube", account));

    const signature = (await bench.call("GET", `/qscrm/userCenter/systemOss/systemOssByUrl_v2?url=${encodeURIComponent(bench.baseUrl)}`, bench.token)).data as { host: string };
    const status = await postFile(signature.host, uploadFields(signature as never, name), file, name);
    if (status !== 200) throw new Error(`the big upload answered ${status}`);
    rmSync(file);
    const media = (await bench.call("GET", "/api/v1/media/list?page=1&pageSize=100", bench.token)).data as { list: { id: number; fileName: string }[] };
    const mediaId = media.list.find((row) => row.fileName === name)?.id;
    if (!mediaId) throw new Error("the big video is not listed");

    // Idle: the mean of 3 s of samples once the upload has settled.
    await sleep(2000);
    const idleSamples: number[] = [];
    for (let index = 0; index < 60; index += 1, await sleep(50)) idleSamples.push(rssMb(bench.pid));
    const idle = idleSamples.reduce((sum, value) => sum + value, 0) / idleSamples.length;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(bench.pid));
    }, 50);
    const peakReset = resetPeak(bench.pid);
    const started = Date.now();
    const created = await bench.call("POST", "/api/v1/publish/tasks/video", bench.token, {
      sendType: "accounts",
      accountIds,
      mediaIds: accountIds.map(() => mediaId),
      title: "bench big video",
      intervalSeconds: 0,
      options: { privacy: "private" },
    });
    if (created.code !== 0) throw new Error(`big-video task creation failed: ${created.msg}`);
    const taskIds = (created.data as { tasks: { id: number }[] }).tasks.map((task) => task.id);
    const counts = { succeeded: 0, failed: 0, distributing: accountIds.length };
    while (counts.distributing > 0) {
      await sleep(1000);
      Object.assign(counts, { succeeded: 0, failed: 0, distributing: 0 });
      for (const taskId of taskIds) {
        const progress = ((await bench.call("GET", `/api/v1/publish/tasks/${taskId}/progress`, bench.token)).data as { counts: typeof counts }).counts;
        counts.succeeded += progress.succeeded;
        counts.failed += progress.failed;
        counts.distributing += progress.distributing;
      }
    }
    clearInterval(sampler);
    const wallS = (Date.now() - started) / 1000;
    const hwm = rssMb(bench.pid, "VmHWM");
    const pushedMb = (megabytes * accountIds.length) / wallS;
    const growth = Math.max(peak, peakReset ? hwm : 0) - idle;
    console.log(`bench: big video: ${megabytes} MB to ${accountIds.length} accounts (${taskIds.length} tasks): ${counts.succeeded} succeeded, ${counts.failed} failed in ${wallS.toFixed(1)} s (${pushedMb.toFixed(0)} MB/s sent in all)`);
    console.log(
      `bench: big video: server RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB sampled every 50 ms` +
        (peakReset ? `, ${hwm.toFixed(0)} MB VmHWM since the publish began` : "") +
        `: +${growth.toFixed(0)} MB (goal ≤ +${RSS_GOAL_MB} MB) ${growth <= RSS_GOAL_MB ? "met" : "NOT MET"}`,
    );
    console.log(`bench: big video: this process (the sandbox) peaked at ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB RSS`);
    if (counts.failed > 0) throw new Error("some big-video targets failed");
    return { idleMb: idle, growthMb: growth, peakMb: Math.max(peak, peakReset ? hwm : 0) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
