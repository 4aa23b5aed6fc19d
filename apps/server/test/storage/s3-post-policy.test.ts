import type { UploadSignature } from "@cdp/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pinnedHeadersOf } from "../../src/domains/storage/file-types.ts";
import { createS3Driver } from "../../src/domains/storage/s3-driver.ts";
import { s3PostRefusal } from "../kits/s3-post-policy.ts";

// AWS's example credentials and its published SigV4 POST example ("Example: Browser-Based Upload
// using HTTP POST (Using AWS Signature Version 4)"): the policy as AWS prints it, and its signature.
const ACCESS_KEY_ID = "AKIAIOSFODNN7EXAMPLE";
const SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
const AWS_POLICY =
  "eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJzaWd2NGV4YW1wbGVidWNrZXQifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRrZXkiLCAidXNlci91c2VyMS8iXSwNCiAgICB7ImFjbCI6ICJwdWJsaWMtcmVhZCJ9LA0KICAgIHsic3VjY2Vzc19hY3Rpb25fcmVkaXJlY3QiOiAiaHR0cDovL3NpZ3Y0ZXhhbXBsZWJ1Y2tldC5zMy5hbWF6b25hd3MuY29tL3N1Y2Nlc3NmdWxfdXBsb2FkLmh0bWwifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRDb250ZW50LVR5cGUiLCAiaW1hZ2UvIl0sDQogICAgeyJ4LWFtei1tZXRhLXV1aWQiOiAiMTQzNjUxMjM2NTEyNzQifSwNCiAgICB7IngtYW16LXNlcnZlci1zaWRlLWVuY3J5cHRpb24iOiAiQUVTMjU2In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIkeC1hbXotbWV0YS10YWciLCAiIl0sDQoNCiAgICB7IngtYW16LWNyZWRlbnRpYWwiOiAiQUtJQUlPU0ZPRE5ON0VYQU1QTEUvMjAxNTEyMjkvdXMtZWFzdC0xL3MzL2F3czRfcmVxdWVzdCJ9LA0KICAgIHsieC1hbXotYWxnb3JpdGhtIjogIkFXUzQtSE1BQy1TSEEyNTYifSwNCiAgICB7IngtYW16LWRhdGUiOiAiMjAxNTEyMjlUMDAwMDAwWiIgfQ0KICBdDQp9";
const AWS_FORM: [string, string][] = [
  ["key", "user/user1/MyPhoto.jpg"],
  ["acl", "public-read"],
  ["success_action_redirect", "http://sigv4examplebucket.s3.amazonaws.com/successful_upload.html"],
  ["Content-Type", "image/jpeg"],
  ["x-amz-meta-uuid", "14365123651274"],
  ["x-amz-server-side-encryption", "AES256"],
  ["X-Amz-Credential", "AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request"],
  ["X-Amz-Algorithm", "AWS4-HMAC-SHA256"],
  ["X-Amz-Date", "20151229T000000Z"],
  ["x-amz-meta-tag", ""],
  ["Policy", AWS_POLICY],
  ["X-Amz-Signature", "8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e"],
];
const DURING = new Date("2015-12-29T10:00:00Z");

/** The form the spec's page posts: its own fields, then the signature's `fields` (each once), then the file. */
function pageForm(signature: UploadSignature, key: string): [string, string][] {
  const fields = { OSSAccessKeyId: signature.accessid, policy: signature.policy, signature: signature.signature, key, success_action_status: "200", ...signature.fields };
  return Object.entries(fields);
}

const replaced = (form: [string, string][], name: string, value: string): [string, string][] =>
  form.map(([field, old]) => [field, field.toLowerCase() === name.toLowerCase() ? value : old]);

describe("S3's POST checks (as AWS documents them), against AWS's own example", () => {
  const check = (fields: [string, string][], fileSize = 100, now = DURING) => s3PostRefusal({ bucket: "sigv4examplebucket", fields, fileSize }, SECRET, now);

  it("accepts AWS's example form with its published signature", () => {
    expect(check(AWS_FORM)).toBeNull();
  });

  it("refuses it changed: another type, a field the policy does not name, a wrong signature, after expiry, another bucket", () => {
    expect(check(replaced(AWS_FORM, "Content-Type", "text/html"))).toMatch(/Content-Type/);
    expect(check([...AWS_FORM, ["x-amz-meta-extra", "1"]])).toMatch(/Extra input fields: x-amz-meta-extra/);
    expect(check(replaced(AWS_FORM, "X-Amz-Signature", "0".repeat(64)))).toBe("SignatureDoesNotMatch");
    expect(check(AWS_FORM, 100, new Date("2015-12-30T12:00:00Z"))).toMatch(/expired/);
    expect(s3PostRefusal({ bucket: "other", fields: AWS_FORM, fileSize: 1 }, SECRET, DURING)).toMatch(/bucket/);
  });
});

describe("the S3 driver's presigned POST holds the page's form to the caller's folder, size and the file's type", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function signedFor(fileName: string | undefined) {
    vi.useFakeTimers({ toFake: ["Date"], now: DURING });
    const driver = await createS3Driver({ bucket: "cdp-media", region: "us-east-1", endpoint: null, forcePathStyle: false, accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET, publicUrl: null });
    return driver.uploadTarget({
      dir: "u/7/",
      maxBytes: 1024,
      expiresAt: new Date(DURING.getTime() + 3600_000),
      origin: "https://cdp.example.com",
      sessionId: "00000000-0000-4000-8000-000000000000",
      pinned: pinnedHeadersOf(fileName),
    });
  }
  const check = (fields: [string, string][], fileSize = 100) => s3PostRefusal({ bucket: "cdp-media", fields, fileSize }, SECRET, DURING);

  it("accepts the page's form for a video, which sends Content-Type video/mp4 and success_action_status once", async () => {
    const form = pageForm(await signedFor("clip.mp4"), "u/7/1700000000000=-=clip.mp4");
    expect(form.filter(([name]) => name === "success_action_status")).toHaveLength(1);
    expect(form).toContainEqual(["Content-Type", "video/mp4"]);
    expect(check(form)).toBeNull();
    expect(check(form, 1024)).toBeNull();
  });

  it("refuses a form that changes or drops the type, repeats a field, leaves the folder or exceeds the size", async () => {
    const form = pageForm(await signedFor("clip.mp4"), "u/7/1700000000000=-=clip.mp4");
    expect(check(replaced(form, "Content-Type", "text/html"))).toMatch(/Content-Type/);
    expect(check(form.filter(([name]) => name !== "Content-Type"))).toMatch(/Content-Type/);
    expect(check([...form, ["success_action_status", "200"]])).toMatch(/repeats/);
    expect(check(replaced(form, "key", "u/8/1=-=clip.mp4"))).toMatch(/\$key/);
    expect(check(form, 1025)).toBe("EntityTooLarge");
  });

  it("stores a name of no accepted format as a download: an HTML page is never served from the bucket", async () => {
    const signature = await signedFor("evil.html");
    expect(signature.fields).toMatchObject({ "Content-Type": "application/octet-stream", "Content-Disposition": "attachment" });
    const form = pageForm(signature, "u/7/1=-=evil.html");
    expect(check(form)).toBeNull();
    expect(check(replaced(form, "Content-Type", "text/html"))).toMatch(/Content-Type/);
    expect(check(form.filter(([name]) => name !== "Content-Disposition"))).toMatch(/Content-Disposition/);
  });
});
