import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { translate } from "@cdp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ADMIN, DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { callerOf, loginAdmin, loginOperator, registerOperator, uniqueEmail } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { createTestClock, startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { getSignature, multipartForm, postForm, storedFiles, uploadFields } from "./helpers.ts";
import { mp4, mp4OfDuration, sample } from "./samples.ts";

const MB = 1024 * 1024;
const SIGNATURE_URL = "/qscrm/userCenter/systemOss/systemOssByUrl_v2";

describe.each(testDrivers)("signed direct upload to the local driver on %s", (driver) => {
  let runtime: TestRuntime;
  let dataDir: string;
  let storageRoot: string;
  let token: string;
  const clock = createTestClock();
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "cdp-storage-"));
    storageRoot = path.join(dataDir, "storage");
    runtime = await startTestRuntime(driver, { DATA_DIR: dataDir, STORAGE_MAX_UPLOAD_MB: "1" }, undefined, { clock: clock.now });
    token = await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  });
  afterAll(async () => {
    await runtime?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });
  /** None of these keys exists and no temp file is left. */
  const nothingStored = (...keys: string[]) =>
    expect(storedFiles(storageRoot).filter((f) => keys.includes(f) || f.startsWith(".tmp/"))).toEqual([]);

  it("signs an upload into the operator's own folder, and only for a signed-in caller", async () => {
    expect((await runtime.app.inject({ method: "GET", url: SIGNATURE_URL })).statusCode).toBe(401);
    const response = await runtime.app.inject({
      method: "GET",
      url: `${SIGNATURE_URL}?url=${encodeURIComponent("https://cdp.example.com/CRM/dataSend/index")}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const { code, data } = response.json();
    expect(code).toBe(0);
    const info = await callerOf(runtime, { token }).get("/api/v1/user/getUserInfo");
    expect(data).toEqual({
      host: "https://cdp.example.com/storage/files",
      accessid: "local",
      signature: expect.any(String),
      policy: expect.any(String),
      dir: `u/${info.json().data.id}/`,
    });
    const policy = JSON.parse(Buffer.from(data.policy, "base64").toString("utf8"));
    expect(policy.conditions).toEqual([
      ["content-length-range", 0, MB],
      ["starts-with", "$key", data.dir],
    ]);
    expect(Date.parse(policy.expiration) - clock.now().getTime()).toBe(60 * 60 * 1000);
  });

  it("gives an administrator a folder of their own", async () => {
    const adminToken = await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    const signature = await getSignature(runtime, adminToken);
    expect(signature.dir).toMatch(/^a\/\d+\/$/);
  });

  it("stores a valid upload, answers 200 with an empty body and serves it back at host + '/' + key", async () => {
    const signature = await getSignature(runtime, token);
    const fields = uploadFields(signature, "封面 图.png");
    const response = await postForm(runtime, fields, { name: "封面 图.png", content: sample.png });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");

    const fileUrl = `${new URL(signature.host).pathname}/${fields.key.split("/").map(encodeURIComponent).join("/")}`;
    const read = await runtime.app.inject({ method: "GET", url: fileUrl });
    expect(read.statusCode).toBe(200);
    expect(read.headers["content-type"]).toBe("image/png");
    expect(read.headers["accept-ranges"]).toBe("bytes");
    expect(read.rawPayload.equals(sample.png)).toBe(true);

    const list = await callerOf(runtime, { token }).get("/api/v1/media/list");
    expect(list.json().data.list[0]).toMatchObject({
      fileName: "封面 图.png",
      key: fields.key,
      type: "image",
      mime: "image/png",
      fileSize: sample.png.length,
      width: 3,
      height: 2,
      durationSeconds: null,
    });
  });

  it("takes the form posted to the host itself, as the spec's client does", async () => {
    const signature = await getSignature(runtime, token);
    const fields = uploadFields(signature, "clip.mp4", { success_action_status: "204" });
    const response = await postForm(runtime, fields, { name: "clip.mp4", content: mp4() }, "/storage/files");
    expect(response.statusCode).toBe(204);
    expect(storedFiles(storageRoot)).toContain(fields.key);
  });

  it("records an mp4's duration from its movie header, and none when the file has no header", async () => {
    const signature = await getSignature(runtime, token);
    const timed = uploadFields(signature, "timed.mp4");
    expect((await postForm(runtime, timed, { name: "timed.mp4", content: mp4OfDuration(83.5) })).statusCode).toBe(200);
    const bare = uploadFields(signature, "bare.mp4");
    expect((await postForm(runtime, bare, { name: "bare.mp4", content: mp4() })).statusCode).toBe(200);
    const list = (await callerOf(runtime, { token }).get("/api/v1/media/list?pageSize=100")).json().data.list as { key: string; durationSeconds: number | null }[];
    expect(list.find((item) => item.key === timed.key)?.durationSeconds).toBe(83.5);
    expect(list.find((item) => item.key === bare.key)?.durationSeconds).toBeNull();
  });

  it("refuses an expired policy", async () => {
    const signature = await getSignature(runtime, token);
    clock.advance(60 * 60 * 1000 + 1);
    const fields = uploadFields(signature, "late.png");
    const response = await postForm(runtime, fields, { name: "late.png", content: sample.png });
    expect(response.statusCode).toBe(403);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    expect(response.body).toContain("<Code>AccessDenied</Code>");
    expect(response.body).toContain("<Message>Invalid according to Policy: Policy expired.</Message>");
    nothingStored(fields.key);
  });

  it("refuses a policy once the session that asked for it has signed out", async () => {
    const email = uniqueEmail("signed-out-upload");
    await registerOperator(runtime, email);
    const ownToken = await loginOperator(runtime, email, "Passw0rd");
    const signature = await getSignature(runtime, ownToken);
    expect((await callerOf(runtime, { token: ownToken }).post("/api/v1/user/logout", {})).json().code).toBe(0);
    const fields = uploadFields(signature, "after-logout.png");
    const response = await postForm(runtime, fields, { name: "after-logout.png", content: sample.png });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain("<Code>AccessDenied</Code>");
    expect(response.body).toContain("the session that signed it has ended");
    nothingStored(fields.key);
  });

  it("refuses a tampered policy and a tampered signature", async () => {
    const signature = await getSignature(runtime, token);
    const document = JSON.parse(Buffer.from(signature.policy, "base64").toString("utf8"));
    document.conditions[0][2] = 100 * MB;
    const widened = Buffer.from(JSON.stringify(document)).toString("base64");
    const policyFields = uploadFields(signature, "a.png", { policy: widened });
    const tamperedPolicy = await postForm(runtime, policyFields, { name: "a.png", content: sample.png });
    expect(tamperedPolicy.statusCode).toBe(403);
    expect(tamperedPolicy.body).toContain("<Code>SignatureDoesNotMatch</Code>");

    const flipped = `${signature.signature[0] === "A" ? "B" : "A"}${signature.signature.slice(1)}`;
    const signatureFields = uploadFields(signature, "a.png", { signature: flipped });
    const tamperedSignature = await postForm(runtime, signatureFields, { name: "a.png", content: sample.png });
    expect(tamperedSignature.statusCode).toBe(403);
    expect(tamperedSignature.body).toContain("<Code>SignatureDoesNotMatch</Code>");
    nothingStored(policyFields.key, signatureFields.key);
  });

  it("refuses keys outside the caller's folder or outside the storage root", async () => {
    const signature = await getSignature(runtime, token);
    const other = await postForm(runtime, uploadFields(signature, "x.png", { key: "u/999999/1=-=x.png" }), { name: "x.png", content: sample.png });
    expect(other.statusCode).toBe(403);
    expect(other.body).toContain("Policy Condition failed");
    for (const key of [`${signature.dir}../999999/x.png`, `${signature.dir}a\\..\\..\\x.png`, `${signature.dir}/x.png`]) {
      const escaping = await postForm(runtime, uploadFields(signature, "x.png", { key }), { name: "x.png", content: sample.png });
      expect(escaping.statusCode, key).toBe(400);
      expect(escaping.body).toContain("<Code>InvalidObjectName</Code>");
    }
    expect(storedFiles(storageRoot).filter((f) => f.includes("999999") || f.endsWith("/x.png"))).toEqual([]);
  });

  it("refuses a file over the policy's size while it streams, storing nothing", async () => {
    const signature = await getSignature(runtime, token);
    const fields = uploadFields(signature, "big.mp4");
    const response = await postForm(runtime, fields, { name: "big.mp4", content: mp4(MB + 1) });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("<Code>EntityTooLarge</Code>");
    nothingStored(fields.key);
    const exact = await postForm(runtime, uploadFields(signature, "exact.mp4"), { name: "exact.mp4", content: mp4(MB) });
    expect(exact.statusCode).toBe(200);
  });

  it("refuses content that does not match the file's type", async () => {
    const signature = await getSignature(runtime, token);
    const fields = uploadFields(signature, "photo.png");
    const response = await postForm(runtime, fields, { name: "photo.png", content: sample.jpeg });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("does not match its type");
    const disguisedFields = uploadFields(signature, "video.txt");
    const disguised = await postForm(runtime, disguisedFields, { name: "video.txt", content: mp4() });
    expect(disguised.statusCode).toBe(400);
    nothingStored(fields.key, disguisedFields.key);
  });

  it("refuses file names with a comma, ASCII or full-width", async () => {
    const signature = await getSignature(runtime, token);
    for (const name of ["a,b.png", "a，b.png"]) {
      const response = await postForm(runtime, uploadFields(signature, name), { name, content: sample.png });
      expect(response.statusCode, name).toBe(400);
      expect(response.body).toContain("comma");
    }
  });

  it("refuses a form without the signature fields or without a file", async () => {
    const signature = await getSignature(runtime, token);
    const { policy: _policy, ...unsigned } = uploadFields(signature, "a.png");
    expect((await postForm(runtime, unsigned, { name: "a.png", content: sample.png })).statusCode).toBe(400);
    expect((await postForm(runtime, uploadFields(signature, "a.png"))).statusCode).toBe(400);
    const notMultipart = await runtime.app.inject({ method: "POST", url: "/storage/upload", payload: { a: 1 } });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.body).toContain("<Error>");
  });

  it("serves byte ranges so videos can seek", async () => {
    const signature = await getSignature(runtime, token);
    const content = mp4(1000);
    content.fill(7, 100);
    const fields = uploadFields(signature, "seek.mp4");
    expect((await postForm(runtime, fields, { name: "seek.mp4", content })).statusCode).toBe(200);
    const url = `/storage/files/${fields.key.split("/").map(encodeURIComponent).join("/")}`;
    const get = (range?: string) => runtime.app.inject({ method: "GET", url, headers: range ? { range } : {} });

    const first = await get("bytes=0-9");
    expect(first.statusCode).toBe(206);
    expect(first.headers["content-range"]).toBe("bytes 0-9/1000");
    expect(first.headers["content-length"]).toBe("10");
    expect(first.headers["content-type"]).toBe("video/mp4");
    expect(first.rawPayload.equals(content.subarray(0, 10))).toBe(true);

    const middle = await get("bytes=500-");
    expect(middle.statusCode).toBe(206);
    expect(middle.headers["content-range"]).toBe("bytes 500-999/1000");
    expect(middle.rawPayload.equals(content.subarray(500))).toBe(true);

    const tail = await get("bytes=-5");
    expect(tail.headers["content-range"]).toBe("bytes 995-999/1000");
    expect(tail.rawPayload.length).toBe(5);

    const beyond = await get("bytes=1000-");
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe("bytes */1000");

    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-length"]).toBe("1000");
  });

  it("serves a file with a long non-ASCII name", async () => {
    const signature = await getSignature(runtime, token);
    const name = `${"视频素材".repeat(15)}.png`;
    const fields = uploadFields(signature, name);
    expect((await postForm(runtime, fields, { name, content: sample.png })).statusCode).toBe(200);
    const read = await runtime.app.inject({ method: "GET", url: `/storage/files/${fields.key.split("/").map(encodeURIComponent).join("/")}` });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(sample.png)).toBe(true);
  });

  it("never serves anything outside the owners' folders", async () => {
    for (const url of ["/storage/files/../../package.json", "/storage/files/u/1/..%2F..%2F..%2Fpackage.json", "/storage/files/.tmp/x.part", "/storage/files/u/1/missing.png"]) {
      const response = await runtime.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("leaves nothing behind when the client goes away mid-upload", async () => {
    const signature = await getSignature(runtime, token);
    const fields = uploadFields(signature, "aborted.mp4");
    const form = multipartForm(fields, { name: "aborted.mp4", content: mp4(512 * 1024) });
    await runtime.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = runtime.app.server.address() as AddressInfo;
    const request = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/storage/upload",
      headers: { "content-type": form.contentType, "content-length": form.payload.length },
    });
    request.on("error", () => undefined);
    request.write(form.payload.subarray(0, 300 * 1024));
    // Wait until the server has started writing the temp file, then cut the connection.
    await waitFor(() => storedFiles(storageRoot).some((f) => f.startsWith(".tmp/")));
    request.destroy();
    await waitFor(() => storedFiles(storageRoot).every((f) => !f.startsWith(".tmp/")));
    nothingStored(fields.key);
    const list = await callerOf(runtime, { token }).get("/api/v1/media/list?pageSize=100");
    expect(list.json().data.list.map((item: { key: string }) => item.key)).not.toContain(fields.key);
  });
});

describe.each(testDrivers)("media records on %s", (driver) => {
  let runtime: TestRuntime;
  let dataDir: string;
  let storageRoot: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "cdp-media-"));
    storageRoot = path.join(dataDir, "storage");
    runtime = await startTestRuntime(driver, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await runtime?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function newOperator() {
    const email = uniqueEmail("media");
    await registerOperator(runtime, email);
    const token = await loginOperator(runtime, email, "Passw0rd");
    return { token, api: callerOf(runtime, { token }), signature: await getSignature(runtime, token) };
  }

  it("appends -back to a name the owner already has", async () => {
    const { api, signature } = await newOperator();
    for (let i = 0; i < 3; i += 1) {
      const response = await postForm(runtime, uploadFields(signature, "clip.mp4"), { name: "clip.mp4", content: mp4() });
      expect(response.statusCode).toBe(200);
    }
    const names = (await api.get("/api/v1/media/list")).json().data.list.map((item: { fileName: string }) => item.fileName);
    expect(names.sort()).toEqual(["clip-back-back.mp4", "clip-back.mp4", "clip.mp4"]);
  });

  it("shows and deletes only the owner's own media", async () => {
    const alice = await newOperator();
    const bob = await newOperator();
    const fields = uploadFields(alice.signature, "alice.png");
    expect((await postForm(runtime, fields, { name: "alice.png", content: sample.png })).statusCode).toBe(200);
    // Bob's name is the same as Alice's: no clash across owners.
    expect((await postForm(runtime, uploadFields(bob.signature, "alice.png"), { name: "alice.png", content: sample.png })).statusCode).toBe(200);

    const aliceList = (await alice.api.get("/api/v1/media/list")).json().data;
    const bobList = (await bob.api.get("/api/v1/media/list")).json().data;
    expect(aliceList.total).toBe(1);
    expect(bobList.list.map((item: { fileName: string }) => item.fileName)).toEqual(["alice.png"]);
    const aliceItem = aliceList.list[0];
    expect(bobList.list[0].id).not.toBe(aliceItem.id);

    const stolen = await runtime.app.inject({ method: "DELETE", url: `/api/v1/media/${aliceItem.id}`, headers: { authorization: `Bearer ${bob.token}` } });
    expect(stolen.statusCode).toBe(404);
    expect(storedFiles(storageRoot)).toContain(fields.key);

    const deleted = await runtime.app.inject({ method: "DELETE", url: `/api/v1/media/${aliceItem.id}`, headers: { authorization: `Bearer ${alice.token}` } });
    expect(deleted.json()).toMatchObject({ code: 0, data: null });
    expect(storedFiles(storageRoot)).not.toContain(fields.key);
    expect((await runtime.app.inject({ method: "GET", url: aliceItem.url })).statusCode).toBe(404);
    expect((await alice.api.get("/api/v1/media/list")).json().data.total).toBe(0);
  });

  it("keeps administrators' files apart and lists them on the admin API", async () => {
    const adminToken = await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    const signature = await getSignature(runtime, adminToken, { alltoken: adminToken });
    const fields = uploadFields(signature, "shared.gif");
    expect((await postForm(runtime, fields, { name: "shared.gif", content: sample.gif })).statusCode).toBe(200);
    const list = await runtime.app.inject({
      method: "GET",
      url: "/admin/api/v1/media/list",
      headers: { authorization: adminToken, alltoken: adminToken },
    });
    expect(list.json()).toMatchObject({ code: 1, data: { total: 1, list: [{ fileName: "shared.gif", type: "image", width: 5, height: 4 }] } });
    const operator = await newOperator();
    expect((await operator.api.get("/api/v1/media/list")).json().data.total).toBe(0);
  });

  it("records an administrator's first upload once, under its own name, when the client completes it too", async () => {
    // The browser's uploader posts the form to the host, then calls /media/complete (meant for cloud buckets).
    const adminToken = await loginAdmin(runtime, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    const headers = { authorization: adminToken, alltoken: adminToken };
    const signature = await getSignature(runtime, adminToken, { alltoken: adminToken });
    const fields = uploadFields(signature, "sample-image.png");
    expect((await postForm(runtime, fields, { name: "sample-image.png", content: sample.png })).statusCode).toBe(200);
    const completed = await runtime.app.inject({ method: "POST", url: "/admin/api/v1/media/complete", headers, payload: { key: fields.key } });
    expect(completed.json()).toMatchObject({ code: 1, data: { fileName: "sample-image.png", key: fields.key } });
    const list = (await runtime.app.inject({ method: "GET", url: "/admin/api/v1/media/list", headers })).json().data;
    expect(list.list.filter((item: { key: string }) => item.key === fields.key).map((item: { fileName: string }) => item.fileName)).toEqual(["sample-image.png"]);
    expect(list.list.map((item: { fileName: string }) => item.fileName)).not.toContain("sample-image-back.png");
  });

  it("records only what the upload host took: /media/complete never records a file by itself with the local driver", async () => {
    const { api, signature } = await newOperator();
    // Bytes that reached the operator's folder some other way than a signed upload.
    const key = `${signature.dir}1=-=stray.png`;
    mkdirSync(path.dirname(path.join(storageRoot, key)), { recursive: true });
    writeFileSync(path.join(storageRoot, key), sample.png);
    const completed = await api.as({ language: "en" }).post("/api/v1/media/complete", { key });
    expect(completed.statusCode).toBe(404);
    expect(completed.json().msg).toBe(translate("en", "storage.complete.notUploaded"));
    expect((await api.get("/api/v1/media/list")).json().data.total).toBe(0);
  });

  it("refuses the media list without a session", async () => {
    expect((await callerOf(runtime).get("/api/v1/media/list")).statusCode).toBe(401);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
