// `npm run docs:screenshots`: the README's pictures of 视频发布 and 发布记录, taken from the built product.
// Starts the built server (apps/server/dist) on a temporary DATA_DIR, waits until the demo operator's
// workspace is seeded (sandbox accounts, groups, a publish history), signs in as the demo operator in
// Chromium and writes docs/images/publish-video.png and docs/images/publish-records.png.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright";
import { requireBuild, root, startBuiltServer } from "./built-server.mjs";

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const outDir = path.join(root, "docs", "images");
const DEMO_OPERATOR = { email: "demo@example.com", password: "Demo1234" };
const SEED_TIMEOUT_MS = 240_000;

requireBuild("docs:screenshots");

/** Starts the built server and resolves once the demo workspace is ready (its log says so). */
const startServer = (dataDir) =>
  startBuiltServer(dataDir, { isReady: (log) => /Demo workspace ready/.test(log), isFailed: (log) => /Demo workspace not set up/.test(log), timeoutMs: SEED_TIMEOUT_MS });

/** Signs in through the login page as a newcomer would, past the upgrade prompt, landing on 视频发布. */
async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("账号", { exact: true }).fill(DEMO_OPERATOR.email);
  await page.getByLabel("密码", { exact: true }).fill(DEMO_OPERATOR.password);
  await page.locator("label", { hasText: "我已阅读并同意" }).click({ position: { x: 6, y: 8 } });
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await page.getByRole("alertdialog", { name: "升级套餐" }).getByRole("button", { name: "暂不升级" }).click();
  await page.waitForURL(`${baseUrl}/CRM/dataSend/index`);
}

/** Waits for the page's data and for animations to end, then writes the viewport as a PNG. */
async function shoot(page, file) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(outDir, file), animations: "disabled" });
  console.log(`  wrote ${path.relative(root, path.join(outDir, file))}`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "cdp-readme-screenshots-"));
let server = null;
let browser = null;
try {
  console.log("docs:screenshots: starting the built server and seeding the demo workspace…");
  server = await startServer(dataDir);
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: "zh-CN", timezoneId: "Asia/Shanghai" });
  mkdirSync(outDir, { recursive: true });
  await signIn(page, server.baseUrl);
  // Opened again so the sign-in toast is gone; two accounts picked, as an operator starts.
  await page.goto(`${server.baseUrl}/CRM/dataSend/index`);
  await page.getByRole("heading", { name: "视频发布" }).first().waitFor();
  for (const account of [/Demo Creator 1/, /Demo Channel 1/]) await page.getByRole("checkbox", { name: account }).check({ force: true });
  await shoot(page, "publish-video.png");
  await page.goto(`${server.baseUrl}/CRM/dataSend/record`);
  await page.getByRole("heading", { name: "发布记录" }).first().waitFor();
  await page.getByRole("button", { name: "查看明细" }).first().waitFor();
  await shoot(page, "publish-records.png");
} finally {
  await browser?.close();
  if (server) {
    server.child.kill("SIGTERM");
    await new Promise((resolve) => server.child.once("exit", resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
