import { createHash } from "node:crypto";
import { afterEach, beforeEach, expect, test } from "vitest";
import { type RunningTiktokSandbox, startTiktokSandbox } from "./standalone.ts";

const MIB = 1024 * 1024;
let sandbox: RunningTiktokSandbox;
let token: string;

beforeEach(async () => {
  sandbox = await startTiktokSandbox({ settings: { processingDelayMs: 1000, moderationDelayMs: 2000 } });
  token = (await sandbox.grant("sbx-open-creator-1")).access_token;
});
afterEach(() => sandbox.close());

function call(path: string, body: unknown = {}, accessToken = token) {
  return fetch(`${sandbox.url}/tiktok${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json; charset=UTF-8" },
    body: JSON.stringify(body),
  });
}

const videoInit = (source: Record<string, unknown>, privacy = "PUBLIC_TO_EVERYONE") =>
  call("/v2/post/publish/video/init/", { post_info: { title: "Hello #sandbox", privacy_level: privacy, brand_content_toggle: false }, source_info: source });

function putChunk(url: string, bytes: Uint8Array, start: number, total: number) {
  return fetch(url, {
    method: "PUT",
    headers: { "content-type": "video/mp4", "content-range": `bytes ${start}-${start + bytes.length - 1}/${total}` },
    body: bytes,
  });
}

test("a chunked upload must arrive in order; the post completes and gets a 19-digit id after moderation", async () => {
  const file = new Uint8Array(11 * MIB).map((_, index) => (index * 31) % 251);
  const init = await videoInit({ source: "FILE_UPLOAD", video_size: file.length, chunk_size: 5 * MIB, total_chunk_count: 2 });
  const { data } = (await init.json()) as { data: { publish_id: string; upload_url: string } };
  expect(data.upload_url.startsWith(`${sandbox.url}/tiktok/upload/?`)).toBe(true);

  const outOfOrder = await putChunk(data.upload_url, file.subarray(5 * MIB), 5 * MIB, file.length);
  expect(outOfOrder.status).toBe(416);
  const first = await putChunk(data.upload_url, file.subarray(0, 5 * MIB), 0, file.length);
  expect(first.status).toBe(206);
  expect(first.headers.get("content-range")).toBe(`bytes 0-${5 * MIB - 1}/${file.length}`);
  const last = await putChunk(data.upload_url, file.subarray(5 * MIB), 5 * MIB, file.length);
  expect(last.status).toBe(201);

  const [post] = sandbox.control.posts();
  expect(post?.upload).toMatchObject({ receivedBytes: file.length, sha256: createHash("sha256").update(file).digest("hex") });
  const status = async () => (await call("/v2/post/publish/status/fetch/", { publish_id: data.publish_id })).text();
  expect(await status()).toContain('"status":"PROCESSING_UPLOAD"');
  sandbox.advance(1500);
  expect(await status()).toContain('"publicaly_available_post_id":[]');
  sandbox.advance(2000);
  const raw = await status();
  expect(raw).toContain('"status":"PUBLISH_COMPLETE"');
  expect(raw).toContain(`"publicaly_available_post_id":[${post?.postId}]`);
  expect(post?.postId).toMatch(/^\d{19}$/);
});

test("a wrong chunk plan and a privacy level outside creator_info's options are refused", async () => {
  const badPlan = await videoInit({ source: "FILE_UPLOAD", video_size: 11 * MIB, chunk_size: 5 * MIB, total_chunk_count: 3 });
  expect(badPlan.status).toBe(400);
  expect(await badPlan.json()).toMatchObject({ data: {}, error: { code: "invalid_param" } });
  const privateToken = (await sandbox.grant("sbx-open-creator-2")).access_token;
  const info = (await (await call("/v2/post/publish/creator_info/query/", {}, privateToken)).json()) as { data: { privacy_level_options: string[] } };
  expect(info.data.privacy_level_options).not.toContain("PUBLIC_TO_EVERYONE");
  const mismatch = await call("/v2/post/publish/video/init/", { post_info: { privacy_level: "PUBLIC_TO_EVERYONE" }, source_info: { source: "PULL_FROM_URL", video_url: "https://cdn.example.test/v.mp4" } }, privateToken);
  expect(mismatch.status).toBe(403);
  expect(await mismatch.json()).toMatchObject({ error: { code: "privacy_level_option_mismatch" } });
  expect(sandbox.control.posts()).toHaveLength(0);
});

test("photo posts check their rules and the daily cap answers spam_risk_too_many_posts", async () => {
  sandbox.control.updateSettings({ postsPerCreatorPerDay: 1 });
  const photo = (title: string) =>
    call("/v2/post/publish/content/init/", {
      media_type: "PHOTO",
      post_mode: "DIRECT_POST",
      post_info: { title, description: "caption #tag", privacy_level: "SELF_ONLY", brand_content_toggle: false, brand_organic_toggle: false },
      source_info: { source: "PULL_FROM_URL", photo_images: ["https://cdn.example.test/1.jpg", "https://cdn.example.test/2.jpg"], photo_cover_index: 1 },
    });
  expect((await photo("x".repeat(91))).status).toBe(400);
  const accepted = await photo("Photos");
  expect(accepted.status).toBe(200);
  expect(sandbox.control.posts()[0]).toMatchObject({ mediaType: "photo", photoUrls: ["https://cdn.example.test/1.jpg", "https://cdn.example.test/2.jpg"], description: "caption #tag" });
  const capped = await photo("Again");
  expect(capped.status).toBe(403);
  expect(await capped.json()).toMatchObject({ error: { code: "spam_risk_too_many_posts" } });
  const info = await call("/v2/post/publish/creator_info/query/");
  expect(info.status).toBe(200);
  expect(await info.json()).toMatchObject({ error: { code: "spam_risk_too_many_posts" } });
});

test("rate limits, scope checks and injected faults use the TikTok envelope", async () => {
  sandbox.control.updateSettings({ rateLimits: { status_fetch: 2 } as never });
  const fetchStatus = () => call("/v2/post/publish/status/fetch/", { publish_id: "nope" });
  expect((await fetchStatus()).status).toBe(400);
  expect((await fetchStatus()).status).toBe(400);
  const limited = await fetchStatus();
  expect(limited.status).toBe(429);
  expect(await limited.json()).toMatchObject({ data: {}, error: { code: "rate_limit_exceeded" } });
  sandbox.advance(61_000);
  expect((await fetchStatus()).status).toBe(400);

  const readOnly = (await sandbox.grant("sbx-open-creator-3", ["user.info.basic"])).access_token;
  const noScope = await call("/v2/post/publish/creator_info/query/", {}, readOnly);
  expect(noScope.status).toBe(401);
  expect(await noScope.json()).toMatchObject({ error: { code: "scope_not_authorized" } });
  const noStats = await fetch(`${sandbox.url}/tiktok/v2/user/info/?fields=open_id,follower_count`, { headers: { authorization: `Bearer ${readOnly}` } });
  expect(await noStats.json()).toMatchObject({ error: { code: "scope_permission_missed" } });

  sandbox.scriptFaults("server_error");
  const failed = await call("/v2/post/publish/creator_info/query/");
  expect(failed.status).toBe(500);
  expect(await failed.json()).toMatchObject({ data: {}, error: { code: "internal_error" } });
  sandbox.faults.set({ expireAccessTokens: true });
  expect((await call("/v2/post/publish/creator_info/query/")).status).toBe(401);
});

test("statistics grow from day to day", async () => {
  const user = async (accessToken: string) =>
    ((await (await fetch(`${sandbox.url}/tiktok/v2/user/info/?fields=follower_count,likes_count,video_count`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { data: { user: Record<string, number> } }).data.user;
  const today = await user(token);
  sandbox.advance(86_400_000);
  // The first access token expired with the day (86400 s); link again.
  const tomorrow = await user((await sandbox.grant("sbx-open-creator-1")).access_token);
  expect(tomorrow.follower_count).toBeGreaterThan(today.follower_count ?? 0);
  expect(tomorrow.likes_count).toBeGreaterThan(today.likes_count ?? 0);
  expect(tomorrow.video_count).toBe(24);
});

test("a public photo post shows in video/list once moderated, with its title and description; private and friends-only posts never do", async () => {
  const photo = (title: string, privacy: string) =>
    call("/v2/post/publish/content/init/", {
      media_type: "PHOTO",
      post_mode: "DIRECT_POST",
      post_info: { title, description: `${title} caption #tag`, privacy_level: privacy, brand_content_toggle: false, brand_organic_toggle: false },
      source_info: { source: "PULL_FROM_URL", photo_images: ["https://cdn.example.test/1.jpg"], photo_cover_index: 0 },
    });
  for (const [title, privacy] of [["Public set", "PUBLIC_TO_EVERYONE"], ["Friends set", "MUTUAL_FOLLOW_FRIENDS"], ["Private set", "SELF_ONLY"]] as const) {
    expect((await photo(title, privacy)).status).toBe(200);
  }
  const made = sandbox.control.posts();
  const listed = async () => {
    const answer = await call("/v2/video/list/?fields=id,create_time,title,video_description,share_url", { max_count: 20 });
    const { videos } = ((await answer.json()) as { data: { videos: Record<string, unknown>[] } }).data;
    return videos.filter((video) => made.some((post) => post.postId === video.id));
  };
  expect(await listed()).toEqual([]);
  sandbox.advance(3000);
  const publicPost = made.find((post) => post.title === "Public set")!;
  expect(await listed()).toEqual([
    {
      id: publicPost.postId,
      create_time: Math.floor(publicPost.createdAt / 1000),
      title: "Public set",
      video_description: "Public set caption #tag",
      share_url: `https://www.tiktok.com/@demo.creator.one/photo/${publicPost.postId}`,
    },
  ]);
  const status = await (await call("/v2/post/publish/status/fetch/", { publish_id: publicPost.publishId })).text();
  expect(status).toContain(`"publicaly_available_post_id":[${publicPost.postId}]`);
});
