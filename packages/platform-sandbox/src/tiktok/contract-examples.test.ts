import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TIKTOK_SANDBOX_CLIENT } from "./settings.ts";
import { type RunningTiktokSandbox, startTiktokSandbox } from "./standalone.ts";

/**
 * TikTok has no official Node client, so its half of the sandbox is held to the request and
 * response examples of platform-api-contracts.md part A, one test per example: the documented
 * body goes in as written, the documented shape must come out.
 */

const { clientKey, clientSecret } = TIKTOK_SANDBOX_CLIENT;
const REDIRECT = "https://app.example.test/callback/tiktok";
const LOG_ID = expect.stringMatching(/^\w+$/);
let sandbox: RunningTiktokSandbox;
let token: string;

beforeEach(async () => {
  sandbox = await startTiktokSandbox({ settings: { processingDelayMs: 1000, moderationDelayMs: 1000 } });
  token = (await sandbox.grant("sbx-open-creator-1")).access_token;
});
afterEach(() => sandbox.close());

const url = (path: string) => `${sandbox.url}/tiktok${path}`;
const form = (path: string, fields: Record<string, string>) =>
  fetch(url(path), { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "cache-control": "no-cache" }, body: new URLSearchParams(fields), redirect: "manual" });
const json = (path: string, body?: unknown, accessToken = token) =>
  fetch(url(path), {
    method: "POST",
    headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { "content-type": "application/json; charset=UTF-8" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });

/** Consent as a person on the web flow; returns the callback URL. */
async function consent(query: Record<string, string>): Promise<URL> {
  const page = await fetch(url(`/v2/auth/authorize/?${new URLSearchParams(query)}`));
  expect(page.status).toBe(200);
  const fields: Record<string, string> = {};
  for (const match of (await page.text()).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[match[1]!] = match[2]!.replaceAll("&#44;", ",").replaceAll("&#38;", "&");
  for (const scope of query.scope!.split(",")) fields[`grant_${scope}`] = "on";
  const done = await form("/v2/auth/authorize/", { ...fields, open_id: "sbx-open-creator-1", decision: "allow" });
  return new URL(done.headers.get("location")!);
}

describe("TikTok examples of platform-api-contracts.md part A", () => {
  it("A.0 business envelope: { data: {...}, error: { code: 'ok', message, log_id } }; an error has data {}", async () => {
    expect(await answer(await json("/v2/post/publish/creator_info/query/"))).toEqual({ status: 200, body: { data: expect.any(Object), error: { code: "ok", message: "", log_id: LOG_ID } } });
    expect(await answer(await json("/v2/post/publish/creator_info/query/", undefined, "act.unknown"))).toEqual({
      status: 401,
      body: { data: {}, error: { code: "access_token_invalid", message: expect.any(String), log_id: LOG_ID } },
    });
  });

  it("A.0.1 generic codes with their HTTP status: scope_not_authorized 401, scope_permission_missed 400, rate_limit_exceeded 429", async () => {
    const basicOnly = (await sandbox.grant("sbx-open-creator-2", ["user.info.basic"])).access_token;
    expect(await answer(await json("/v2/post/publish/creator_info/query/", undefined, basicOnly))).toMatchObject({ status: 401, body: { data: {}, error: { code: "scope_not_authorized" } } });
    const info = await fetch(url("/v2/user/info/?fields=open_id,follower_count"), { headers: { authorization: `Bearer ${basicOnly}` } });
    expect(await answer(info)).toMatchObject({ status: 400, body: { data: {}, error: { code: "scope_permission_missed" } } });
    sandbox.control.updateSettings({ rateLimits: { ...sandbox.control.settings().rateLimits, creator_info: 1 } });
    await json("/v2/post/publish/creator_info/query/");
    expect(await answer(await json("/v2/post/publish/creator_info/query/"))).toMatchObject({ status: 429, body: { data: {}, error: { code: "rate_limit_exceeded" } } });
  });

  it("A.1.1 authorize with a comma-separated scope: the callback carries code, scopes (plural) and state", async () => {
    const callback = await consent({ client_key: clientKey, scope: "user.info.basic,user.info.stats,video.list,video.publish,video.upload", response_type: "code", redirect_uri: REDIRECT, state: "csrf-1", disable_auto_auth: "1" });
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT);
    expect(Object.fromEntries(callback.searchParams)).toEqual({ code: expect.any(String), scopes: "user.info.basic,user.info.stats,video.list,video.publish,video.upload", state: "csrf-1" });
  });

  it("A.1.2 token exchange: the documented form in, the flat token response out; a bad verifier is { error: 'invalid_request', error_description, log_id }", async () => {
    const verifier = "a".repeat(43);
    const challenge = createHash("sha256").update(verifier).digest("hex");
    const query = { client_key: clientKey, scope: "user.info.basic,video.list", response_type: "code", redirect_uri: REDIRECT, state: "s", code_challenge: challenge, code_challenge_method: "S256" };
    const code = (await consent(query)).searchParams.get("code")!;
    const base = { client_key: clientKey, client_secret: clientSecret, code, grant_type: "authorization_code", redirect_uri: REDIRECT };
    expect(await answer(await form("/v2/oauth/token/", { ...base, code_verifier: "b".repeat(43) }))).toMatchObject({
      body: { error: "invalid_request", error_description: "Code verifier or code challenge is invalid.", log_id: LOG_ID },
    });
    const tokens = await answer(await form("/v2/oauth/token/", { ...base, code_verifier: verifier }));
    expect(tokens).toEqual({
      status: 200,
      body: { open_id: "sbx-open-creator-1", scope: "user.info.basic,video.list", access_token: expect.stringMatching(/^act\./), expires_in: 86400, refresh_token: expect.any(String), refresh_expires_in: 31536000, token_type: "Bearer" },
    });
  });

  it("A.1.3 refresh: same URL, grant_type=refresh_token; same fields back, with a new refresh token", async () => {
    const first = await sandbox.grant("sbx-open-creator-2");
    const refreshed = await answer(await form("/v2/oauth/token/", { client_key: clientKey, client_secret: clientSecret, grant_type: "refresh_token", refresh_token: first.refresh_token }));
    expect(Object.keys(refreshed.body).sort()).toEqual(["access_token", "expires_in", "open_id", "refresh_expires_in", "refresh_token", "scope", "token_type"]);
    expect(refreshed.body.refresh_token).not.toBe(first.refresh_token);
  });

  it("A.1.4 revoke: client_key, client_secret, token in; an empty body out; afterwards 401 access_token_invalid", async () => {
    const revoked = await form("/v2/oauth/revoke/", { client_key: clientKey, client_secret: clientSecret, token });
    expect(revoked.status).toBe(200);
    expect(await revoked.text()).toBe("");
    expect(await answer(await form("/v2/oauth/revoke/", { client_key: clientKey, client_secret: clientSecret, token }))).toMatchObject({ body: { error: expect.any(String), error_description: expect.any(String), log_id: LOG_ID } });
    expect((await json("/v2/post/publish/creator_info/query/")).status).toBe(401);
  });

  it("A.2.1 get_qrcode: { scan_qrcode_url: 'aweme://authorize?authType=100&client_key=…&client_ticket=tobefilled&…', token }", async () => {
    const created = await answer(await form("/v2/oauth/get_qrcode/", { client_key: clientKey, scope: "user.info.basic,video.publish", state: "qr" }));
    expect(created).toEqual({ status: 200, body: { scan_qrcode_url: expect.stringMatching(/^aweme:\/\/authorize\?authType=100&client_key=[^&]+&.*client_ticket=tobefilled/), token: expect.any(String) } });
    expect(await answer(await form("/v2/oauth/get_qrcode/", { client_key: "wrong", scope: "user.info.basic" }))).toMatchObject({ body: { error: expect.any(String), error_description: expect.any(String), log_id: LOG_ID } });
  });

  it("A.2.2 check_qrcode: new → scanned (with our client_ticket) → confirmed (redirect_uri with code, state) → utilised", async () => {
    const { token: qrToken } = (await (await form("/v2/oauth/get_qrcode/", { client_key: clientKey, scope: "user.info.basic", state: "qr-state" })).json()) as { token: string };
    const check = async () => (await answer(await form("/v2/oauth/check_qrcode/", { client_key: clientKey, client_secret: clientSecret, token: qrToken }))).body;
    expect(await check()).toEqual({ status: "new", client_ticket: "" });
    sandbox.control.scanQr(qrToken, "sbx-open-creator-1", "ticket-7");
    expect(await check()).toEqual({ status: "scanned", client_ticket: "ticket-7" });
    sandbox.control.confirmQr(qrToken);
    const confirmed = await check();
    expect(confirmed).toEqual({ status: "confirmed", client_ticket: "ticket-7", redirect_uri: expect.stringContaining("code="), state: "qr-state" });
    expect(new URL(String(confirmed.redirect_uri)).searchParams.get("state")).toBe("qr-state");
    expect(await check()).toMatchObject({ status: "utilised" });
  });

  it("A.3.1 creator_info: no body; the documented data fields", async () => {
    const { body } = await answer(await json("/v2/post/publish/creator_info/query/"));
    expect(body.data).toEqual({
      creator_avatar_url: expect.any(String),
      creator_username: "demo.creator.one",
      creator_nickname: "Demo Creator 1 / 演示创作者一",
      privacy_level_options: expect.arrayContaining(["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"]),
      comment_disabled: false,
      duet_disabled: false,
      stitch_disabled: false,
      max_video_post_duration_sec: 600,
    });
  });

  it("A.3.2 direct-post video init: post_info + source_info in; publish_id and (FILE_UPLOAD only) upload_url out; an unoffered privacy is 403", async () => {
    const postInfo = { privacy_level: "PUBLIC_TO_EVERYONE", title: "Hello #sandbox @friend", disable_duet: false, disable_stitch: false, disable_comment: false, video_cover_timestamp_ms: 1000, brand_content_toggle: false, brand_organic_toggle: false, is_aigc: false };
    const file = await answer(await json("/v2/post/publish/video/init/", { post_info: postInfo, source_info: { source: "FILE_UPLOAD", video_size: 50_000_123, chunk_size: 10_000_000, total_chunk_count: 5 } }));
    expect(file).toEqual({ status: 200, body: { data: { publish_id: expect.stringMatching(/^v_pub_file~v2-1\.\d+$/), upload_url: expect.any(String) }, error: { code: "ok", message: "", log_id: LOG_ID } } });
    expect(String((file.body.data as { upload_url: string }).upload_url).length).toBeLessThanOrEqual(256);
    const pull = await answer(await json("/v2/post/publish/video/init/", { post_info: postInfo, source_info: { source: "PULL_FROM_URL", video_url: "https://cdn.example.test/v.mp4" } }));
    expect(pull.body.data).toEqual({ publish_id: expect.stringMatching(/^v_pub_url~v2\.\d+$/) });
    const mismatch = await answer(await json("/v2/post/publish/video/init/", { post_info: { ...postInfo, privacy_level: "FOLLOWER_OF_CREATOR" }, source_info: { source: "PULL_FROM_URL", video_url: "https://cdn.example.test/v.mp4" } }));
    expect(mismatch).toMatchObject({ status: 403, body: { data: {}, error: { code: "privacy_level_option_mismatch" } } });
  });

  it("A.3.3 inbox video init: only source_info in; a v_inbox_file~v2 publish_id and an upload_url out", async () => {
    const inbox = await answer(await json("/v2/post/publish/inbox/video/init/", { source_info: { source: "FILE_UPLOAD", video_size: 1_000_000, chunk_size: 1_000_000, total_chunk_count: 1 } }));
    expect(inbox.body.data).toEqual({ publish_id: expect.stringMatching(/^v_inbox_file~v2\.\d+$/), upload_url: expect.any(String) });
  });

  it("A.3.4 the worked chunk example: 50,000,123 bytes in 10,000,000-byte chunks is 5 chunks, the 5th 'bytes 40000000-50000122/50000123'; 206s then 201, each with Content-Range", async () => {
    const total = 50_000_123;
    const init = (await (await json("/v2/post/publish/video/init/", {
      post_info: { privacy_level: "SELF_ONLY", brand_content_toggle: false },
      source_info: { source: "FILE_UPLOAD", video_size: total, chunk_size: 10_000_000, total_chunk_count: 5 },
    })).json()) as { data: { upload_url: string } };
    const chunk = Buffer.alloc(10_000_123, 1);
    const statuses: [number, string | null][] = [];
    for (let index = 0; index < 5; index += 1) {
      const first = index * 10_000_000;
      const last = index === 4 ? total - 1 : first + 9_999_999;
      const response = await fetch(init.data.upload_url, { method: "PUT", headers: { "content-type": "video/mp4", "content-range": `bytes ${first}-${last}/${total}` }, body: chunk.subarray(0, last - first + 1) });
      statuses.push([response.status, response.headers.get("content-range")]);
    }
    expect(statuses).toEqual([
      [206, `bytes 0-9999999/${total}`],
      [206, `bytes 0-19999999/${total}`],
      [206, `bytes 0-29999999/${total}`],
      [206, `bytes 0-39999999/${total}`],
      [201, `bytes 0-50000122/${total}`],
    ]);
  });

  it("A.3.5 photo init: media_type PHOTO, post_mode DIRECT_POST, post_info, source_info PULL_FROM_URL in; a p_pub_url~v2 publish_id and no upload_url out", async () => {
    const photo = await answer(
      await json("/v2/post/publish/content/init/", {
        media_type: "PHOTO",
        post_mode: "DIRECT_POST",
        post_info: { title: "Photos", description: "Caption #tags", privacy_level: "PUBLIC_TO_EVERYONE", disable_comment: false, auto_add_music: true, brand_content_toggle: false, brand_organic_toggle: false },
        source_info: { source: "PULL_FROM_URL", photo_images: ["https://cdn.example.test/1.jpg", "https://cdn.example.test/2.jpg"], photo_cover_index: 1 },
      }),
    );
    expect(photo).toEqual({ status: 200, body: { data: { publish_id: expect.stringMatching(/^p_pub_url~v2\.\d+$/) }, error: { code: "ok", message: "", log_id: LOG_ID } } });
  });

  it("A.3.6 status fetch: { publish_id } in; status, publicaly_available_post_id as bare 19-digit numbers, uploaded_bytes out", async () => {
    const init = (await (await json("/v2/post/publish/video/init/", {
      post_info: { privacy_level: "PUBLIC_TO_EVERYONE", brand_content_toggle: false },
      source_info: { source: "FILE_UPLOAD", video_size: 1000, chunk_size: 1000, total_chunk_count: 1 },
    })).json()) as { data: { publish_id: string; upload_url: string } };
    const fetchStatus = async () => (await json("/v2/post/publish/status/fetch/", { publish_id: init.data.publish_id })).text();
    expect(JSON.parse(await fetchStatus())).toMatchObject({ data: { status: "PROCESSING_UPLOAD", uploaded_bytes: 0, publicaly_available_post_id: [] }, error: { code: "ok" } });
    await fetch(init.data.upload_url, { method: "PUT", headers: { "content-type": "video/mp4", "content-range": "bytes 0-999/1000" }, body: new Uint8Array(1000) });
    sandbox.advance(2500);
    const raw = await fetchStatus();
    expect(raw).toMatch(/"publicaly_available_post_id":\[\d{19}\]/);
    expect(JSON.parse(raw)).toMatchObject({ data: { status: "PUBLISH_COMPLETE", uploaded_bytes: 1000 }, error: { code: "ok", log_id: LOG_ID } });
  });

  it("A.3.7 cancel: { publish_id } in; only a pull still downloading can be cancelled", async () => {
    const pull = (await (await json("/v2/post/publish/video/init/", {
      post_info: { privacy_level: "SELF_ONLY", brand_content_toggle: false },
      source_info: { source: "PULL_FROM_URL", video_url: "https://cdn.example.test/v.mp4" },
    })).json()) as { data: { publish_id: string } };
    expect(await answer(await json("/v2/post/publish/cancel/", { publish_id: pull.data.publish_id }))).toEqual({ status: 200, body: { data: {}, error: { code: "ok", message: "", log_id: LOG_ID } } });
    expect(await answer(await json("/v2/post/publish/cancel/", { publish_id: "v_pub_url~v2.0" }))).toMatchObject({ status: 400, body: { data: {}, error: { code: "invalid_publish_id" } } });
  });

  it("A.4.1 user/info?fields=<csv>: { data: { user: { …requested fields only… } }, error }", async () => {
    const info = await fetch(url("/v2/user/info/?fields=open_id,union_id,avatar_url,display_name,username,follower_count,likes_count,video_count"), { headers: { authorization: `Bearer ${token}` } });
    const { status, body } = await answer(info);
    expect(status).toBe(200);
    expect(Object.keys((body.data as { user: object }).user).sort()).toEqual(["avatar_url", "display_name", "follower_count", "likes_count", "open_id", "union_id", "username", "video_count"]);
    expect(body.error).toEqual({ code: "ok", message: "", log_id: LOG_ID });
  });

  it("A.4.2 video/list?fields=<csv> with { cursor, max_count }: videos[], cursor, has_more, newest first", async () => {
    const list = async (body: unknown) =>
      (await answer(await json("/v2/video/list/?fields=id,create_time,title,view_count", body))).body.data as { videos: { id: string; create_time: number }[]; cursor: number; has_more: boolean };
    const first = await list({ max_count: 20 });
    expect(first.videos).toHaveLength(20);
    expect(Object.keys(first.videos[0]!).sort()).toEqual(["create_time", "id", "title", "view_count"]);
    expect(first.has_more).toBe(true);
    const next = await list({ cursor: first.cursor, max_count: 20 });
    expect(next.videos[0]!.create_time).toBeLessThan(first.videos.at(-1)!.create_time);
  });

  it("A.4.3 video/query?fields=<csv> with { filters: { video_ids: [...] } }: the owner's videos among those ids", async () => {
    const listed = (await answer(await json("/v2/video/list/?fields=id", {}))).body.data as { videos: { id: string }[] };
    const ids = listed.videos.slice(0, 2).map((video) => video.id);
    const response = await json("/v2/video/query/?fields=id,like_count,comment_count,share_count,view_count", { filters: { video_ids: [...ids, "7000000000000000000"] } });
    const { body } = await answer(response);
    expect((body.data as { videos: { id: string }[] }).videos.map((video) => video.id).sort()).toEqual([...ids].sort());
    expect(Object.keys((body.data as { videos: object[] }).videos[0]!).sort()).toEqual(["comment_count", "id", "like_count", "share_count", "view_count"]);
  });
});
