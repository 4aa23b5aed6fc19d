import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright";

/** Where Chromium is: CHROMIUM_PATH, else Debian's. Test tools never download a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const hasChromium = existsSync(chromiumPath);
export const requireBrowser = process.env.REQUIRE_BROWSER === "1";

if (!hasChromium) {
  const note = `Chromium not found at ${chromiumPath}: browser tests ${requireBrowser ? "FAIL (REQUIRE_BROWSER=1)" : "skipped"}. Set CHROMIUM_PATH or apt-get install chromium.`;
  console.warn(note);
}

/** Quiet, offline Chromium: only localhost resolves. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    ],
  });
}
