import { describe, expect, it } from "vitest";
import { createAliyunOssDriver, ossAuthorization } from "./aliyun-oss-driver.ts";
import { pinnedHeadersOf } from "./file-types.ts";

/**
 * Worked examples, computed independently with openssl (printf '%s' "$JSON" | openssl base64 -A, then
 * printf '%s' "$POLICY" | openssl dgst -sha1 -hmac "$SECRET" -binary | openssl base64 -A):
 *   policy  {"expiration":"2026-12-01T12:00:00.000Z","conditions":[["content-length-range",0,1048576000],
 *           ["starts-with","$key","u/42/"],{"bucket":"cdp-media"},["eq","$Content-Type","video/mp4"]]}  (base64 below)
 *   secret  OtxrzxIsfpFjA7SwPzILwy8Bw21TLhquhboDYROV
 *   PostObject signature = base64(HMAC-SHA1(secret, policyBase64))           = /ofq/BEI5gt/zBZ2RSbH2xKKrD0=
 *   the same for a name of no known format, which adds ["eq","$Content-Type","application/octet-stream"],
 *   ["eq","$Content-Disposition","attachment"] instead                          = oOevyoDlBtU0LbI/8wCh8yGAhj8=
 *   GET header signature = base64(HMAC-SHA1(secret, "GET\n\n\n<date>\n/cdp-media/<key>")) = Apdr78VjPZO7IhaXaT2MSvFY2sc=
 *     with date "Thu, 17 Nov 2005 18:49:58 GMT" and key "u/42/1700000000000=-=clip.mp4"
 */
const config = { bucket: "cdp-media", endpoint: "oss-cn-hangzhou.aliyuncs.com", accessKeyId: "LTAIexample", accessKeySecret: "OtxrzxIsfpFjA7SwPzILwy8Bw21TLhquhboDYROV", publicUrl: null };
const POLICY =
  "eyJleHBpcmF0aW9uIjoiMjAyNi0xMi0wMVQxMjowMDowMC4wMDBaIiwiY29uZGl0aW9ucyI6W1siY29udGVudC1sZW5ndGgtcmFuZ2UiLDAsMTA0ODU3NjAwMF0sWyJzdGFydHMtd2l0aCIsIiRrZXkiLCJ1LzQyLyJdLHsiYnVja2V0IjoiY2RwLW1lZGlhIn0sWyJlcSIsIiRDb250ZW50LVR5cGUiLCJ2aWRlby9tcDQiXV19";
const DOWNLOAD_POLICY =
  "eyJleHBpcmF0aW9uIjoiMjAyNi0xMi0wMVQxMjowMDowMC4wMDBaIiwiY29uZGl0aW9ucyI6W1siY29udGVudC1sZW5ndGgtcmFuZ2UiLDAsMTA0ODU3NjAwMF0sWyJzdGFydHMtd2l0aCIsIiRrZXkiLCJ1LzQyLyJdLHsiYnVja2V0IjoiY2RwLW1lZGlhIn0sWyJlcSIsIiRDb250ZW50LVR5cGUiLCJhcHBsaWNhdGlvbi9vY3RldC1zdHJlYW0iXSxbImVxIiwiJENvbnRlbnQtRGlzcG9zaXRpb24iLCJhdHRhY2htZW50Il1dfQ==";

const request = (fileName: string | undefined) => ({
  dir: "u/42/",
  maxBytes: 1048576000,
  expiresAt: new Date("2026-12-01T12:00:00.000Z"),
  origin: "https://cdp.example.com",
  sessionId: "00000000-0000-4000-8000-000000000000",
  pinned: pinnedHeadersOf(fileName),
});

describe("Aliyun OSS driver", () => {
  it("returns the spec's upload signature for the bucket, signed like OSS PostObject V1, with the file's type pinned", async () => {
    const driver = createAliyunOssDriver(config);
    expect(await driver.uploadTarget(request("clip.mp4"))).toEqual({
      host: "https://cdp-media.oss-cn-hangzhou.aliyuncs.com",
      accessid: "LTAIexample",
      policy: POLICY,
      signature: "/ofq/BEI5gt/zBZ2RSbH2xKKrD0=",
      dir: "u/42/",
      fields: { "Content-Type": "video/mp4" },
    });
  });

  it("stores a name of no known format (or no name) as a download", async () => {
    const driver = createAliyunOssDriver(config);
    for (const fileName of ["evil.html", undefined]) {
      expect(await driver.uploadTarget(request(fileName))).toMatchObject({
        policy: DOWNLOAD_POLICY,
        signature: "oOevyoDlBtU0LbI/8wCh8yGAhj8=",
        fields: { "Content-Type": "application/octet-stream", "Content-Disposition": "attachment" },
      });
    }
  });

  it("names the bucket (and a custom domain) as the origins browsers use", () => {
    expect(createAliyunOssDriver(config).browserOrigins).toEqual({ upload: ["https://cdp-media.oss-cn-hangzhou.aliyuncs.com"], read: ["https://cdp-media.oss-cn-hangzhou.aliyuncs.com"] });
    const withDomain = createAliyunOssDriver({ ...config, publicUrl: "https://media.example.cn/" });
    expect(withDomain.browserOrigins.read).toEqual(["https://cdp-media.oss-cn-hangzhou.aliyuncs.com", "https://media.example.cn"]);
    expect(withDomain.fileUrl("u/42/x.png")).toBe("https://media.example.cn/u/42/x.png");
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
