import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { type RunningTiktokSandbox, startTiktokSandbox } from "./standalone.ts";

/**
 * Planned faults that act first: TikTok does the call (the post exists, the upload is complete)
 * and the client never hears it, or hears it too late.
 */

const MIB = 1024 * 1024;
let sandbox: RunningTiktokSandbox;
let token: string;

beforeEach(async () => {
  sandbox = await startTiktokSandbox({ settings: { processingDelayMs: 1000, moderationDelayMs: 2000 } });
  token = (await sandbox.grant("sbx-open-creator-1")).access_token;
});
afterEach(() => sandbox.close());

const call = (path: string, body: unknown, signal?: AbortSignal) =>
  fetch(`${sandbox.url}/tiktok${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json; charset=UTF-8" }, body: JSON.stringify(body), signal });

const photoInit = (signal?: AbortSignal) =>
  call(
    "/v2/post/publish/content/init/",
    {
      media_type: "PHOTO",
      post_mode: "DIRECT_POST",
      post_info: { title: "Lost answer", description: "still posted #sandbox", privacy_level: "PUBLIC_TO_EVERYONE", brand_content_toggle: false, brand_organic_toggle: false },
      source_info: { source: "PULL_FROM_URL", photo_images: ["https://cdn.example.test/1.jpg"], photo_cover_index: 0 },
    },
    signal,
  );

const fileInit = async (size: number, chunkSize: number) => {
  const source = { source: "FILE_UPLOAD", video_size: size, chunk_size: chunkSize, total_chunk_count: Math.floor(size / chunkSize) };
  const answer = await call("/v2/post/publish/video/init/", { post_info: { title: "Upload", privacy_level: "PUBLIC_TO_EVERYONE", brand_content_toggle: false }, source_info: source });
  return ((await answer.json()) as { data: { publish_id: string; upload_url: string } }).data;
};

const putChunk = (url: string, bytes: Uint8Array, start: number, total: number) =>
  fetch(url, { method: "PUT", headers: { "content-type": "video/mp4", "content-range": `bytes ${start}-${start + bytes.length - 1}/${total}` }, body: bytes });

const statusOf = async (publishId: string) => (await call("/v2/post/publish/status/fetch/", { publish_id: publishId })).text();

test("publish_init act_then_drop: the post is made and the connection closes unanswered; its status and a retry behave as on TikTok", async () => {
  sandbox.faults.plan({ endpoint: "publish_init", creator: "demo.creator.one", count: 1, mode: "act_then_drop" });
  await expect(photoInit()).rejects.toThrow();
  const [made] = sandbox.control.posts();
  expect(made).toMatchObject({ mediaType: "photo", title: "Lost answer", description: "still posted #sandbox", privacyLevel: "PUBLIC_TO_EVERYONE" });
  expect(sandbox.faults.planned()).toEqual([]);

  sandbox.advance(3000);
  expect(await statusOf(made!.publishId)).toContain(`"publicaly_available_post_id":[${made!.postId}]`);
  // TikTok has no idempotency key: sending the init again makes a second post.
  const again = await photoInit();
  expect(again.status).toBe(200);
  expect(sandbox.control.posts()).toHaveLength(2);
});

test("upload_last_chunk act_then_drop: earlier chunks are left alone, the last completes the upload unanswered, and repeating it gets 416", async () => {
  const file = new Uint8Array(10 * MIB).map((_, index) => index % 251);
  const { publish_id: publishId, upload_url: url } = await fileInit(file.length, 5 * MIB);
  sandbox.faults.plan({ endpoint: "upload_last_chunk", creator: "Demo Creator 1 / 演示创作者一", count: 1, mode: "act_then_drop" });
  expect((await putChunk(url, file.subarray(0, 5 * MIB), 0, file.length)).status).toBe(206);
  expect(sandbox.faults.planned()).toHaveLength(1);

  await expect(putChunk(url, file.subarray(5 * MIB), 5 * MIB, file.length)).rejects.toThrow();
  expect(sandbox.control.posts()[0]?.upload).toMatchObject({ receivedBytes: file.length, chunksReceived: 2, sha256: expect.any(String) });
  const repeated = await putChunk(url, file.subarray(5 * MIB), 5 * MIB, file.length);
  expect(repeated.status).toBe(416);
  expect(repeated.headers.get("content-range")).toBe(`bytes 0-${file.length - 1}/${file.length}`);
  sandbox.advance(3000);
  expect(await statusOf(publishId)).toContain('"status":"PUBLISH_COMPLETE"');
});

test("upload_last_chunk refuse: nothing is stored and the same chunk then goes through", async () => {
  const { upload_url: url } = await fileInit(1000, 1000);
  sandbox.faults.plan({ endpoint: "upload_last_chunk", creator: "sbx-open-creator-1", count: 1, error: "internal_error", status: 500 });
  const refused = await putChunk(url, new Uint8Array(1000), 0, 1000);
  expect(refused.status).toBe(500);
  expect(await refused.json()).toMatchObject({ data: {}, error: { code: "internal_error", message: expect.stringContaining("planned") } });
  expect(sandbox.control.posts()[0]?.upload).toMatchObject({ receivedBytes: 0, chunksReceived: 0 });
  expect((await putChunk(url, new Uint8Array(1000), 0, 1000)).status).toBe(201);
});

test("act_then_delay: the post is made at once, a client with a shorter timeout gives up, a patient one gets the answer after the delay", async () => {
  sandbox.faults.plan({ endpoint: "publish_init", creator: "sbx-open-creator-1", count: 2, mode: "act_then_delay", delayMs: 600 });
  await expect(photoInit(AbortSignal.timeout(200))).rejects.toThrow();
  await vi.waitFor(() => expect(sandbox.control.posts()).toHaveLength(1));

  const started = performance.now();
  const answer = await photoInit();
  expect(performance.now() - started).toBeGreaterThanOrEqual(590);
  expect(await answer.json()).toMatchObject({ data: { publish_id: expect.stringMatching(/^p_pub_url~v2\./) }, error: { code: "ok" } });
  expect(sandbox.control.posts()).toHaveLength(2);
  expect(sandbox.faults.planned()).toEqual([]);
});
