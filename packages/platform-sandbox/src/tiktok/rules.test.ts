import { createHash } from "node:crypto";
import { afterEach, beforeEach, expect, test } from "vitest";
import { fakeMp4 } from "./fake-mp4.ts";
import { TIKTOK_SANDBOX_CLIENT } from "./settings.ts";
import { type RunningTiktokSandbox, startTiktokSandbox } from "./standalone.ts";

let sandbox: RunningTiktokSandbox;
beforeEach(async () => {
  sandbox = await startTiktokSandbox();
});
afterEach(() => sandbox.close());

function call(path: string, token: string, body: unknown = {}) {
  return fetch(`${sandbox.url}/tiktok${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });
}
const pull = { source: "PULL_FROM_URL", video_url: "https://cdn.example.test/v.mp4" };

test("an unaudited app may post only SELF_ONLY to private accounts", async () => {
  sandbox.control.updateSettings({ audited: false });
  const publicCreator = (await sandbox.grant("sbx-open-creator-1")).access_token;
  const privateCreator = (await sandbox.grant("sbx-open-creator-2")).access_token;
  const refused = await call("/v2/post/publish/video/init/", publicCreator, { post_info: { privacy_level: "SELF_ONLY" }, source_info: pull });
  expect(await refused.json()).toMatchObject({ error: { code: "unaudited_client_can_only_post_to_private_accounts" } });
  const friends = await call("/v2/post/publish/video/init/", privateCreator, { post_info: { privacy_level: "MUTUAL_FOLLOW_FRIENDS" }, source_info: pull });
  expect(await friends.json()).toMatchObject({ error: { code: "privacy_level_option_mismatch" } });
  const selfOnly = await call("/v2/post/publish/video/init/", privateCreator, { post_info: { privacy_level: "SELF_ONLY" }, source_info: pull });
  expect(selfOnly.status).toBe(200);
});

test("branded content cannot be SELF_ONLY and unverified pull URLs are refused", async () => {
  sandbox.control.updateSettings({ verifiedUrlPrefixes: ["https://cdn.example.test/"] });
  const token = (await sandbox.grant("sbx-open-creator-1")).access_token;
  const branded = await call("/v2/post/publish/video/init/", token, { post_info: { privacy_level: "SELF_ONLY", brand_content_toggle: true }, source_info: pull });
  expect(branded.status).toBe(400);
  expect(await branded.json()).toMatchObject({ error: { code: "invalid_param" } });
  const foreign = await call("/v2/post/publish/video/init/", token, { post_info: { privacy_level: "SELF_ONLY" }, source_info: { source: "PULL_FROM_URL", video_url: "https://elsewhere.test/v.mp4" } });
  expect(foreign.status).toBe(403);
  expect(await foreign.json()).toMatchObject({ error: { code: "url_ownership_unverified" } });
});

test("inbox uploads end at SEND_TO_USER_INBOX and allow 5 pending shares a day", async () => {
  const token = (await sandbox.grant("sbx-open-creator-3")).access_token;
  const ids: string[] = [];
  for (let share = 0; share < 5; share += 1) {
    const answer = (await (await call("/v2/post/publish/inbox/video/init/", token, { source_info: pull })).json()) as { data: { publish_id: string } };
    ids.push(answer.data.publish_id);
  }
  const sixth = await call("/v2/post/publish/inbox/video/init/", token, { source_info: pull });
  expect(sixth.status).toBe(403);
  expect(await sixth.json()).toMatchObject({ error: { code: "spam_risk_too_many_pending_share" } });
  sandbox.advance(4000);
  expect(await (await call("/v2/post/publish/status/fetch/", token, { publish_id: ids[0] })).text()).toContain('"status":"SEND_TO_USER_INBOX"');
});

test("a pull still downloading can be cancelled; another creator's publish_id is not readable", async () => {
  const token = (await sandbox.grant("sbx-open-creator-1")).access_token;
  const other = (await sandbox.grant("sbx-open-creator-3")).access_token;
  const { data } = (await (await call("/v2/post/publish/video/init/", token, { post_info: { privacy_level: "SELF_ONLY" }, source_info: pull })).json()) as { data: { publish_id: string } };
  expect(await (await call("/v2/post/publish/status/fetch/", other, { publish_id: data.publish_id })).json()).toMatchObject({ error: { code: "token_not_authorized_for_specified_publish_id" } });
  expect((await call("/v2/post/publish/cancel/", token, { publish_id: data.publish_id })).status).toBe(200);
  sandbox.advance(10_000);
  const status = await (await call("/v2/post/publish/status/fetch/", token, { publish_id: data.publish_id })).text();
  expect(status).toContain('"fail_reason":"publish_cancelled"');
  expect((await call("/v2/post/publish/cancel/", token, { publish_id: data.publish_id })).status).toBe(400);
});

test("upload URLs are unknown when forged and expire after an hour", async () => {
  const token = (await sandbox.grant("sbx-open-creator-1")).access_token;
  const init = await call("/v2/post/publish/video/init/", token, { post_info: { privacy_level: "SELF_ONLY" }, source_info: { source: "FILE_UPLOAD", video_size: 1000, chunk_size: 1000, total_chunk_count: 1 } });
  const { upload_url: uploadUrl } = ((await init.json()) as { data: { upload_url: string } }).data;
  const put = (url: string) => fetch(url, { method: "PUT", headers: { "content-type": "video/mp4", "content-range": "bytes 0-999/1000" }, body: new Uint8Array(1000) });
  expect((await put(uploadUrl.replace(/upload_token=[^&]+/, "upload_token=forged"))).status).toBe(404);
  sandbox.advance(3_600_001);
  expect((await put(uploadUrl)).status).toBe(403);
});

test("PKCE challenges are checked as hex SHA-256 of the verifier", async () => {
  const verifier = "v".repeat(50);
  const challenge = createHash("sha256").update(verifier).digest("hex");
  const redirect = "http://127.0.0.1:9/cb";
  const query = new URLSearchParams({ client_key: TIKTOK_SANDBOX_CLIENT.clientKey, scope: "user.info.basic", response_type: "code", redirect_uri: redirect, state: "s", code_challenge: challenge, code_challenge_method: "S256" });
  const page = await (await fetch(`${sandbox.url}/tiktok/v2/auth/authorize/?${query}`)).text();
  expect(page).toContain(`value="${challenge}"`);
  const form = new URLSearchParams({ client_key: TIKTOK_SANDBOX_CLIENT.clientKey, redirect_uri: redirect, state: "s", scope: "user.info.basic", response_type: "code", code_challenge: challenge, open_id: "sbx-open-creator-1", decision: "allow", "grant_user.info.basic": "on" });
  const answer = await fetch(`${sandbox.url}/tiktok/v2/auth/authorize/`, { method: "POST", body: form, redirect: "manual" });
  const code = new URL(answer.headers.get("location") ?? "").searchParams.get("code") ?? "";
  const exchange = (codeVerifier: string) =>
    fetch(`${sandbox.url}/tiktok/v2/oauth/token/`, {
      method: "POST",
      body: new URLSearchParams({ client_key: TIKTOK_SANDBOX_CLIENT.clientKey, client_secret: TIKTOK_SANDBOX_CLIENT.clientSecret, code, grant_type: "authorization_code", redirect_uri: redirect, code_verifier: codeVerifier }),
    });
  expect(await (await exchange(Buffer.from(createHash("sha256").update(verifier).digest()).toString("base64url"))).json()).toMatchObject({ error: "invalid_request" });
  expect(await (await exchange(verifier)).json()).toMatchObject({ open_id: "sbx-open-creator-1", scope: "user.info.basic" });
});

test("a snapshot restored into a new sandbox keeps tokens and posts", async () => {
  const token = (await sandbox.grant("sbx-open-creator-1")).access_token;
  await call("/v2/post/publish/video/init/", token, { post_info: { privacy_level: "SELF_ONLY" }, source_info: pull });
  const saved = JSON.parse(JSON.stringify(sandbox.snapshot())) as unknown;
  const restarted = await startTiktokSandbox({ startAt: sandbox.now() });
  try {
    restarted.restore(saved);
    expect(restarted.control.posts()).toHaveLength(1);
    const info = await fetch(`${restarted.url}/tiktok/v2/user/info/?fields=open_id`, { headers: { authorization: `Bearer ${token}` } });
    expect(await info.json()).toMatchObject({ data: { user: { open_id: "sbx-open-creator-1" } } });
  } finally {
    await restarted.close();
  }
});

test("a video longer than the creator's limit ends FAILED with duration_check_failed", async () => {
  const token = (await sandbox.grant("sbx-open-creator-3")).access_token;
  const upload = async (durationMs: number) => {
    const bytes = fakeMp4(64 * 1024, 32, durationMs);
    const source = { source: "FILE_UPLOAD", video_size: bytes.length, chunk_size: bytes.length, total_chunk_count: 1 };
    const { data } = (await (await call("/v2/post/publish/video/init/", token, { post_info: { privacy_level: "SELF_ONLY" }, source_info: source })).json()) as { data: { publish_id: string; upload_url: string } };
    const put = await fetch(data.upload_url, { method: "PUT", headers: { "content-type": "video/mp4", "content-range": `bytes 0-${bytes.length - 1}/${bytes.length}` }, body: bytes });
    expect(put.status).toBe(201);
    return data.publish_id;
  };
  const long = await upload(61_000);
  const short = await upload(59_000);
  sandbox.advance(4000);
  expect(await (await call("/v2/post/publish/status/fetch/", token, { publish_id: long })).text()).toContain('"fail_reason":"duration_check_failed"');
  expect(await (await call("/v2/post/publish/status/fetch/", token, { publish_id: short })).text()).toContain('"status":"PUBLISH_COMPLETE"');
});
