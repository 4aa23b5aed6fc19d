import { mkdtempSync, rmSync } from "node:fs";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { callerOf, loginOperator } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { getSignature, multipartForm, storedFiles, uploadFields } from "./helpers.ts";
import { mp4 } from "./samples.ts";

/**
 * Uploads that break off in every way a network or a hostile client can make them: whatever
 * arrives, the server keeps answering, leaves no temp file and records nothing.
 */
describe.each(testDrivers)("broken uploads to the local upload host on %s", (driver) => {
  let runtime: TestRuntime;
  let dataDir: string;
  let storageRoot: string;
  let token: string;
  let port: number;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "cdp-broken-upload-"));
    storageRoot = path.join(dataDir, "storage");
    runtime = await startTestRuntime(driver, { DATA_DIR: dataDir });
    token = await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    await runtime.app.listen({ port: 0, host: "127.0.0.1" });
    port = (runtime.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await runtime?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function newForm(name: string) {
    const fields = uploadFields(await getSignature(runtime, token), name);
    return { key: fields.key, ...multipartForm(fields, { name, content: mp4(256 * 1024) }) };
  }

  /** Sends the head and `body` on a raw socket; `end: "close"` sends all and waits for the answer, `"abort"` cuts the socket. */
  function send(contentType: string, body: Buffer, end: "close" | "abort"): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1");
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
      socket.on("error", () => resolve(answer));
      socket.on("close", () => resolve(answer));
      socket.write(`POST /storage/files HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`);
      socket.write(body, () => {
        if (end === "abort") setTimeout(() => socket.destroy(), 5);
      });
    });
  }

  async function expectHealthyAndNothingKept(key: string) {
    const health = await runtime.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(health.statusCode).toBe(200);
    await waitFor(() => storedFiles(storageRoot).every((file) => !file.startsWith(".tmp/")));
    expect(storedFiles(storageRoot)).not.toContain(key);
    const list = await callerOf(runtime, { token }).get("/api/v1/media/list?pageSize=100");
    expect(list.json().data.list.map((item: { key: string }) => item.key)).not.toContain(key);
  }

  it("answers a body that ends inside the file, without its closing boundary, with a malformed-request error", async () => {
    const form = await newForm("cut-in-file.mp4");
    const cut = form.payload.subarray(0, form.payload.length - 100 * 1024);
    const answer = await send(form.contentType, cut, "close");
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain("<Code>MalformedPOSTRequest</Code>");
    await expectHealthyAndNothingKept(form.key);
  });

  it("answers a body that ends inside a field", async () => {
    const form = await newForm("cut-in-field.mp4");
    const cut = form.payload.subarray(0, form.payload.indexOf(Buffer.from("name=\"policy\"")) + 40);
    const answer = await send(form.contentType, cut, "close");
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    await expectHealthyAndNothingKept(form.key);
  });

  it("answers a body whose final boundary is missing", async () => {
    const form = await newForm("no-final-boundary.mp4");
    const closing = form.payload.lastIndexOf(Buffer.from("--\r\n"));
    const cut = form.payload.subarray(0, form.payload.lastIndexOf(Buffer.from("\r\n--"), closing));
    const answer = await send(form.contentType, cut, "close");
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    await expectHealthyAndNothingKept(form.key);
  });

  it("survives clients that go away at random points of the body", async () => {
    const form = await newForm("random-abort.mp4");
    // A fixed seed keeps the cut points the same from run to run.
    let seed = 20261123;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const cuts = [1, 60, 200, 700, ...Array.from({ length: 12 }, () => Math.floor(next() * form.payload.length))];
    for (const cut of cuts) {
      await send(form.contentType, form.payload.subarray(0, cut), "abort");
      await expectHealthyAndNothingKept(form.key);
    }
    // And a whole upload still goes through afterwards.
    const whole = await newForm("after-aborts.mp4");
    const answer = await send(whole.contentType, whole.payload, "close");
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
