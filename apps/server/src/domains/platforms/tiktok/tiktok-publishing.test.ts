import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import type { MediaSource, TokenSet } from "../platform-adapter.ts";
import { generatedVideo, linkCreator, memoryResume, startTiktokKit, type TiktokKit, videoOptions } from "../../../../test/kits/tiktok.kit.ts";

const MIB = 1024 * 1024;
let directory: string;
let video: { media: MediaSource; bytes: Buffer };
let kit: TiktokKit;
let tokens: TokenSet;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "tiktok-publish-"));
  video = await generatedVideo(path.join(directory, "clip.mp4"), 11 * MIB);
});
afterAll(() => rm(directory, { recursive: true, force: true }));
beforeEach(async () => {
  kit = await startTiktokKit();
  tokens = await linkCreator(kit, "sbx-open-creator-1");
});
afterEach(() => kit.close());

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const publish = (resume = memoryResume()) =>
  kit.adapter.publishVideo({ accessToken: tokens.accessToken, externalId: "sbx-open-creator-1", media: video.media, options: videoOptions(), resume });

test("an 11 MiB video goes up in ordered chunks, makes exactly one post, and its 19-digit id survives", async () => {
  const progress: number[] = [];
  const resume = memoryResume();
  const started = await kit.adapter.publishVideo({
    accessToken: tokens.accessToken,
    externalId: "sbx-open-creator-1",
    media: video.media,
    options: videoOptions({ allowDuet: false }),
    resume,
    onProgress: (uploaded) => progress.push(uploaded),
  });
  const posts = kit.sandbox.control.posts();
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ publishId: started.publishId, privacyLevel: "PUBLIC_TO_EVERYONE", title: "Sandbox clip #sandbox", disableDuet: true, disableComment: false });
  expect(posts[0]?.upload).toMatchObject({ totalChunkCount: 2, chunksReceived: 2, receivedBytes: video.bytes.length, sha256: sha256(video.bytes) });
  expect(progress.at(-1)).toBe(video.bytes.length);
  expect(resume.state).toMatchObject({ tiktokPublishId: started.publishId, complete: true });

  expect(await kit.adapter.fetchPublishStatus({ accessToken: tokens.accessToken, publishId: String(started.publishId) })).toMatchObject({ state: "processing" });
  kit.sandbox.advance(3_500);
  const done = await kit.adapter.fetchPublishStatus({ accessToken: tokens.accessToken, publishId: String(started.publishId) });
  const postId = posts[0]?.postId ?? "";
  expect(postId).toMatch(/^\d{19}$/);
  expect(done).toEqual({ state: "published", postId, postUrl: `https://www.tiktok.com/@demo.creator.one/video/${postId}` });
  // The post's figures are read by its real id; the publish id is not a video id.
  kit.sandbox.advance(5 * 3_600_000);
  const figures = await kit.adapter.fetchPostFigures({ accessToken: tokens.accessToken, videoIds: [postId, String(started.publishId)] });
  expect(figures).toEqual([{ videoId: postId, views: expect.any(Number), likes: expect.any(Number), comments: expect.any(Number), shares: expect.any(Number) }]);
  expect(figures[0]!.views).toBeGreaterThan(0);

  // A retried job with the same resume state never creates a second post.
  expect((await kit.adapter.publishVideo({ accessToken: tokens.accessToken, externalId: "sbx-open-creator-1", media: video.media, options: videoOptions(), resume })).publishId).toBe(started.publishId);
  expect(kit.sandbox.control.posts()).toHaveLength(1);
});

test("a chunk answered with a 5xx, or whose connection drops, is sent again: still one complete post", async () => {
  // creator_info, video init, then the first chunk fails twice in two ways.
  kit.sandbox.scriptFaults("none", "none", "server_error", "drop");
  await publish();
  const posts = kit.sandbox.control.posts();
  expect(posts).toHaveLength(1);
  expect(posts[0]?.upload).toMatchObject({ chunksReceived: 2, receivedBytes: video.bytes.length, sha256: sha256(video.bytes) });
});

test("a half-finished upload continues on its saved URL instead of creating a new publication", async () => {
  const resume = memoryResume();
  // Every attempt at the second chunk fails: the job gives up with a retryable error after the first chunk.
  kit.sandbox.scriptFaults("none", "none", "none", "server_error", "server_error", "server_error", "server_error");
  await expect(publish(resume)).rejects.toMatchObject({ kind: "retryable" });
  expect(resume.state).toMatchObject({ chunksDone: 1, complete: false });
  const again = await publish(resume);
  const posts = kit.sandbox.control.posts();
  expect(posts).toHaveLength(1);
  expect(again.publishId).toBe(posts[0]?.publishId);
  expect(posts[0]?.upload).toMatchObject({ receivedBytes: video.bytes.length, sha256: sha256(video.bytes) });
});

test("a photo post sends the image URLs, the caption and the cover index", async () => {
  const started = await kit.adapter.publishPhotos({
    accessToken: tokens.accessToken,
    externalId: "sbx-open-creator-1",
    imageUrls: ["https://cdn.example.test/a.jpg", "https://cdn.example.test/b.jpg"],
    options: { title: "Two photos", description: "A caption", privacy: "friends", allowComment: false, brandedContent: false, ownBrand: false, aiGenerated: false, tags: ["trip"], autoAddMusic: true, coverIndex: 1 },
  });
  expect(kit.sandbox.control.posts()).toEqual([
    expect.objectContaining({ publishId: started.publishId, mediaType: "photo", privacyLevel: "MUTUAL_FOLLOW_FRIENDS", title: "Two photos", description: "A caption #trip", photoCoverIndex: 1, disableComment: true }),
  ]);
  kit.sandbox.advance(3_500);
  // Not public: complete, but TikTok gives no public post id.
  expect(await kit.adapter.fetchPublishStatus({ accessToken: tokens.accessToken, publishId: String(started.publishId) })).toEqual({ state: "published", postId: null, postUrl: null });
});

test("a post TikTok fails reports the mapped fail_reason", async () => {
  kit.sandbox.control.updateCreator("sbx-open-creator-1", { nextPostFailReason: "spam_risk_text" });
  const started = await publish();
  kit.sandbox.advance(1_500);
  const status = await kit.adapter.fetchPublishStatus({ accessToken: tokens.accessToken, publishId: String(started.publishId) });
  expect(status).toMatchObject({ state: "failed", error: { kind: "permanent", platformCode: "spam_risk_text", messageKey: "platform.tiktok.spam_risk_text" } });
});
