import { afterEach, beforeEach, expect, test } from "vitest";
import { type RunningSandbox, startSandbox } from "./index.ts";
import { tiktokTokenFor } from "./tiktok/test-tokens.ts";
import { tokenFor } from "./youtube/test-tokens.ts";

let sandbox: RunningSandbox;
beforeEach(async () => {
  sandbox = await startSandbox({ stateFile: null });
});
afterEach(() => sandbox.close());

const send = (url: string, method: string, token: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json; charset=UTF-8", ...headers }, body: JSON.stringify(body) });

const plan = (body: Record<string, unknown>) => fetch(`${sandbox.url}/_control/faults/planned`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

test("/_control/posts counts every post on both platforms, answered or not: photo sets with their title, pulled and uploaded videos, YouTube videos", async () => {
  const tiktok = `${sandbox.url}/tiktok`;
  const token = await tiktokTokenFor(tiktok, sandbox.tiktok, "sbx-open-creator-1");
  const postInfo = { privacy_level: "SELF_ONLY", brand_content_toggle: false };
  expect((await plan({ endpoint: "publish_init", creator: "demo.creator.one", count: 1, mode: "act_then_drop" })).status).toBe(200);
  const photo = { media_type: "PHOTO", post_mode: "DIRECT_POST", post_info: { ...postInfo, title: "Photo set" }, source_info: { source: "PULL_FROM_URL", photo_images: ["https://cdn.test/1.jpg"], photo_cover_index: 0 } };
  await expect(send(`${tiktok}/v2/post/publish/content/init/`, "POST", token, photo)).rejects.toThrow();
  expect((await send(`${tiktok}/v2/post/publish/video/init/`, "POST", token, { post_info: { ...postInfo, title: "Pulled" }, source_info: { source: "PULL_FROM_URL", video_url: "https://cdn.test/v.mp4" } })).status).toBe(200);
  const fileSource = { source: "FILE_UPLOAD", video_size: 1000, chunk_size: 1000, total_chunk_count: 1 };
  const uploaded = (await (await send(`${tiktok}/v2/post/publish/video/init/`, "POST", token, { post_info: { ...postInfo, title: "Uploaded" }, source_info: fileSource })).json()) as { data: { upload_url: string } };
  expect((await fetch(uploaded.data.upload_url, { method: "PUT", headers: { "content-type": "video/mp4", "content-range": "bytes 0-999/1000" }, body: new Uint8Array(1000) })).status).toBe(201);
  // Still waiting for its bytes: not a post yet.
  expect((await send(`${tiktok}/v2/post/publish/video/init/`, "POST", token, { post_info: { ...postInfo, title: "Half" }, source_info: fileSource })).status).toBe(200);

  const google = await tokenFor(`${sandbox.url}/youtube`, "google-demo-1");
  const opened = await send(`${sandbox.url}/youtube/upload/youtube/v3/videos?uploadType=resumable&part=snippet`, "POST", google, { snippet: { title: "On YouTube" } }, { "x-upload-content-length": "5", "x-upload-content-type": "video/mp4" });
  expect((await plan({ endpoint: "youtube_last_chunk", creator: "demo1@example.com", count: 1, mode: "act_then_drop" })).status).toBe(200);
  await expect(fetch(opened.headers.get("location")!, { method: "PUT", headers: { "content-type": "video/mp4" }, body: new Uint8Array(5) })).rejects.toThrow();

  const { posts } = (await (await fetch(`${sandbox.url}/_control/posts`)).json()) as { posts: Record<string, unknown>[] };
  expect(posts).toEqual([
    expect.objectContaining({ platform: "tiktok", account: "sbx-open-creator-1", title: "Photo set", mediaType: "photo", publishId: expect.stringMatching(/^p_pub_url~/) }),
    expect.objectContaining({ platform: "tiktok", title: "Pulled", mediaType: "video", bytes: 0 }),
    expect.objectContaining({ platform: "tiktok", title: "Uploaded", mediaType: "video", bytes: 1000 }),
    expect.objectContaining({ platform: "youtube", account: "UCsandboxDemoChannel0001", title: "On YouTube", mediaType: "video", bytes: 5, postId: expect.any(String) }),
  ]);
});
