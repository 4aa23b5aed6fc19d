import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright";
import { expect } from "vitest";
import { webAppDirs } from "../../src/paths.ts";
import { exitOf, startServer, type StartedServer } from "../server-process.ts";
import { scratchFolder } from "../test-database.ts";
import { launchChromium } from "./chromium.ts";
import { ANIMATIONS_DONE, OPEN_LAYERS, TRACE_POINTER } from "./page-snippets.ts";

export type Journey = { server: StartedServer; browser: Browser; page: Page; stop(): Promise<void> };

/** The built server on a fresh data folder, and a Chinese-speaking Chromium page to drive it. */
export async function startJourney(name: string, env: Record<string, string> = {}): Promise<Journey> {
  for (const [app, dir] of Object.entries(webAppDirs)) {
    if (!existsSync(path.join(dir, "index.html"))) throw new Error(`the ${app} app is not built (${dir}): run npm run build`);
  }
  // No demo workspace unless a journey asks for it: its accounts would count against the plan's limit.
  const dataDir = scratchFolder(`e2e-${name}`);
  const server = await startServer({ DATA_DIR: dataDir, NODE_ENV: "development", SEED_DEMO_WORKSPACE: "false", ...env });
  const browser = await launchChromium().catch(async (error: unknown) => {
    server.child.kill("SIGKILL");
    throw error;
  });
  // A context of its own, so a journey can open a second tab (same local storage, fresh session storage).
  const context = await browser.newContext({ locale: "zh-CN", viewport: { width: 1280, height: 900 } });
  context.on("page", recordWhatHappens);
  await context.addInitScript(TRACE_POINTER);
  const page = await context.newPage();
  return {
    server,
    browser,
    page,
    async stop() {
      await browser.close();
      const exited = exitOf(server.child);
      server.child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The last things each page did, for a failed step to report: requests sent, failed, and errors thrown. */
const happenings = new WeakMap<Page, string[]>();

function recordWhatHappens(page: Page): void {
  const events: string[] = [];
  happenings.set(page, events);
  const note = (event: string) => {
    events.push(`${(performance.now() / 1000).toFixed(1)}s ${event}`);
    if (events.length > 40) events.shift();
  };
  // Scripts, styles and images would crowd out the API calls and page loads that tell what happened.
  page.on("request", (request) => {
    if (!isAsset(request.url())) note(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  page.on("requestfailed", (request) => note(`failed ${new URL(request.url()).pathname}: ${request.failure()?.errorText}`));
  page.on("pageerror", (error) => note(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") note(`console ${message.type()}: ${message.text()}`);
    else if (message.text().startsWith("[pointer]")) note(message.text());
  });
}

const isAsset = (url: string) => /\/assets\/|\.(svg|png|ico|woff2?)(\?|$)/.test(url);

/**
 * Waits for the page to reach a URL. When it does not, the error names where the page is, what it
 * said (alerts, toasts), its open menus and dialogs, its last requests and errors and the server's
 * last log lines, so a failure on a busy CI machine explains itself.
 */
export async function arriveAt(page: Page, server: StartedServer, url: string | RegExp, step: string): Promise<void> {
  try {
    await page.waitForURL(url);
  } catch (error) {
    const said = await page.locator("[role=alert], [role=status], [role=alertdialog], [data-scope=toast]").allInnerTexts();
    const log = server
      .output()
      .split("\n")
      .filter((line) => !isAsset(line.match(/"url":"([^"]*)"/)?.[1] ?? ""))
      .slice(-30)
      .join("\n");
    const layers = await page.evaluate(OPEN_LAYERS).catch((reason: unknown) => String(reason));
    const happened = (happenings.get(page) ?? []).join("\n");
    throw new Error(
      `${step}: the page stayed at ${page.url()}, not ${String(url)}.\nThe page said: ${said.join(" | ") || "(nothing)"}\n` +
        `Open layers: ${layers}\nThe page's last requests and errors (now ${(performance.now() / 1000).toFixed(1)}s):\n${happened}\nServer log:\n${log}`,
      { cause: error },
    );
  }
}

/** Opens the header's user menu (the button named `userName`), chooses `item` and waits for the page it opens. */
export async function chooseInUserMenu(page: Page, server: StartedServer, userName: string | RegExp, item: string, url: string): Promise<void> {
  await page.getByRole("button", { name: userName }).click();
  await page.getByRole("menuitem", { name: item }).click();
  await arriveAt(page, server, url, `choosing ${item} in the user menu`);
}

/** Clicks a publish screen's send button and waits for the records page it opens. */
export async function sendAndOpenRecords(page: Page, server: StartedServer, buttonName: string): Promise<void> {
  await page.getByRole("button", { name: buttonName, exact: true }).click();
  await arriveAt(page, server, /\/CRM\/dataSend\/record\?open=\d+/, `${buttonName} did not open the records`);
}

/** With SCREENSHOT_DIR set, a full-page picture named by the step and the width, once animations rest (dialogs open with one). */
export async function shootAtRest(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.waitForFunction(ANIMATIONS_DONE);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
}

/**
 * Chooses a radio or checkbox the way a person does: a click on its label once the label stands still
 * and nothing covers it. (Chakra's input is visually hidden, and a forced click on it skips those
 * checks, so it could land on whatever moved under the pointer on a busy machine.)
 */
export async function choose(option: Locator): Promise<void> {
  if (await option.isChecked()) return;
  await option.locator("xpath=ancestor::label[1]").click();
  await expect.poll(() => option.isChecked()).toBe(true);
}
