import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeWebAppDirs, startTestRuntime, type TestRuntime } from "./test-runtime.ts";

describe("serving the two web apps", () => {
  let runtime: TestRuntime;
  const script = `console.log(${JSON.stringify("压缩".repeat(400))});`;
  beforeAll(async () => {
    const dirs = makeWebAppDirs();
    // A built asset with the brotli and gzip copies the build writes beside it.
    writeFileSync(path.join(dirs.crm, "assets", "big-def456.js"), script);
    writeFileSync(path.join(dirs.crm, "assets", "big-def456.js.br"), brotliCompressSync(script));
    writeFileSync(path.join(dirs.crm, "assets", "big-def456.js.gz"), gzipSync(script));
    runtime = await startTestRuntime("pglite", {}, dirs);
  });
  afterAll(async () => {
    await runtime?.dispose();
  });
  const get = (url: string) => runtime.app.inject({ method: "GET", url, headers: { accept: "text/html" } });

  it.each(["/", "/CRM", "/CRM/dataSend/record", "/login", "/CRM/accountManage/group?tab=1"])(
    "answers %s with the CRM app (deep links reload)",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<title>crm app</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    },
  );

  it.each(["/admin", "/admin/", "/admin/users", "/admin/tasks?page=2"])("answers %s with the admin app", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>admin app</title>");
  });

  it("serves hashed assets with a long cache and 404s missing ones instead of sending HTML", async () => {
    const asset = await get("/assets/crm-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-type"]).toContain("javascript");
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await get("/admin/assets/admin-abc123.js")).statusCode).toBe(200);
    const missing = await get("/assets/gone-999.js");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(404);
  });

  it("sends the precompressed copy the browser accepts, brotli first, and says so", async () => {
    const fetchWith = (acceptEncoding?: string) =>
      runtime.app.inject({ method: "GET", url: "/assets/big-def456.js", headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

    const brotli = await fetchWith("gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toContain("javascript");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotli.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzipped = await fetchWith("gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await fetchWith();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    expect(plain.body).toBe(script);
  });

  it("never answers an API path with an app page", async () => {
    const response = await get("/api/v1/does-not-exist");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, data: null });
  });

  it("sends security headers with pages", async () => {
    const response = await get("/CRM/homePage");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });
});

describe("before the web apps are built", () => {
  it("explains how to build them instead of a blank page", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "cdp-empty-"));
    const runtime = await startTestRuntime("pglite", {}, { crm: path.join(empty, "crm"), admin: path.join(empty, "admin") });
    try {
      const response = await runtime.app.inject({ url: "/CRM/homePage" });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain("npm start");
    } finally {
      await runtime.dispose();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
