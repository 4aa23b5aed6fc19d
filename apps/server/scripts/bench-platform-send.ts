// How the server sends a stored video to the platforms, alone (not a timed test):
// `npm run bench:platform-send -w @cdp/server`. Five uploads of one BENCH_SEND_MB file (1024 by
// default) at once, each in 5 MB PUTs as TikTok's chunks go, to a receiver in its own process that
// drops the bytes. Each way of sending runs in a fresh node process with `npm start`'s flags, twice,
// alternating: the product's (`platformFetch` with `uploadBody`, node:http) against the baseline of
// fetch with a web ReadableStream body (how chunks went before). Printed: the sender's CPU seconds
// per GB sent and its RSS growth over idle (sampled every 50 ms), beside the baseline's.
import { fork, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, createReadStream, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { platformFetch, uploadBody } from "../src/domains/platforms/stream-body.ts";
import { START_NODE_ARGS } from "./bench-kit.mjs";

const MB = 1024 * 1024;
const CHUNK = 5 * MB;
const STREAMS = 5;
const self = fileURLToPath(import.meta.url);
const [role, mode, portText, file, sizeText] = process.argv.slice(2);
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0) / 1024;

type Figures = { mode: string; seconds: number; cpuSeconds: number; idleMb: number; peakMb: number };

/** One chunk the way chunks went before: a web ReadableStream over the file range, sent by fetch. */
async function sendByFetch(url: string, start: number, end: number) {
  const source = createReadStream(file!, { start, end });
  const chunks = source[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value as Buffer);
      },
      cancel: () => void source.destroy(),
    },
    { highWaterMark: 0 },
  );
  await (await fetch(url, { method: "PUT", headers: { "content-length": String(end - start + 1) }, body, duplex: "half" } as RequestInit)).arrayBuffer();
}

async function sendByProduct(url: string, start: number, end: number) {
  await (await platformFetch(url, { method: "PUT", headers: { "content-length": String(end - start + 1) }, body: uploadBody(createReadStream(file!, { start, end })) })).arrayBuffer();
}

async function sender() {
  const url = `http://127.0.0.1:${portText}/upload`;
  const size = Number(sizeText);
  const send = mode === "fetch" ? sendByFetch : sendByProduct;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idleMb = rssMb();
  let peakMb = idleMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb())), 50);
  const started = Date.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: STREAMS }, async () => {
      for (let start = 0; start < size; start += CHUNK) await send(url, start, Math.min(size, start + CHUNK) - 1);
    }),
  );
  clearInterval(sampler);
  const used = process.cpuUsage(cpu);
  const figures: Figures = { mode: mode!, seconds: (Date.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6, idleMb, peakMb };
  process.send!(figures);
}

function receiver() {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => response.writeHead(206).end());
  });
  server.listen(0, "127.0.0.1", () => process.send!((server.address() as AddressInfo).port));
}

function run(child: ReturnType<typeof fork>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`a bench process exited with ${code}`)));
  });
}

async function main() {
  const sizeMb = Number(process.env.BENCH_SEND_MB ?? 1024);
  const work = mkdtempSync(path.join(process.env.BENCH_DIR ?? tmpdir(), "cdp-bench-send-"));
  const source = path.join(work, "video.bin");
  const block = randomBytes(8 * MB);
  const fd = openSync(source, "w");
  for (let written = 0; written < sizeMb * MB; written += block.length) writeSync(fd, block.subarray(0, Math.min(block.length, sizeMb * MB - written)));
  closeSync(fd);
  const nodeArgs = [...START_NODE_ARGS.split(" ").filter(Boolean), "--import", "tsx"];
  const sink = fork(self, ["receiver"], { execArgv: ["--import", "tsx"] });
  try {
    const port = (await run(sink)) as number;
    const results: Figures[] = [];
    for (const round of [1, 2])
      for (const way of ["fetch", "product"]) {
        console.log(`bench: round ${round}: ${way === "fetch" ? "fetch with a web stream (baseline)" : "the product's node:http sender"}, ${STREAMS} × ${sizeMb} MB in 5 MB PUTs …`);
        const child = spawn(process.execPath, [...nodeArgs, self, "send", way, String(port), source, String(sizeMb * MB)], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
        const figures = (await run(child)) as Figures;
        child.kill();
        results.push(figures);
      }
    const gb = (STREAMS * sizeMb) / 1024;
    const line = (figures: Figures) =>
      `${(figures.cpuSeconds / gb).toFixed(2)} s of CPU per GB sent, RSS +${(figures.peakMb - figures.idleMb).toFixed(0)} MB (idle ${figures.idleMb.toFixed(0)} MB), ${((STREAMS * sizeMb) / figures.seconds).toFixed(0)} MB/s`;
    for (const figures of results) console.log(`bench: ${figures.mode === "fetch" ? "baseline fetch" : "product       "}: ${line(figures)}`);
  } finally {
    sink.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

if (role === "send") await sender();
else if (role === "receiver") receiver();
else await main();
