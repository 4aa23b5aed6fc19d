import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pinnedHeadersOf } from "./file-types.ts";
import { createS3Driver } from "./s3-driver.ts";

/** SigV4 signing key, written out independently of the AWS SDK. */
function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  const step = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data, "utf8").digest();
  return step(step(step(step(`AWS4${secret}`, date), region), service), "aws4_request");
}

// AWS's example credentials (documentation values, not a real account).
const ACCESS_KEY_ID = "AKIAIOSFODNN7EXAMPLE";
const SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";

describe("S3 driver: presigned POST (SigV4)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("derives signing keys like AWS's published vector", () => {
    // AWS General Reference, "Examples of how to derive a signing key for Signature Version 4".
    expect(signingKey("wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY", "20120215", "us-east-1", "iam").toString("hex")).toBe(
      "f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d",
    );
  });

  it("signs a policy limited to the caller's folder and size, as SigV4 requires", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2015-12-29T00:00:00Z") });
    const driver = await createS3Driver({
      bucket: "sigv4examplebucket",
      region: "us-east-1",
      endpoint: null,
      forcePathStyle: false,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET,
      publicUrl: null,
    });
    const target = await driver.uploadTarget({
      dir: "u/7/",
      maxBytes: 1024,
      expiresAt: new Date("2015-12-29T01:00:00Z"),
      origin: "https://cdp.example.com",
      sessionId: "00000000-0000-4000-8000-000000000000",
      pinned: pinnedHeadersOf("clip.mp4"),
    });
    expect(target.host).toBe("https://sigv4examplebucket.s3.us-east-1.amazonaws.com");
    expect(target.accessid).toBe(ACCESS_KEY_ID);
    expect(target.dir).toBe("u/7/");
    expect(target.fields).toMatchObject({
      bucket: "sigv4examplebucket",
      success_action_status: "200",
      "Content-Type": "video/mp4",
      "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
      "X-Amz-Credential": "AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request",
      "X-Amz-Date": "20151229T000000Z",
      "X-Amz-Signature": target.signature,
    });
    expect(target.fields).not.toHaveProperty("key");
    expect(target.fields).not.toHaveProperty("Content-Disposition");

    const policy = JSON.parse(Buffer.from(target.policy, "base64").toString("utf8"));
    expect(policy.expiration).toBe("2015-12-29T01:00:00Z");
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ["content-length-range", 0, 1024],
        ["starts-with", "$key", "u/7/"],
        ["starts-with", "$OSSAccessKeyId", ""],
        ["starts-with", "$signature", ""],
        { bucket: "sigv4examplebucket" },
        { "Content-Type": "video/mp4" },
        { "X-Amz-Credential": "AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request" },
      ]),
    );
    const expected = createHmac("sha256", signingKey(SECRET, "20151229", "us-east-1", "s3")).update(target.policy).digest("hex");
    expect(target.signature).toBe(expected);
  });

  it("names the bucket's origin (and a CDN's) for the pages' Content-Security-Policy", async () => {
    const base = { bucket: "media", region: "us-east-1", accessKeyId: "id", secretAccessKey: "secret" };
    expect((await createS3Driver({ ...base, endpoint: null, forcePathStyle: false, publicUrl: null })).browserOrigins).toEqual({
      upload: ["https://media.s3.us-east-1.amazonaws.com"],
      read: ["https://media.s3.us-east-1.amazonaws.com"],
    });
    expect((await createS3Driver({ ...base, endpoint: "http://127.0.0.1:4568", forcePathStyle: true, publicUrl: "https://cdn.example.com/media/" })).browserOrigins).toEqual({
      upload: ["http://127.0.0.1:4568"],
      read: ["http://127.0.0.1:4568", "https://cdn.example.com"],
    });
  });

  it("reads files from the public URL, the endpoint or the bucket", async () => {
    const base = { bucket: "media", region: "auto", forcePathStyle: true, accessKeyId: "id", secretAccessKey: "secret" };
    expect((await createS3Driver({ ...base, endpoint: "http://minio:9000", publicUrl: null })).fileUrl("u/1/a b.png")).toBe("http://minio:9000/media/u/1/a%20b.png");
    expect((await createS3Driver({ ...base, endpoint: null, publicUrl: "https://cdn.example.com/" })).fileUrl("u/1/a.png")).toBe("https://cdn.example.com/u/1/a.png");
  });
});
