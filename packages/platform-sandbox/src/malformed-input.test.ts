import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "./index.ts";
import { TIKTOK_SANDBOX_CLIENT, type TiktokSandboxSettings } from "./tiktok/settings.ts";
import { tokenFor } from "./youtube/test-tokens.ts";

/**
 * Every sandbox route gets malformed input (no input, repeated parameters, wrong types, broken
 * JSON, huge values, wrong content types, inherited property names as keys). Whatever comes back
 * must be in the platform's own envelope, with a 4xx, never a 5xx and never the web framework's
 * own error body (`{ statusCode, error, message }`).
 */

type Envelope = "google" | "google-oauth" | "tiktok" | "tiktok-oauth" | "html";
type Route = { method: "GET" | "POST" | "PUT"; path: string; envelope: Envelope; query?: Record<string, string>; body?: Record<string, unknown>; form?: boolean; auth?: "tiktok" | "google" };

const TIKTOK = [
  ["GET", "/tiktok/v2/auth/authorize/", "html"],
  ["POST", "/tiktok/v2/auth/authorize/", "html"],
  ["GET", "/tiktok/v2/oauth/qr_scan/", "html"],
  ["POST", "/tiktok/v2/oauth/qr_scan/", "html"],
  ["POST", "/tiktok/v2/oauth/token/", "tiktok-oauth"],
  ["POST", "/tiktok/v2/oauth/revoke/", "tiktok-oauth"],
  ["POST", "/tiktok/v2/oauth/get_qrcode/", "tiktok-oauth"],
  ["POST", "/tiktok/v2/oauth/check_qrcode/", "tiktok-oauth"],
  ["POST", "/tiktok/v2/post/publish/creator_info/query/", "tiktok"],
  ["POST", "/tiktok/v2/post/publish/video/init/", "tiktok"],
  ["POST", "/tiktok/v2/post/publish/inbox/video/init/", "tiktok"],
  ["POST", "/tiktok/v2/post/publish/content/init/", "tiktok"],
  ["POST", "/tiktok/v2/post/publish/status/fetch/", "tiktok"],
  ["POST", "/tiktok/v2/post/publish/cancel/", "tiktok"],
  ["GET", "/tiktok/v2/user/info/", "tiktok"],
  ["POST", "/tiktok/v2/video/list/", "tiktok"],
  ["POST", "/tiktok/v2/video/query/", "tiktok"],
  ["PUT", "/tiktok/upload/", "tiktok"],
] as const;

const TIKTOK_SAMPLES: Record<string, Pick<Route, "query" | "body" | "form">> = {
  "/tiktok/v2/auth/authorize/": { query: { client_key: TIKTOK_SANDBOX_CLIENT.clientKey, scope: "user.info.basic", response_type: "code", redirect_uri: "https://app.test/cb", state: "s" } },
  "/tiktok/v2/oauth/qr_scan/": { query: { token: "qr_x", client_ticket: "t", open_id: "sbx-open-creator-1", decision: "allow" } },
  "/tiktok/v2/oauth/token/": { form: true, body: { client_key: TIKTOK_SANDBOX_CLIENT.clientKey, client_secret: TIKTOK_SANDBOX_CLIENT.clientSecret, grant_type: "authorization_code", code: "c", redirect_uri: "https://app.test/cb" } },
  "/tiktok/v2/oauth/revoke/": { form: true, body: { client_key: TIKTOK_SANDBOX_CLIENT.clientKey, client_secret: TIKTOK_SANDBOX_CLIENT.clientSecret, token: "act.x" } },
  "/tiktok/v2/oauth/get_qrcode/": { form: true, body: { client_key: TIKTOK_SANDBOX_CLIENT.clientKey, scope: "user.info.basic,video.list", state: "s" } },
  "/tiktok/v2/oauth/check_qrcode/": { form: true, body: { client_key: TIKTOK_SANDBOX_CLIENT.clientKey, client_secret: TIKTOK_SANDBOX_CLIENT.clientSecret, token: "qr_x" } },
  "/tiktok/v2/post/publish/video/init/": {
    body: { post_info: { title: "t", privacy_level: "SELF_ONLY", brand_content_toggle: false }, source_info: { source: "FILE_UPLOAD", video_size: 1000, chunk_size: 1000, total_chunk_count: 1 } },
  },
  "/tiktok/v2/post/publish/inbox/video/init/": { body: { source_info: { source: "PULL_FROM_URL", video_url: "https://cdn.test/v.mp4" } } },
  "/tiktok/v2/post/publish/content/init/": {
    body: { media_type: "PHOTO", post_mode: "DIRECT_POST", post_info: { title: "t", privacy_level: "SELF_ONLY" }, source_info: { source: "PULL_FROM_URL", photo_images: ["https://cdn.test/1.jpg"], photo_cover_index: 0 } },
  },
  "/tiktok/v2/post/publish/status/fetch/": { body: { publish_id: "v_pub_file~v2-1.1" } },
  "/tiktok/v2/post/publish/cancel/": { body: { publish_id: "v_pub_url~v2.1" } },
  "/tiktok/v2/user/info/": { query: { fields: "open_id,display_name" } },
  "/tiktok/v2/video/list/": { query: { fields: "id,title" }, body: { cursor: 0, max_count: 10 } },
  "/tiktok/v2/video/query/": { query: { fields: "id,title" }, body: { filters: { video_ids: ["1"] } } },
  "/tiktok/upload/": { query: { upload_id: "1", upload_token: "x" } },
};

const GOOGLE = (prefix: string) =>
  [
    ["GET", `${prefix}/o/oauth2/v2/auth`, "html", { client_id: "sandbox-web.apps.googleusercontent.com", redirect_uri: "https://app.test/cb", response_type: "code", scope: "https://www.googleapis.com/auth/youtube" }],
    ["POST", `${prefix}/o/oauth2/v2/auth`, "html", { client_id: "sandbox-web.apps.googleusercontent.com", redirect_uri: "https://app.test/cb", response_type: "code", scope: "x", decision: "allow" }],
    ["GET", `${prefix}/device`, "html", { user_code: "ABCD-EFGH" }],
    ["POST", `${prefix}/device`, "html", { user_code: "ABCD-EFGH", decision: "approve", account: "google-demo-1" }],
    ["POST", `${prefix}/token`, "google-oauth", { grant_type: "authorization_code", code: "c", client_id: "sandbox-web.apps.googleusercontent.com", client_secret: "s", redirect_uri: "r" }],
    ["POST", `${prefix}/device/code`, "google-oauth", { client_id: "sandbox-device.apps.googleusercontent.com", scope: "https://www.googleapis.com/auth/youtube" }],
    ["POST", `${prefix}/revoke`, "google-oauth", { token: "ya29.x" }],
    ["GET", `${prefix}/youtube/v3/channels`, "google", { part: "snippet,statistics", mine: "true" }],
    ["GET", `${prefix}/youtube/v3/videos`, "google", { part: "snippet", id: "abc" }],
    ["GET", `${prefix}/youtube/v3/playlistItems`, "google", { part: "snippet,contentDetails", playlistId: "UUsandboxDemoChannel0001", maxResults: "5", pageToken: "x" }],
    ["GET", `${prefix}/v2/reports`, "google", { ids: "channel==MINE", startDate: "2026-01-01", endDate: "2026-01-31", metrics: "views,likes", dimensions: "day", sort: "-views", maxResults: "5", startIndex: "1" }],
    ["POST", `${prefix}/upload/youtube/v3/videos`, "google", { uploadType: "resumable", part: "snippet,status" }],
    ["POST", `${prefix}/upload/youtube/v3/videos`, "google", { uploadType: "multipart", part: "snippet,status" }],
    ["POST", `${prefix}/upload/youtube/v3/videos`, "google", { uploadType: "media", part: "snippet" }],
    ["PUT", `${prefix}/upload/youtube/v3/videos`, "google", { uploadType: "resumable", upload_id: "xa1" }],
    ["POST", `${prefix}/upload/youtube/v3/thumbnails/set`, "google", { videoId: "abc", uploadType: "media" }],
  ] as const;

function routes(): Route[] {
  const tiktok = TIKTOK.map(([method, path, envelope]): Route => ({ method, path, envelope, auth: envelope === "tiktok" ? "tiktok" : undefined, ...TIKTOK_SAMPLES[path] }));
  const google = ["/youtube", ""].flatMap((prefix) =>
    GOOGLE(prefix).map(([method, path, envelope, query]): Route => {
      const form = envelope !== "google";
      return { method, path, envelope, auth: form ? undefined : "google", form, ...(form && method === "POST" ? { body: { ...query } } : { query: { ...query } }) };
    }),
  );
  return [...tiktok, ...google];
}

type Attempt = { name: string; query?: string; headers?: Record<string, string>; body?: string | Uint8Array };

const HUGE = "x".repeat(12_000);
const JUNK_VALUES: unknown[] = [12345, -1, 1e308, true, null, [], ["a", "b"], { nested: { deeper: [1] } }, "", HUGE, "constructor", "__proto__"];

/** Malformed versions of one route's request. */
function attempts(route: Route): Attempt[] {
  const query = route.query ?? {};
  const body = route.body ?? {};
  const list: Attempt[] = [{ name: "nothing at all" }, { name: "the sample itself", query: new URLSearchParams(query).toString(), ...encode(route, body) }];
  const repeated = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const copy of [value, value, "other", ""]) repeated.append(key, copy);
  list.push({ name: "every query parameter repeated", query: repeated.toString(), ...encode(route, body) });
  // As long as the whole request line still fits Node's 16 KB header limit.
  const share = Math.floor(12_000 / Math.max(1, Object.keys(query).length));
  list.push({ name: "huge query values", query: new URLSearchParams(Object.fromEntries(Object.keys(query).map((key) => [key, "x".repeat(share)]))).toString() });
  list.push({ name: "inherited names as values", query: new URLSearchParams(Object.fromEntries(Object.keys(query).map((key) => [key, "constructor"]))).toString() });
  list.push({ name: "a broken percent-encoding", query: `${Object.keys(query)[0] ?? "x"}=%E0%A4%A&%zz=1` });
  if (route.method === "GET") return list;
  for (const junk of JUNK_VALUES) {
    list.push({ name: `every body field = ${JSON.stringify(junk)?.slice(0, 20)}`, query: new URLSearchParams(query).toString(), ...encode(route, Object.fromEntries(Object.keys(body).map((key) => [key, junk]))) });
  }
  for (const whole of ["[]", '"text"', "123", "null", "{}"]) {
    list.push({ name: `JSON body ${whole}`, query: new URLSearchParams(query).toString(), headers: { "content-type": "application/json" }, body: whole });
  }
  list.push({ name: "broken JSON", query: new URLSearchParams(query).toString(), headers: { "content-type": "application/json; charset=UTF-8" }, body: '{"post_info": {' });
  list.push({ name: "empty JSON", query: new URLSearchParams(query).toString(), headers: { "content-type": "application/json" }, body: "" });
  list.push({ name: "a 2 MB JSON body", query: new URLSearchParams(query).toString(), headers: { "content-type": "application/json" }, body: JSON.stringify({ title: "y".repeat(2 * 1024 * 1024) }) });
  list.push({ name: "a content type nobody reads", query: new URLSearchParams(query).toString(), headers: { "content-type": "text/plain" }, body: "a=1" });
  list.push({ name: "a form body with repeated fields", query: new URLSearchParams(query).toString(), headers: { "content-type": "application/x-www-form-urlencoded" }, body: repeatedForm(body) });
  list.push({ name: "a broken multipart body", query: new URLSearchParams(query).toString(), headers: { "content-type": "multipart/related; boundary=zz" }, body: "--zz\r\ncontent-type: application/json\r\n\r\n{oops" });
  list.push({ name: "a multipart body without boundary", query: new URLSearchParams(query).toString(), headers: { "content-type": "multipart/related" }, body: "x" });
  list.push({ name: "a nonsense Content-Range", query: new URLSearchParams(query).toString(), headers: { "content-type": "video/mp4", "content-range": "bytes 9-1/abc" }, body: new Uint8Array(10) });
  return list;
}

function repeatedForm(body: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) for (const copy of [String(value), "second"]) form.append(key, copy);
  return form.toString();
}

function encode(route: Route, body: Record<string, unknown>): Pick<Attempt, "headers" | "body"> {
  if (route.method === "GET") return {};
  if (route.form) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) form.append(key, typeof value === "string" ? value : JSON.stringify(value));
    return { headers: { "content-type": "application/x-www-form-urlencoded" }, body: form.toString() };
  }
  return { headers: { "content-type": "application/json; charset=UTF-8" }, body: JSON.stringify(body) };
}

/** The envelope a route's platform uses for errors (and, for JSON APIs, for answers). */
function expectEnvelope(envelope: Envelope, status: number, contentType: string, text: string) {
  if (envelope === "html") {
    if (status !== 302) expect(contentType).toMatch(/^text\/html/);
    return;
  }
  if (status === 308 || (status >= 200 && status < 300 && text === "")) return;
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(body).not.toHaveProperty("statusCode");
  if (status < 400) return;
  switch (envelope) {
    case "google":
      expect(body).toEqual({ error: expect.objectContaining({ code: status, message: expect.any(String), errors: [expect.objectContaining({ reason: expect.any(String), message: expect.any(String), domain: expect.any(String) })] }) });
      return;
    case "google-oauth":
      expect(body).toEqual({ error: expect.any(String), error_description: expect.any(String) });
      return;
    case "tiktok":
      expect(body).toEqual({ data: {}, error: { code: expect.any(String), message: expect.any(String), log_id: expect.any(String) } });
      expect(body.error).not.toMatchObject({ code: "ok" });
      return;
    case "tiktok-oauth":
      expect(body).toEqual({ error: expect.any(String), error_description: expect.any(String), log_id: expect.any(String) });
  }
}

let sandbox: RunningSandbox;
const tokens = { tiktok: "", google: "" };

beforeAll(async () => {
  sandbox = await startSandbox({ stateFile: null });
  tokens.google = await tokenFor(`${sandbox.url}/youtube`, "google-demo-1");
  const form = (fields: Record<string, string>) => ({ method: "POST", body: new URLSearchParams(fields) });
  const { clientKey, clientSecret } = TIKTOK_SANDBOX_CLIENT;
  const scope = "user.info.basic,user.info.profile,user.info.stats,video.list,video.publish,video.upload";
  const qr = (await (await fetch(`${sandbox.url}/tiktok/v2/oauth/get_qrcode/`, form({ client_key: clientKey, scope }))).json()) as { token: string };
  sandbox.tiktok.scanQr(qr.token, "sbx-open-creator-1", "t");
  sandbox.tiktok.confirmQr(qr.token);
  const checked = (await (await fetch(`${sandbox.url}/tiktok/v2/oauth/check_qrcode/`, form({ client_key: clientKey, client_secret: clientSecret, token: qr.token }))).json()) as { redirect_uri: string };
  const code = new URL(checked.redirect_uri).searchParams.get("code")!;
  const granted = (await (await fetch(`${sandbox.url}/tiktok/v2/oauth/token/`, form({ client_key: clientKey, client_secret: clientSecret, grant_type: "authorization_code", code }))).json()) as { access_token: string };
  tokens.tiktok = granted.access_token;
  // No per-minute limit should decide these answers.
  const unlimited = Object.fromEntries(Object.keys(sandbox.tiktok.settings().rateLimits).map((key) => [key, 1_000_000]));
  sandbox.tiktok.updateSettings({ rateLimits: unlimited as TiktokSandboxSettings["rateLimits"] });
});
afterAll(() => sandbox.close());

describe("malformed input to every sandbox route", () => {
  for (const route of routes()) {
    it(`${route.method} ${route.path || "/"} ${route.query?.uploadType ?? ""} answers in its platform's envelope`, async () => {
      for (const attempt of attempts(route)) {
        for (const authorization of route.auth ? [`Bearer ${tokens[route.auth]}`, "Bearer constructor", "Basic x"] : [undefined]) {
          const url = `${sandbox.url}${route.path}${attempt.query ? `?${attempt.query}` : ""}`;
          const headers = { ...attempt.headers, ...(authorization ? { authorization } : {}) };
          const response = await fetch(url, { method: route.method, headers, body: route.method === "GET" ? undefined : attempt.body, redirect: "manual" });
          const text = await response.text();
          const where = `${route.method} ${url.slice(0, 160)} (${attempt.name}, ${authorization?.slice(0, 12) ?? "no auth"}): ${response.status} ${text.slice(0, 200)}`;
          expect(response.status, where).toBeLessThan(500);
          try {
            expectEnvelope(route.envelope, response.status, response.headers.get("content-type") ?? "", text);
          } catch (error) {
            throw new Error(`${where}\n${String(error)}`);
          }
        }
      }
    });
  }

  it("unknown paths and methods answer 404 in the envelope of the platform whose path it is", async () => {
    const cases: [string, string, Envelope][] = [
      ["GET", "/tiktok/v2/nope/", "tiktok"],
      ["DELETE", "/tiktok/v2/user/info/", "tiktok"],
      ["POST", "/tiktok/v2/oauth/nope/", "tiktok-oauth"],
      ["GET", "/youtube/youtube/v3/playlists", "google"],
      ["PATCH", "/youtube/token", "google"],
      ["GET", "/youtube/v3/nope", "google"],
      ["GET", "/nowhere", "google"],
    ];
    for (const [method, path, envelope] of cases) {
      const withBody = method === "POST" ? { headers: { "content-type": "application/json" }, body: "{bad" } : {};
      const response = await fetch(`${sandbox.url}${path}`, { method, ...withBody });
      const text = await response.text();
      expect(response.status, `${method} ${path}: ${text}`).toBe(404);
      expectEnvelope(envelope, 404, response.headers.get("content-type") ?? "", text);
    }
  });

  it("the sandbox's own fault switches refuse nonsense with a 400 and keep their settings", async () => {
    const before = sandbox.faults.get();
    for (const body of ['"text"', "[]", '{"serverErrorRate":"all"}', '{"dropRate":2}', '{"latencyMs":-1}', '{"expireAccessTokens":"yes"}', '{"sneaky":1}', "{bad"]) {
      const response = await fetch(`${sandbox.url}/_control/faults`, { method: "PUT", headers: { "content-type": "application/json" }, body });
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    }
    expect(sandbox.faults.get()).toEqual(before);
  });

  it("a path that is not valid percent-encoding still gets its platform's envelope", async () => {
    for (const [path, envelope] of [["/tiktok/v2/user/info/%zz", "tiktok"], ["/tiktok/v2/oauth/%E0%A4%A/", "tiktok-oauth"], ["/youtube/v3/%zz", "google"]] as const) {
      const response = await fetch(`${sandbox.url}${path}`);
      const text = await response.text();
      expect(response.status, `${path}: ${text}`).toBe(400);
      expectEnvelope(envelope, 400, response.headers.get("content-type") ?? "", text);
    }
  });
});
