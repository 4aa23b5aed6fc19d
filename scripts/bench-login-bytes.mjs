// `npm run bench:login-bytes`: what the login page costs a first-time visitor of the built app.
// Starts the built server (apps/server/dist), opens /login (and /admin/login) in Chromium, lists the
// scripts the page loaded, and asks the server for each again with brotli, gzip and no compression.
// The uncompressed figure is the baseline (what the server sent before it served precompressed files).
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright";
import { requireBuild, startBuiltServer } from "./built-server.mjs";

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const GZIP_TARGET_KB = 250;

requireBuild("bench:login-bytes");
const startServer = (dataDir) => startBuiltServer(dataDir);

/** Bytes on the wire for one URL with the given Accept-Encoding (the body as sent, not decoded). */
function wireBytes(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk) => (bytes += chunk.length));
        response.on("end", () => resolve({ bytes, encoding: response.headers["content-encoding"] ?? "identity" }));
      })
      .on("error", reject);
  });
}

async function scriptsOf(browser, url) {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.add(response.url());
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.close();
  return [...scripts];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(browser, baseUrl, route) {
  const scripts = await scriptsOf(browser, baseUrl + route);
  const totals = {};
  const gzipByScript = [];
  for (const encoding of ["br", "gzip", "identity"]) {
    totals[encoding] = 0;
    for (const script of scripts) {
      const { bytes, encoding: sent } = await wireBytes(script, encoding);
      // Files under 512 bytes are not worth compressing: they come as they are.
      if (sent !== encoding && sent !== "identity") throw new Error(`${script} asked for ${encoding}, got ${sent}`);
      totals[encoding] += bytes;
      if (encoding === "gzip") gzipByScript.push({ name: new URL(script).pathname, bytes });
    }
  }
  console.log(`${route}: ${scripts.length} scripts`);
  if (process.argv.includes("--each")) {
    for (const { name, bytes } of gzipByScript.sort((a, b) => b.bytes - a.bytes)) console.log(`    ${kb(bytes).padStart(9)} gzip  ${name}`);
  }
  console.log(`  uncompressed (baseline)  ${kb(totals.identity).padStart(10)}`);
  console.log(`  gzip                     ${kb(totals.gzip).padStart(10)}   target ≤ ${GZIP_TARGET_KB} KB: ${totals.gzip <= GZIP_TARGET_KB * 1024 ? "met" : "MISSED"}`);
  console.log(`  brotli (what Chromium gets) ${kb(totals.br).padStart(7)}`);
  return totals.gzip <= GZIP_TARGET_KB * 1024;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "cdp-bench-login-"));
const server = await startServer(dataDir);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"],
});
let met = true;
try {
  console.log("JavaScript transferred on a first visit (built app, served by apps/server):");
  for (const route of ["/login", "/admin/login"]) met = (await measure(browser, server.baseUrl, route)) && met;
} finally {
  await browser.close();
  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(met ? 0 : 1);
