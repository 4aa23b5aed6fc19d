import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startYoutubeSandbox, type StandaloneYoutubeSandbox } from "./standalone.ts";
import { tokenFor } from "./test-tokens.ts";

const KIB256 = 262_144;
let clock = Date.parse("2026-03-02T10:00:00Z");
let sandbox: StandaloneYoutubeSandbox;
let accessToken: string;

beforeEach(async () => {
  clock = Date.parse("2026-03-02T10:00:00Z");
  sandbox = await startYoutubeSandbox({ now: () => clock });
  accessToken = await tokenFor(`${sandbox.url}/youtube`, "google-demo-1");
});
afterEach(() => sandbox.close());

const meta = (overrides: Record<string, unknown> = {}) => ({ snippet: { title: "Hello 你好", description: "d", tags: ["a b", "c"], ...overrides }, status: { privacyStatus: "public" } });

async function open(total: number, body: unknown = meta(), token = accessToken) {
  return fetch(`${sandbox.url}/youtube/upload/youtube/v3/videos?uploadType=resumable&part=snippet%2Cstatus`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json; charset=UTF-8", "x-upload-content-length": String(total), "x-upload-content-type": "video/mp4" },
    body: JSON.stringify(body),
  });
}

const put = (uri: string, range: string, bytes: number) =>
  fetch(uri, { method: "PUT", headers: { "content-range": range, "content-type": "video/mp4" }, body: new Uint8Array(bytes) });

describe("youtube sandbox resumable upload", () => {
  it("takes chunks, reports only what it stored, answers status queries and repeats the finished video", async () => {
    const total = 3 * KIB256 + 100;
    const opened = await open(total);
    expect(opened.status).toBe(200);
    const uri = opened.headers.get("location")!;
    expect(uri).toMatch(new RegExp(`^${sandbox.url}/youtube/upload/youtube/v3/videos\\?uploadType=resumable&upload_id=`));

    const empty = await put(uri, `bytes */${total}`, 0);
    expect(empty.status).toBe(308);
    expect(empty.headers.get("range")).toBeNull();
    expect((await put(uri, `bytes 0-99/${total}`, 100)).status).toBe(400); // not a 256 KiB multiple

    sandbox.control.storeFewerBytesOnNextPut({ storeBytes: KIB256 });
    const first = await put(uri, `bytes 0-${2 * KIB256 - 1}/${total}`, 2 * KIB256);
    expect(first.status).toBe(308);
    expect(first.headers.get("range")).toBe(`bytes=0-${KIB256 - 1}`);
    expect((await put(uri, `bytes ${2 * KIB256}-${total - 1}/${total}`, total - 2 * KIB256)).status).toBe(400); // gap

    const done = await put(uri, `bytes ${KIB256}-${total - 1}/${total}`, total - KIB256);
    expect(done.status).toBe(201);
    const video = (await done.json()) as { id: string; status: { uploadStatus: string; privacyStatus: string }; snippet: { title: string; channelId: string } };
    expect(video.status).toMatchObject({ uploadStatus: "uploaded", privacyStatus: "public" });
    expect(video.snippet).toMatchObject({ title: "Hello 你好", channelId: "UCsandboxDemoChannel0001" });
    const again = await put(uri, `bytes */${total}`, 0);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(video.id);
    expect(sandbox.control.uploads()).toEqual([expect.objectContaining({ videoId: video.id, bytes: total })]);
  });

  it("keeps whole 256 KiB blocks of a dropped PUT, and 404s an expired session", async () => {
    const total = 4 * KIB256;
    const uri = (await open(total)).headers.get("location")!;
    sandbox.control.interruptNextPut({ afterBytes: KIB256 + 10 });
    await expect(put(uri, `bytes 0-${total - 1}/${total}`, total)).rejects.toThrow();
    const status = await put(uri, `bytes */${total}`, 0);
    expect(status.headers.get("range")).toBe(`bytes=0-${KIB256 - 1}`);
    clock += 24 * 3600 * 1000;
    expect((await put(uri, `bytes */${total}`, 0)).status).toBe(404);
  });

  it("validates metadata with YouTube's reasons, still charging quota", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "invalidTitle"],
      [{ title: "a<b" }, "invalidTitle"],
      [{ title: "x".repeat(101) }, "invalidTitle"],
      [{ description: "é".repeat(2501) }, "invalidDescription"],
      [{ tags: ["ab cd".repeat(90), "x".repeat(60)] }, "invalidTags"],
      [{ categoryId: "999" }, "invalidCategoryId"],
    ];
    for (const [snippet, reason] of cases) {
      const response = await open(10, meta(snippet));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { errors: [{ reason, domain: "youtube.video" }] } });
    }
    const scheduled = await open(10, { snippet: { title: "t" }, status: { privacyStatus: "public", publishAt: "2030-01-01T00:00:00Z" } });
    expect(((await scheduled.json()) as { error: { errors: { reason: string }[] } }).error.errors[0]!.reason).toBe("invalidPublishAt");
    expect(sandbox.control.quotaUsed().inserts).toBe(cases.length + 1);
  });

  it("enforces the quota models, the channel cap, the unverified-project lock and the no-channel account", async () => {
    sandbox.control.updateSettings({ quotaModel: "legacy", dailyQuotaUnits: 3300 });
    expect((await open(10)).status).toBe(200);
    expect((await open(10)).status).toBe(200);
    const over = await open(10);
    expect(over.status).toBe(403);
    expect(await over.json()).toMatchObject({ error: { code: 403, errors: [{ reason: "quotaExceeded", domain: "youtube.quota" }] } });
    expect(sandbox.control.quotaUsed().units).toBe(3200);

    sandbox.control.updateSettings({ quotaModel: "bucketed", channelDailyUploadCap: 1, unverifiedProject: true });
    const uri = (await open(5, { snippet: { title: "t" }, status: { privacyStatus: "public" } })).headers.get("location")!;
    const done = (await (await put(uri, "bytes 0-4/5", 5)).json()) as { status: { privacyStatus: string } };
    expect(done.status.privacyStatus).toBe("private");
    const capped = await open(5);
    expect(await capped.json()).toMatchObject({ error: { code: 400, errors: [{ reason: "uploadLimitExceeded", domain: "youtube.video" }] } });

    const noChannel = await tokenFor(`${sandbox.url}/youtube`, "google-demo-3");
    expect(await (await open(5, meta(), noChannel)).json()).toMatchObject({ error: { code: 401, errors: [{ reason: "youtubeSignupRequired" }] } });
  });
});

describe("youtube sandbox one-request uploads and parameter forms", () => {
  const multipart = (metadata: unknown, media: Uint8Array, boundary = "b0undary") =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-type: application/json\r\n\r\n${JSON.stringify(metadata)}\r\n--${boundary}\r\ncontent-type: video/mp4\r\n\r\n`),
      media,
      Buffer.from(`\r\n--${boundary}--`),
    ]);
  const insert = (query: string, body: Uint8Array, contentType: string) =>
    fetch(`${sandbox.url}/youtube/upload/youtube/v3/videos?${query}`, { method: "POST", headers: { authorization: `Bearer ${accessToken}`, "content-type": contentType }, body });

  it("opens a resumable session with repeated part parameters", async () => {
    const opened = await fetch(`${sandbox.url}/youtube/upload/youtube/v3/videos?uploadType=resumable&part=snippet&part=status`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json; charset=UTF-8", "x-upload-content-length": "5", "x-upload-content-type": "video/mp4" },
      body: JSON.stringify(meta()),
    });
    expect(opened.status).toBe(200);
    expect(new URL(opened.headers.get("location")!).searchParams.get("part")).toBe("snippet,status");
  });

  it("stores a multipart upload like a resumable one, counting only the media bytes (a boundary look-alike inside included)", async () => {
    const media = Buffer.concat([Buffer.alloc(70_000, 3), Buffer.from("\r\n--b0undar"), Buffer.alloc(50, 4)]);
    const response = await insert("uploadType=multipart&part=snippet&part=status", multipart(meta(), media), "multipart/related; boundary=b0undary");
    expect(response.status).toBe(200);
    const video = (await response.json()) as { id: string; snippet: { title: string }; status: { privacyStatus: string } };
    expect(video).toMatchObject({ snippet: { title: "Hello 你好" }, status: { privacyStatus: "public" } });
    expect(sandbox.control.uploads()).toEqual([expect.objectContaining({ videoId: video.id, bytes: media.length })]);
    expect(sandbox.control.quotaUsed().inserts).toBe(1);
  });

  it("refuses multipart metadata with YouTube's reasons (charged, as every readable insert), and unreadable requests without charging", async () => {
    const badTitle = await insert("uploadType=multipart&part=snippet", multipart(meta({ title: "" }), Buffer.alloc(10)), "multipart/related; boundary=b0undary");
    expect(await badTitle.json()).toMatchObject({ error: { code: 400, errors: [{ reason: "invalidTitle", domain: "youtube.video" }] } });
    const noMedia = await insert("uploadType=multipart&part=snippet", multipart(meta(), Buffer.alloc(0)), "multipart/related; boundary=b0undary");
    expect(await noMedia.json()).toMatchObject({ error: { errors: [{ reason: "mediaBodyRequired" }] } });
    expect(sandbox.control.quotaUsed().inserts).toBe(2);

    const unknownType = await insert("uploadType=chunked&part=snippet", Buffer.alloc(10), "video/mp4");
    expect(await unknownType.json()).toMatchObject({ error: { code: 400, errors: [{ reason: "invalidParameter", location: "uploadType" }] } });
    const broken = await insert("uploadType=multipart&part=snippet", Buffer.from("--b0undary\r\ncontent-type: application/json\r\n\r\n{"), "multipart/related; boundary=b0undary");
    expect(await broken.json()).toMatchObject({ error: { code: 400, errors: [{ reason: "badContent" }] } });
    expect(sandbox.control.quotaUsed().inserts).toBe(2);
    expect(sandbox.control.uploads()).toEqual([]);
  });

  it("takes media alone (uploadType=media) with the same quota and cap", async () => {
    sandbox.control.updateSettings({ channelDailyUploadCap: 1 });
    const first = await insert("uploadType=media&part=snippet,status", Buffer.alloc(1000, 1), "video/mp4");
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ snippet: { title: "unknown" }, status: { uploadStatus: "uploaded" } });
    const second = await insert("uploadType=media&part=snippet", Buffer.alloc(1000, 1), "video/mp4");
    expect(await second.json()).toMatchObject({ error: { code: 400, errors: [{ reason: "uploadLimitExceeded" }] } });
    expect(await (await insert("uploadType=media&part=snippet", Buffer.alloc(10), "text/plain")).json()).toMatchObject({ error: { errors: [{ reason: "invalidFilename" }] } });
    expect(sandbox.control.quotaUsed().inserts).toBe(3);
  });
});

describe("youtube sandbox thumbnails", () => {
  const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
  const setThumb = (videoId: string, body: Uint8Array, token = accessToken) =>
    fetch(`${sandbox.url}/youtube/upload/youtube/v3/thumbnails/set?videoId=${videoId}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "image/jpeg" }, body });
  const reason = async (response: Response) => ({ status: response.status, reason: ((await response.json()) as { error?: { errors: { reason: string }[] } }).error?.errors[0]?.reason });

  it("sets a cover on an owned video and refuses the rest with YouTube's reasons", async () => {
    const uri = (await open(5)).headers.get("location")!;
    const video = (await (await put(uri, "bytes 0-4/5", 5)).json()) as { id: string };
    expect((await setThumb(video.id, JPEG)).status).toBe(200);
    expect(await reason(await setThumb(video.id, new Uint8Array(0)))).toEqual({ status: 400, reason: "mediaBodyRequired" });
    expect(await reason(await setThumb(video.id, Uint8Array.from([1, 2, 3, 4])))).toEqual({ status: 400, reason: "invalidImage" });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(JPEG);
    expect(await reason(await setThumb(video.id, big))).toEqual({ status: 400, reason: "invalidImage" });
    expect(await reason(await setThumb("nope", JPEG))).toEqual({ status: 404, reason: "videoNotFound" });
    const other = await tokenFor(`${sandbox.url}/youtube`, "google-demo-2");
    expect(await reason(await setThumb(video.id, JPEG, other))).toEqual({ status: 403, reason: "forbidden" });
    sandbox.control.updateSettings({ thumbnailBurst: 1 });
    expect(await reason(await setThumb(video.id, JPEG))).toEqual({ status: 429, reason: "uploadRateLimitExceeded" });
    expect(sandbox.control.uploads()[0]!.hasCustomThumbnail).toBe(true);
  });
});

describe("youtube sandbox videos.list statistics", () => {
  it("serves a video's counts as strings that grow with the hours since it was published, and no share count", async () => {
    const opened = await open(1000);
    const finished = await put(opened.headers.get("location")!, "bytes 0-999/1000", 1000);
    const { id } = (await finished.json()) as { id: string };
    const statistics = async (token = accessToken) => {
      const response = await fetch(`${sandbox.url}/youtube/youtube/v3/videos?part=statistics&id=${id},unknownVideoId`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { items: { id: string; statistics: Record<string, string> }[] };
      return body.items;
    };
    expect(await statistics()).toEqual([{ kind: "youtube#video", etag: expect.any(String), id, statistics: { viewCount: "0", likeCount: "0", favoriteCount: "0", commentCount: "0" } }]);
    clock += 48 * 3_600_000;
    // An hour-long access token has expired by then.
    const [later] = await statistics(await tokenFor(`${sandbox.url}/youtube`, "google-demo-1"));
    expect(Number(later!.statistics.viewCount)).toBeGreaterThan(0);
    expect(Number(later!.statistics.likeCount)).toBe(Math.floor(Number(later!.statistics.viewCount) / 15));
    expect(later!.statistics).not.toHaveProperty("shareCount");
  });
});
