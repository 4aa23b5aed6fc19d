import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright";
import { webAppDirs } from "../../src/paths.ts";
import { exitOf, startServer, type StartedServer } from "../server-process.ts";
import { launchChromium } from "./chromium.ts";

export type Journey = { server: StartedServer; browser: Browser; page: Page; stop(): Promise<void> };

/** The built server on a fresh data folder, and a Chinese-speaking Chromium page to drive it. */
export async function startJourney(name: string): Promise<Journey> {
  for (const [app, dir] of Object.entries(webAppDirs)) {
    if (!existsSync(path.join(dir, "index.html"))) throw new Error(`the ${app} app is not built (${dir}): run npm run build`);
  }
  const server = await startServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), `cdp-e2e-${name}-`)), NODE_ENV: "development" });
  const browser = await launchChromium();
  const page = await browser.newPage({ locale: "zh-CN", viewport: { width: 1280, height: 900 } });
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
