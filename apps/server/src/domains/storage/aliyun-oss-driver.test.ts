import { describe, expect, it } from "vitest";
import { createAliyunOssDriver, ossAuthorization } from "./aliyun-oss-driver.ts";

/**
 * Worked examples, computed independently with openssl:
 *   policy  {"expiration":"2026-12-01T12:00:00.000Z","conditions":[["content-length-range",0,1048576000],
 *           ["starts-with","$key","u/42/"],{"bucket":"cdp-media"}]}  (base64 below)
 *   secret  OtxrzxIsfpFjA7SwPzILwy8Bw21TLhquhboDYROV
 *   PostObject signature = base64(HMAC-SHA1(secret, policyBase64))           = 0NPsxMvNifvSX9AVdwCJNJAZAmc=
 *   GET header signature = base64(HMAC-SHA1(secret, "GET\n\n\n<date>\n/cdp-media/<key>")) = Apdr78VjPZO7IhaXaT2MSvFY2sc=
 *     with date "Thu, 17 Nov 2005 18:49:58 GMT" and key "u/42/1700000000000=-=clip.mp4"
 */
const config = { bucket: "cdp-media", endpoint: "oss-cn-hangzhou.aliyuncs.com", accessKeyId: "LTAIexample", accessKeySecret: "OtxrzxIsfpFjA7SwPzILwy8Bw21TLhquhboDYROV" };
const POLICY =
  "eyJleHBpcmF0aW9uIjoiMjAyNi0xMi0wMVQxMjowMDowMC4wMDBaIiwiY29uZGl0aW9ucyI6W1siY29udGVudC1sZW5ndGgtcmFuZ2UiLDAsMTA0ODU3NjAwMF0sWyJzdGFydHMtd2l0aCIsIiRrZXkiLCJ1LzQyLyJdLHsiYnVja2V0IjoiY2RwLW1lZGlhIn1dfQ==";

describe("Aliyun OSS driver", () => {
  it("returns the spec's upload signature for the bucket, signed like OSS PostObject V1", async () => {
    const driver = createAliyunOssDriver(config);
    const target = await driver.uploadTarget({
      dir: "u/42/",
      maxBytes: 1048576000,
      expiresAt: new Date("2026-12-01T12:00:00.000Z"),
      origin: "https://cdp.example.com",
      sessionId: "00000000-0000-4000-8000-000000000000",
    });
    expect(target).toEqual({
      host: "https://cdp-media.oss-cn-hangzhou.aliyuncs.com",
      accessid: "LTAIexample",
      policy: POLICY,
      signature: "0NPsxMvNifvSX9AVdwCJNJAZAmc=",
      dir: "u/42/",
    });
  });

  it("signs the requests that read files back (V1 header signature)", () => {
    expect(ossAuthorization(config, "GET", "Thu, 17 Nov 2005 18:49:58 GMT", "u/42/1700000000000=-=clip.mp4")).toBe(
      "OSS LTAIexample:Apdr78VjPZO7IhaXaT2MSvFY2sc=",
    );
  });

  it("streams a range of a file from the bucket", async () => {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      seen.push({ url, headers: init.headers as Record<string, string> });
      return new Response("0123456789", { status: 206 });
    }) as unknown as typeof fetch;
    const driver = createAliyunOssDriver(config, fakeFetch);
    const stream = await driver.openRead("u/42/1=-=a b.mp4", { start: 0, end: 9 });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe("0123456789");
    expect(seen[0]?.url).toBe("https://cdp-media.oss-cn-hangzhou.aliyuncs.com/u/42/1%3D-%3Da%20b.mp4");
    expect(seen[0]?.headers.range).toBe("bytes=0-9");
    expect(seen[0]?.headers.authorization).toMatch(/^OSS LTAIexample:[\w+/]+=*$/);
    expect(driver.fileUrl("u/42/x.png")).toBe("https://cdp-media.oss-cn-hangzhou.aliyuncs.com/u/42/x.png");
  });
});
