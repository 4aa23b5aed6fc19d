import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { callerOf, loginOperator } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";
import { startFakeBucket, type FakeBucket } from "../kits/s3-bucket.kit.ts";
import { getSignature } from "./helpers.ts";
import { mp4OfDuration, sample } from "./samples.ts";

const MB = 1024 * 1024;

describe.each(testDrivers)("POST /media/complete after a direct upload to an S3 bucket on %s", (driver) => {
  let runtime: TestRuntime;
  let bucket: FakeBucket;
  let api: ReturnType<typeof callerOf>;
  let dir: string;
  beforeAll(async () => {
    bucket = await startFakeBucket("cdp-media");
    runtime = await startTestRuntime(driver, {
      STORAGE_DRIVER: "s3",
      S3_BUCKET: "cdp-media",
      S3_ENDPOINT: bucket.endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "example-secret",
      STORAGE_MAX_UPLOAD_MB_FREE: "1",
    });
    const token = await loginOperator(runtime, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    api = callerOf(runtime, { token });
    dir = (await getSignature(runtime, token)).dir;
  });
  afterAll(async () => {
    await runtime?.dispose();
    await bucket?.close();
  });

  it("records a posted image with its size and dimensions, once, and lists it", async () => {
    const key = `${dir}1700000000000=-=cover.png`;
    bucket.objects.set(key, sample.png);
    const response = await api.post("/api/v1/media/complete", { key });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ key, fileName: "cover.png", type: "image", mime: "image/png", fileSize: sample.png.length, width: 3, height: 2 });
    expect(response.json().data.url).toBe(`${bucket.endpoint}/cdp-media/${dir}1700000000000%3D-%3Dcover.png`);
    expect((await api.post("/api/v1/media/complete", { key })).json().data.id).toBe(response.json().data.id);
    const listed = (await api.get("/api/v1/media/list?pageSize=100")).json().data.list as { key: string }[];
    expect(listed.filter((item) => item.key === key)).toHaveLength(1);
  });

  it("reads an mp4's duration from the bucket with ranged reads, never the whole object", async () => {
    const key = `${dir}1700000000001=-=clip.mp4`;
    const video = mp4OfDuration(61.25);
    bucket.objects.set(key, video);
    bucket.ranges.length = 0;
    const response = await api.post("/api/v1/media/complete", { key });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ type: "video", mime: "video/mp4", durationSeconds: 61.25, fileSize: video.length });
    expect(bucket.ranges.length).toBeGreaterThan(0);
  });

  it("refuses a key outside the caller's folder, and an object that was never uploaded", async () => {
    bucket.objects.set("u/999999/1=-=x.png", sample.png);
    const foreign = await api.post("/api/v1/media/complete", { key: "u/999999/1=-=x.png" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().msg).toBe("只能登记上传到你自己文件夹中的文件");
    expect(bucket.objects.has("u/999999/1=-=x.png")).toBe(true);
    const missing = await api.as({ language: "en" }).post("/api/v1/media/complete", { key: `${dir}2=-=never.png` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe("The uploaded file was not found. Please upload it again.");
  });

  it("deletes and refuses an object whose content does not match its name, or over the plan's size", async () => {
    const disguised = `${dir}3=-=photo.png`;
    bucket.objects.set(disguised, sample.jpeg);
    const mismatch = await api.post("/api/v1/media/complete", { key: disguised });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().msg).toBe("文件内容与文件类型不符，已删除");
    expect(bucket.objects.has(disguised)).toBe(false);

    const big = `${dir}4=-=big.mp4`;
    bucket.objects.set(big, Buffer.concat([mp4OfDuration(1), Buffer.alloc(MB)]));
    const tooLarge = await api.post("/api/v1/media/complete", { key: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(bucket.objects.has(big)).toBe(false);
    const listed = (await api.get("/api/v1/media/list?pageSize=100")).json().data.list as { key: string }[];
    expect(listed.map((item) => item.key)).not.toContain(disguised);
    expect(listed.map((item) => item.key)).not.toContain(big);
  });
});
