import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright";
import { webAppDirs } from "../../src/paths.ts";
import { exitOf, startServer, type StartedServer } from "../server-process.ts";
import { launchChromium } from "./chromium.ts";

export type Journey = { server: StartedServer; browser: Browser; page: Page; stop(): Promise<void> };

/** The built server on a fresh data folder, and a Chinese-speaking Chromium page to drive it. */
export async function startJourney(name: string, env: Record<string, string> = {}): Promise<Journey> {
  for (const [app, dir] of Object.entries(webAppDirs)) {
    if (!existsSync(path.join(dir, "index.html"))) throw new Error(`the ${app} app is not built (${dir}): run npm run build`);
  }
  // No demo workspace unless a journey asks for it: its accounts would count against the plan's limit.
  const server = await startServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), `cdp-e2e-${name}-`)), NODE_ENV: "development", SEED_DEMO_WORKSPACE: "false", ...env });
  const browser = await launchChromium();
  // A context of its own, so a journey can open a second tab (same local storage, fresh session storage).
  const context = await browser.newContext({ locale: "zh-CN", viewport: { width: 1280, height: 900 } });
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
    },
  };
}
