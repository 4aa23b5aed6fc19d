import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PlatformError } from "../platform-error.ts";
import { consentLikeABrowser, generatedMedia, memoryResume, postOptions, startKit } from "../../../../test/kits/youtube.kit.ts";

const KIB256 = 262_144;
const SIZE = 5 * KIB256 + 12_345; // three PUTs of 512 KiB chunks
let kit: Awaited<ReturnType<typeof startKit>>;
let accessToken: string;

beforeEach(async () => {
  kit = await startKit();
  const redirectUri = "http://127.0.0.1:9/cb";
  const callback = await consentLikeABrowser(kit.adapter.buildAuthorizeUrl({ state: "s", redirectUri }), { accountId: "google-demo-1" });
  accessToken = (await kit.adapter.exchangeCode({ code: callback.searchParams.get("code")!, redirectUri })).accessToken;
});
afterEach(() => kit.close());

const publish = (media = generatedMedia(SIZE), resume = memoryResume(), overrides: Parameters<typeof postOptions>[0] = {}) =>
  kit.adapter.publishVideo({ accessToken, externalId: "UCsandboxDemoChannel0001", media, options: postOptions(overrides), resume });

describe("youtube connector publishVideo", () => {
  it("uploads in 256 KiB-multiple chunks, saving the session first, and returns the published video", async () => {
    const media = generatedMedia(SIZE);
    const resume = memoryResume();
    const progress: number[] = [];
    const started = await kit.adapter.publishVideo({ accessToken, externalId: "x", media, options: postOptions({ privacy: "friends" }), resume, onProgress: (bytes) => progress.push(bytes) });
    expect(started.result).toEqual({ state: "published", postId: started.publishId, postUrl: `https://www.youtube.com/watch?v=${started.publishId}` });
    expect(media.opened).toEqual([
      { start: 0, end: 2 * KIB256 - 1 },
      { start: 2 * KIB256, end: 4 * KIB256 - 1 },
      { start: 4 * KIB256, end: SIZE - 1 },
    ]);
    expect(resume.saved[0]).toMatchObject({ sessionUri: expect.stringContaining("upload_id="), totalBytes: SIZE });
    expect(resume.saved.at(-1)).toMatchObject({ videoId: started.publishId });
    expect(progress.at(-1)).toBe(SIZE);
    expect(kit.sandbox.control.uploads()).toEqual([expect.objectContaining({ videoId: started.publishId, bytes: SIZE, privacy: "unlisted", title: "沙盒视频 Sandbox video" })]);
    expect(await kit.adapter.fetchPublishStatus({ accessToken, publishId: String(started.publishId) })).toMatchObject({ state: "published" });
  });

  it("resumes a dropped PUT from the 308 Range and yields exactly one video with every byte", async () => {
    kit.sandbox.control.interruptNextPut({ afterBytes: KIB256 + 1000 });
    const media = generatedMedia(SIZE);
    const started = await publish(media);
    // The drop kept one block; the status query said so; the next PUT starts there.
    expect(media.opened[1]).toEqual({ start: KIB256, end: 3 * KIB256 - 1 });
    expect(kit.sandbox.control.uploads()).toEqual([expect.objectContaining({ videoId: started.publishId, bytes: SIZE })]);
    expect(kit.sandbox.control.sessions()).toHaveLength(1);
  });

  it("trusts the Range header when the server stored less than it was sent", async () => {
    kit.sandbox.control.storeFewerBytesOnNextPut({ storeBytes: KIB256 });
    const media = generatedMedia(SIZE);
    await publish(media);
    expect(media.opened[1]).toEqual({ start: KIB256, end: 3 * KIB256 - 1 });
    expect(kit.sandbox.control.uploads()[0]!.bytes).toBe(SIZE);
  });

  it("a retried job gets the finished video back without sending a byte again", async () => {
    const resume = memoryResume();
    const first = await publish(generatedMedia(SIZE), resume);
    const again = generatedMedia(SIZE);
    expect((await publish(again, resume)).publishId).toBe(first.publishId);
    // Even when only the session URI was saved (the worker died before recording the video id).
    const onlySession = memoryResume({ sessionUri: resume.saved[0]!.sessionUri, totalBytes: SIZE });
    expect((await publish(again, onlySession)).publishId).toBe(first.publishId);
    expect(again.opened).toEqual([]);
    expect(kit.sandbox.control.uploads()).toHaveLength(1);
  });

  it("continues a half-sent saved session from its status", async () => {
    // A first worker opened the session and sent one block before dying.
    const opened = await fetch(`${kit.sandbox.url}/youtube/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json", "x-upload-content-length": String(SIZE), "x-upload-content-type": "video/mp4" },
      body: JSON.stringify({ snippet: { title: "half" } }),
    });
    const sessionUri = opened.headers.get("location")!;
    await fetch(sessionUri, { method: "PUT", headers: { "content-range": `bytes 0-${KIB256 - 1}/${SIZE}` }, body: new Uint8Array(KIB256) });
    const media = generatedMedia(SIZE);
    const started = await publish(media, memoryResume({ sessionUri, totalBytes: SIZE }));
    expect(media.opened[0]).toEqual({ start: KIB256, end: 3 * KIB256 - 1 });
    expect(kit.sandbox.control.sessions()).toHaveLength(1);
    expect(kit.sandbox.control.uploads()).toEqual([expect.objectContaining({ videoId: started.publishId, bytes: SIZE })]);
  });

  it("resumes after 5xx answers to PUTs, and gives up as retryable when they persist", async () => {
    kit.sandbox.control.failNextPuts(2);
    const media = generatedMedia(SIZE);
    const started = await publish(media);
    expect(kit.sandbox.control.uploads()).toEqual([expect.objectContaining({ videoId: started.publishId, bytes: SIZE })]);
    expect(media.opened.filter((range) => range.start === 0)).toHaveLength(3);

    kit.sandbox.control.failNextPuts(1000);
    const failed = (await publish().catch((error: unknown) => error)) as PlatformError;
    expect(failed).toMatchObject({ kind: "retryable", platformCode: "uploadInterrupted", messageKey: "platform.youtube.uploadInterrupted" });
    kit.sandbox.faults.set({ serverErrorRate: 1 });
    expect(await publish().catch((error: unknown) => error)).toMatchObject({ kind: "retryable", httpStatus: 503, platformCode: "backendError" });
  });

  it("starts a new session when the saved one has expired (404)", async () => {
    const resume = memoryResume();
    // Also on the way: a 308 without Range means nothing was stored, so the next PUT starts again at 0.
    kit.sandbox.control.storeFewerBytesOnNextPut({ storeBytes: 0 });
    const first = await publish(generatedMedia(SIZE), resume);
    kit.sandbox.control.expireSessions();
    const stale = memoryResume({ sessionUri: resume.saved[0]!.sessionUri, totalBytes: SIZE });
    const second = await publish(generatedMedia(SIZE), stale);
    expect(second.publishId).not.toBe(first.publishId);
    expect(stale.saved[0]!.sessionUri).not.toBe(resume.saved[0]!.sessionUri);
    expect(kit.sandbox.control.sessions()).toHaveLength(2);
  });

  it("sets the cover, and a refused cover does not fail the publish", async () => {
    const jpeg = generatedMedia(2000, "image/jpeg");
    jpeg.open = async () => (await import("node:stream")).Readable.from([Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1996)])]);
    await publish(generatedMedia(SIZE), memoryResume(), { coverImage: jpeg });
    expect(kit.sandbox.control.uploads()[0]!.hasCustomThumbnail).toBe(true);

    const notAnImage = generatedMedia(2000, "image/png"); // bytes are not PNG: the sandbox answers invalidImage
    const withBadCover = await publish(generatedMedia(SIZE), memoryResume(), { coverImage: notAnImage });
    const tooBig = await publish(generatedMedia(SIZE), memoryResume(), { coverImage: generatedMedia(3 * 1024 * 1024, "image/jpeg") });
    expect(withBadCover.result?.state).toBe("published");
    expect(tooBig.result?.state).toBe("published");
    expect(kit.sandbox.control.uploads().filter((video) => video.hasCustomThumbnail)).toHaveLength(1);
  });

  it("checks metadata locally before any quota is spent, and has no photo posts", async () => {
    const refused = (await publish(generatedMedia(SIZE), memoryResume(), { title: "<b>bad</b>" }).catch((error: unknown) => error)) as PlatformError;
    expect(refused).toMatchObject({ kind: "permanent", messageKey: "platform.youtube.invalidTitle" });
    const tags = (await publish(generatedMedia(SIZE), memoryResume(), { tags: Array.from({ length: 60 }, () => "ten chars!") }).catch((error: unknown) => error)) as PlatformError;
    expect(tags.messageKey).toBe("platform.youtube.invalidTags");
    expect(kit.sandbox.control.quotaUsed().inserts).toBe(0);
    await expect(kit.adapter.publishPhotos({ accessToken, externalId: "x", imageUrls: [], options: { ...postOptions(), autoAddMusic: false, coverIndex: 0 } })).rejects.toMatchObject({
      kind: "permanent",
      messageKey: "platform.youtube.photosNotSupported",
    });
  });
});
