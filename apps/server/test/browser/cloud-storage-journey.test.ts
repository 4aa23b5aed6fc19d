import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSandbox, type RunningSandbox } from "@cdp/platform-sandbox";
import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webAppDirs } from "../../src/paths.ts";
import { consent } from "../accounts/helpers.ts";
import { startS3Server, type S3Server } from "../kits/s3-server.kit.ts";
import { startServer, stopProcesses, type StartedServer } from "../server-process.ts";
import { sample } from "../storage/samples.ts";
import { createTestDatabase, type TestDatabase } from "../test-database.ts";
import { hasChromium, launchChromium, requireBrowser } from "./chromium.ts";
import { choose, sendAndOpenRecords } from "./journey.ts";
import { signInOperator } from "./publishing-steps.ts";

const runs = Boolean(process.env.TEST_DATABASE_URL) && (hasChromium || requireBrowser);
if (!process.env.TEST_DATABASE_URL) console.warn("TEST_DATABASE_URL is not set: the production-shaped S3 journey (PostgreSQL, api + 2 workers, s3rver) is skipped.");

const ADMIN = { email: "ops@example.com", password: "Adm1nPassw0rd" };
const OPERATOR = { email: "creator@example.com", password: "Cr3atorPassw0rd" };

/**
 * A production-shaped deployment on loopback, all started here: PostgreSQL, one `RUN_MODE=api` and
 * two `RUN_MODE=worker` processes with `NODE_ENV=production` and their production settings, the
 * standalone platform sandbox, and an S3 bucket served by s3rver (from the npm registry) whose CORS
 * allows the app's origin, with every browser form held to its signed policy. In Chromium an
 * operator uploads two real videos through 视频发布 straight into the bucket, plays them back from
 * it, publishes them to a TikTok and a YouTube sandbox account and sees both succeed in 发布记录; the
 * sandbox received the same bytes. The page refuses what the product refuses, with the spec's words.
 */
describe.runIf(runs)("a production-shaped run with S3 storage: uploads from the browser into the bucket, previews, publishing", () => {
  let database: TestDatabase;
  let bucket: S3Server;
  let sandbox: RunningSandbox;
  let dataDir: string;
  let api: StartedServer;
  let workers: StartedServer[] = [];
  let browser: Browser;
  let page: Page;
  let publicUrl: string;
  const cspViolations: string[] = [];

  beforeAll(async () => {
    for (const [app, dir] of Object.entries(webAppDirs)) {
      if (!existsSync(path.join(dir, "index.html"))) throw new Error(`the ${app} app is not built (${dir}): run npm run build`);
    }
    database = await createTestDatabase("postgres");
    if (database.config.kind !== "postgres") throw new Error("postgres expected");
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    bucket = await startS3Server({ allowedOrigins: [publicUrl] });
    sandbox = await startSandbox({ tiktok: { processingDelayMs: 500, moderationDelayMs: 0 } });
    dataDir = mkdtempSync(path.join(tmpdir(), "cdp-prod-s3-"));
    const env = {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DATA_DIR: dataDir,
      DATABASE_URL: database.config.url,
      PUBLIC_URL: publicUrl,
      APP_SECRET: randomBytes(24).toString("hex"),
      STORAGE_SECRET: randomBytes(24).toString("hex"),
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PLATFORM_SANDBOX_URL: sandbox.url,
      STORAGE_MAX_UPLOAD_MB_FREE: "1",
      ...bucket.storageEnv,
    };
    api = await startServer({ ...env, RUN_MODE: "api", PORT: String(port) });
    workers = await Promise.all([startServer({ ...env, RUN_MODE: "worker" }), startServer({ ...env, RUN_MODE: "worker" })]);

    await createOperatorAndLinkAccounts(publicUrl);
    browser = await launchChromium();
    const context = await browser.newContext({ locale: "zh-CN", viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await stopProcesses([...workers.map((worker) => worker.child), api?.child]);
    await sandbox?.close();
    await bucket?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("names the bucket, and nothing wider, in the pages' Content-Security-Policy", async () => {
    const policy = Object.fromEntries(
      ((await fetch(`${publicUrl}/login`)).headers.get("content-security-policy") ?? "").split(";").map((directive) => {
        const [name = "", ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    ) as Record<string, string[]>;
    expect(policy["connect-src"]).toEqual(["'self'", bucket.endpoint]);
    expect(policy["media-src"]).toEqual(["'self'", "blob:", bucket.endpoint]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:", "https:", bucket.endpoint]);
  });

  it("uploads two videos from 视频发布 into the bucket, plays them from there, and publishes them to TikTok and YouTube", async () => {
    await signInOperator(page, publicUrl, OPERATOR);
    const [first, second] = [await recordVideo(page, 1000, "#1f6feb"), await recordVideo(page, 1600, "#e5534b")];
    expect(first.length).not.toBe(second.length);
    await page.getByText("请先选择账号").first().waitFor();
    for (const name of ["Demo Creator 1", "Demo Channel 1"]) await choose(page.getByRole("checkbox", { name: new RegExp(name) }));
    await page.getByText("已选 2 个账号").waitFor();
    const picker = page.locator("fieldset input[type=file]");

    // Refused by the page before anything is sent: over the plan's 1 MB, and not a video format.
    await picker.setInputFiles({ name: "big.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1) });
    await page.getByText("选择文件最大为1M").waitFor();
    await picker.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a video") });
    await page.getByText("选择文件格式错误！").waitFor();
    // Posted to the bucket, then refused by the server (its bytes are a PNG) and deleted there.
    await picker.setInputFiles({ name: "fake.mp4", mimeType: "video/mp4", buffer: sample.png });
    await page.getByText("上传失败！").first().waitFor({ timeout: 30_000 });
    expect(cspViolations).toEqual([]);
    const fakeKey = keyOf(bucket.posts.at(-1)!.fields);
    expect(fakeKey).toMatch(/=-=fake\.mp4$/);
    expect((await bucket.read(fakeKey)).status).toBe(404);
    expect(bucket.posts).toHaveLength(1);

    await picker.setInputFiles([
      { name: "launch.mp4", mimeType: "video/mp4", buffer: first },
      { name: "teaser.mp4", mimeType: "video/mp4", buffer: second },
    ]);
    await page.getByRole("table", { name: "视频分配" }).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "预览 teaser.mp4" }).waitFor({ timeout: 30_000 });

    // Each form went to the bucket with the video's type once, and the bucket serves it back as such.
    const videoPosts = bucket.posts.slice(1);
    expect(videoPosts.map((post) => post.refusal)).toEqual([null, null]);
    for (const post of videoPosts) {
      expect(post.fields.filter(([name]) => name === "Content-Type")).toEqual([["Content-Type", "video/mp4"]]);
      expect(post.fields.filter(([name]) => name === "success_action_status")).toHaveLength(1);
      const stored = await bucket.read(keyOf(post.fields));
      expect(stored.contentType).toBe("video/mp4");
      expect([first, second].some((video) => video.equals(stored.body))).toBe(true);
    }

    for (const name of ["launch.mp4", "teaser.mp4"]) {
      await page.getByRole("button", { name: `预览 ${name}` }).click();
      const player = page.getByRole("dialog").getByLabel(name);
      // Playable: the browser read its metadata from the bucket (HAVE_METADATA), with no media error.
      const state = () => player.evaluate((element) => {
        const video = element as unknown as { readyState: number; currentSrc: string; error: unknown };
        return { readyState: video.readyState, src: video.currentSrc, error: video.error };
      });
      await expect.poll(async () => (await state()).readyState, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
      expect(await state()).toMatchObject({ src: expect.stringMatching(new RegExp(`^${bucket.endpoint}/${bucket.bucket}/u/\\d+/\\d+=-=${name}$`)), error: null });
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
    }

    await page.getByRole("textbox", { name: /^标题/ }).fill("云存储里的两个视频");
    await choose(page.getByRole("radio", { name: "互关好友" }));
    await choose(page.getByRole("radio", { name: "公开", exact: true }));
    await page.getByRole("spinbutton", { name: "分钟", exact: true }).fill("0");
    await page.getByRole("spinbutton", { name: "秒", exact: true }).fill("5");
    await sendAndOpenRecords(page, api, "发布");
    await page.getByRole("article").filter({ hasText: "发布到 TikTok" }).getByText("1 成功").waitFor({ timeout: 90_000 });
    await page.getByRole("article").filter({ hasText: "发布到 YouTube" }).getByText("1 成功").waitFor({ timeout: 90_000 });

    // The platforms got the bytes that were in the bucket: TikTok's hash of the upload, YouTube's size.
    const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
    const tiktokPost = sandbox.tiktok.posts().find((post) => post.openId === "sbx-open-creator-1" && post.mediaReadyAt !== null);
    const youtubeVideo = sandbox.youtube.uploads().find((upload) => upload.title === "云存储里的两个视频");
    const [tiktokVideo, otherVideo] = tiktokPost?.upload?.sha256 === sha256(first) ? [first, second] : [second, first];
    expect(tiktokPost?.upload).toMatchObject({ sha256: sha256(tiktokVideo), receivedBytes: tiktokVideo.length });
    expect(youtubeVideo?.bytes).toBe(otherVideo.length);
    expect(cspViolations).toEqual([]);
  }, 180_000);

  it("stores what is not a picture or a video as a download, and the bucket refuses a form that changes its type", async () => {
    const token = await signIn(publicUrl, OPERATOR);
    const signature = await json(`${publicUrl}/qscrm/userCenter/systemOss/systemOssByUrl_v2?url=${encodeURIComponent(publicUrl)}&fileName=evil.html`, { headers: { authorization: `Bearer ${token}` } });
    const post = (key: string, extra: Record<string, string>) => {
      const fields = { OSSAccessKeyId: signature.accessid, policy: signature.policy, signature: signature.signature, key, success_action_status: "200", ...signature.fields, ...extra };
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value as string);
      form.append("file", new Blob(["<script>alert(1)</script>"]), "evil.html");
      return fetch(signature.host, { method: "POST", body: form });
    };
    const key = `${signature.dir}${Date.now()}=-=evil.html`;
    expect((await post(key, { "Content-Type": "text/html" })).status).toBe(403);
    expect((await post(key, {})).status).toBe(200);
    expect(await bucket.read(key)).toMatchObject({ status: 200, contentType: "application/octet-stream", contentDisposition: "attachment" });
  });

  /** The administrator (from ADMIN_EMAIL) creates the operator; the operator links a TikTok and a YouTube sandbox account. */
  async function createOperatorAndLinkAccounts(origin: string) {
    const admin = await json(`${origin}/admin/api/v1/user/login`, { method: "POST", body: { account: ADMIN.email, password: ADMIN.password } }, 1);
    const adminHeaders = { authorization: admin.tokenValue, alltoken: admin.tokenValue };
    await json(`${origin}/admin/api/v1/userInfo/add`, { method: "POST", headers: adminHeaders, body: { email: OPERATOR.email, nickname: "云上运营", password: OPERATOR.password } }, 1);
    const token = await signIn(origin, OPERATOR);
    for (const [platform, choices] of [
      ["tiktok", { decision: "allow", open_id: "sbx-open-creator-1" }],
      ["youtube", { decision: "allow", account: "google-demo-1" }],
    ] as const) {
      const started = await json(`${origin}/api/v1/accounts/link`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: { platform, method: "redirect" } });
      const back = await consent(new URL(started.authUrl, origin).toString(), choices);
      const landed = await fetch(`${origin}${back.pathname}${back.search}`, { redirect: "manual" });
      if (!new URL(landed.headers.get("location") ?? "", origin).searchParams.get("linked")) throw new Error(`linking ${platform} failed: ${landed.headers.get("location")}`);
    }
  }
});

async function signIn(origin: string, operator: { email: string; password: string }): Promise<string> {
  return (await json(`${origin}/api/v1/user/login`, { method: "POST", body: { account: operator.email, password: operator.password } })).tokenValue;
}

/** An API call's `data`; anything but the surface's success code throws with the answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the journey reads a few fields of several answers
async function json(url: string, init: { method?: string; headers?: Record<string, string>; body?: object } = {}, okCode = 0): Promise<any> {
  const response = await fetch(url, {
    method: init.method ?? "GET",
    headers: { ...init.headers, ...(init.body ? { "content-type": "application/json" } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  const envelope = (await response.json()) as { code: number; data: unknown };
  if (envelope.code !== okCode) throw new Error(`${url} answered ${JSON.stringify(envelope)}`);
  return envelope.data;
}

const keyOf = (fields: [string, string][]) => fields.find(([name]) => name === "key")![1];

/**
 * Runs in the page (a string: the server's test code has no DOM types). Records a canvas that
 * flashes `colour` for `ms` milliseconds as H.264 MP4 and answers its bytes in base64.
 */
const RECORD_VIDEO = `async ({ ms, colour }) => {
  const canvas = document.createElement("canvas");
  canvas.width = 160;
  canvas.height = 120;
  const context = canvas.getContext("2d");
  const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: "video/mp4;codecs=avc1" });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  let frame = 0;
  const painter = setInterval(() => {
    context.fillStyle = frame++ % 2 ? colour : "#ffffff";
    context.fillRect(0, 0, 160, 120);
  }, 60);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  await new Promise((resolve) => setTimeout(resolve, ms));
  recorder.stop();
  await stopped;
  clearInterval(painter);
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}`;

/** A real, playable MP4 (H.264) recorded by Chromium itself: `ms` long, flashing `colour`. */
async function recordVideo(page: Page, ms: number, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate<string>(`(${RECORD_VIDEO})(${JSON.stringify({ ms, colour })})`);
  return Buffer.from(base64, "base64");
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
