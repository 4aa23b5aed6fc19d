import { Readable } from "node:stream";
import { youtube } from "@googleapis/youtube";
import { youtubeAnalytics } from "@googleapis/youtubeanalytics";
import { CodeChallengeMethod, OAuth2Client } from "google-auth-library";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../index.ts";
import { SCOPES, YOUTUBE_SANDBOX_CLIENTS } from "./settings.ts";

/**
 * Google's own Node clients (`@googleapis/youtube`, `@googleapis/youtubeanalytics`,
 * `google-auth-library`), unchanged, against the standalone sandbox over real HTTP: the sandbox
 * must answer whatever these clients send (repeated `part`, multipart uploads, …).
 */

const { web } = YOUTUBE_SANDBOX_CLIENTS;
const REDIRECT = "http://127.0.0.1:9/oauth/callback";
const NOW = Date.parse("2026-03-02T10:00:00Z");
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

let sandbox: RunningSandbox;
beforeEach(async () => {
  sandbox = await startSandbox({ now: () => NOW, stateFile: null });
});
afterEach(() => sandbox.close());

/** An OAuth2Client whose endpoints are the sandbox's (the recipe in docs/sandbox.md). */
function oauthClient() {
  return new OAuth2Client({
    clientId: web.clientId,
    clientSecret: web.clientSecret,
    redirectUri: REDIRECT,
    endpoints: { oauth2AuthBaseUrl: `${sandbox.url}/o/oauth2/v2/auth`, oauth2TokenUrl: `${sandbox.url}/token`, oauth2RevokeUrl: `${sandbox.url}/revoke` },
  });
}

/** Opens the consent page the client's URL points at, and allows every scope as demo account 1. */
async function consent(authUrl: string): Promise<URL> {
  const page = await fetch(authUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("允许 / Allow");
  const form = new URLSearchParams(new URL(authUrl).searchParams);
  form.set("account", "google-demo-1");
  form.set("decision", "allow");
  for (const scope of form.get("scope")!.split(" ")) form.append("granted", scope);
  const answer = await fetch(`${sandbox.url}/o/oauth2/v2/auth`, { method: "POST", body: form, redirect: "manual" });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get("location")!);
}

/** Links demo account 1 with PKCE and returns the client holding its tokens. */
async function linkedClient() {
  const client = oauthClient();
  const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
  const authUrl = client.generateAuthUrl({
    access_type: "offline",
    scope: [SCOPES.upload, SCOPES.readonly, SCOPES.analytics],
    state: "st-42",
    code_challenge: codeChallenge,
    code_challenge_method: CodeChallengeMethod.S256,
  });
  expect(authUrl.startsWith(`${sandbox.url}/o/oauth2/v2/auth?`)).toBe(true);
  const callback = await consent(authUrl);
  expect(callback.searchParams.get("state")).toBe("st-42");
  const { tokens } = await client.getToken({ code: callback.searchParams.get("code")!, codeVerifier });
  client.setCredentials(tokens);
  return { client, tokens };
}

/** A GaxiosError's status and Google reason. */
async function failure(call: Promise<unknown>) {
  const error = (await call.then(
    () => null,
    (caught: unknown) => caught,
  )) as { status?: number; response?: { status: number; data: unknown } } | null;
  expect(error).not.toBeNull();
  return { status: error?.response?.status ?? error?.status, data: error?.response?.data as Record<string, unknown> };
}

describe("Google's official Node clients against the sandbox", () => {
  it("exchange a PKCE code for tokens and refresh them, explicitly and on their own", async () => {
    const { client, tokens } = await linkedClient();
    expect(tokens.access_token).toMatch(/^ya29\./);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.scope).toBe([SCOPES.upload, SCOPES.readonly, SCOPES.analytics].join(" "));
    expect(tokens.expiry_date).toBeGreaterThan(Date.now());

    const refreshed = await client.refreshAccessToken();
    expect(refreshed.credentials.access_token).not.toBe(tokens.access_token);
    expect(refreshed.credentials.refresh_token).toBe(tokens.refresh_token);

    // An expired access token: the client refreshes it by itself before calling the API.
    client.setCredentials({ refresh_token: tokens.refresh_token, access_token: "ya29.stale", expiry_date: Date.now() - 1000 });
    const api = youtube({ version: "v3", auth: client, rootUrl: `${sandbox.url}/` });
    const channels = await api.channels.list({ part: ["id"], mine: true });
    expect(channels.status).toBe(200);
    expect(client.credentials.access_token).not.toBe("ya29.stale");
  });

  it("list the channel with an array part, at Google's paths from the sandbox root and under /youtube", async () => {
    const { client } = await linkedClient();
    const api = youtube({ version: "v3", auth: client, rootUrl: `${sandbox.url}/` });
    const { data } = await api.channels.list({ part: ["snippet", "statistics"], mine: true });
    expect(data.items?.[0]).toMatchObject({
      id: "UCsandboxDemoChannel0001",
      snippet: { title: "Demo Channel 1 / 演示频道一", customUrl: "@demochannel1" },
      statistics: { subscriberCount: "12300", viewCount: "987654", hiddenSubscriberCount: false },
    });
    const mounted = await api.channels.list({ part: ["snippet", "statistics"], mine: true }, { rootUrl: `${sandbox.url}/youtube/` });
    expect(mounted.data.items?.[0]?.id).toBe("UCsandboxDemoChannel0001");
    expect(sandbox.youtube.quotaUsed().units).toBe(2);
  });

  it("upload a video in the client's default multipart mode, list it, and set its thumbnail", async () => {
    const { client } = await linkedClient();
    const api = youtube({ version: "v3", auth: client });
    // Media uploads ignore a client-wide rootUrl (googleapis-common builds their URL from the per-call one).
    const perCall = { rootUrl: `${sandbox.url}/youtube/` };
    const video = Buffer.alloc(300_000, 7);
    const inserted = await api.videos.insert(
      {
        part: ["snippet", "status"],
        requestBody: { snippet: { title: "官方客户端 Official client", description: "multipart", tags: ["sandbox"], categoryId: "22" }, status: { privacyStatus: "public" } },
        media: { mimeType: "video/mp4", body: Readable.from([video.subarray(0, 100_000), video.subarray(100_000)]) },
      },
      perCall,
    );
    expect(inserted.status).toBe(200);
    expect(inserted.config.url?.toString()).toContain("uploadType=multipart");
    const id = inserted.data.id!;
    expect(inserted.data).toMatchObject({ kind: "youtube#video", snippet: { title: "官方客户端 Official client", channelId: "UCsandboxDemoChannel0001" }, status: { privacyStatus: "public", uploadStatus: "uploaded" } });
    expect(sandbox.youtube.uploads()).toEqual([expect.objectContaining({ videoId: id, bytes: video.length, title: "官方客户端 Official client" })]);
    expect(sandbox.youtube.quotaUsed().inserts).toBe(1);

    const listed = await api.videos.list({ part: ["snippet", "status"], id: [id] }, perCall);
    expect(listed.data.items?.map((item) => [item.id, item.snippet?.title, item.status?.privacyStatus])).toEqual([[id, "官方客户端 Official client", "public"]]);

    const thumbnail = await api.thumbnails.set({ videoId: id, media: { mimeType: "image/jpeg", body: Readable.from([JPEG]) } }, perCall);
    expect(thumbnail.data.items?.[0]?.default?.url).toContain(id);
    expect(sandbox.youtube.uploads()[0]!.hasCustomThumbnail).toBe(true);

    // Media without metadata goes up as uploadType=media, with the same checks and quota.
    const bare = await api.videos.insert({ part: ["snippet"], media: { mimeType: "video/mp4", body: Readable.from([video]) } }, perCall);
    expect(bare.config.url?.toString()).toContain("uploadType=media");
    expect(bare.data.snippet?.title).toBe("unknown");
    expect(sandbox.youtube.quotaUsed().inserts).toBe(2);
  });

  it("refuse bad metadata from the client with YouTube's reason", async () => {
    const { client } = await linkedClient();
    const api = youtube({ version: "v3", auth: client });
    const refused = await failure(
      api.videos.insert(
        { part: ["snippet", "status"], requestBody: { snippet: { title: "a<b" } }, media: { mimeType: "video/mp4", body: Readable.from([Buffer.alloc(10)]) } },
        { rootUrl: `${sandbox.url}/youtube/`, retry: false },
      ),
    );
    expect(refused).toMatchObject({ status: 400, data: { error: { code: 400, errors: [{ reason: "invalidTitle", domain: "youtube.video" }] } } });
    expect(sandbox.youtube.uploads()).toEqual([]);
  });

  it("read Analytics by day, dimensions first, without the most recent days", async () => {
    const { client } = await linkedClient();
    const analytics = youtubeAnalytics({ version: "v2", auth: client, rootUrl: `${sandbox.url}/` });
    const { data } = await analytics.reports.query({ ids: "channel==MINE", startDate: "2026-02-24", endDate: "2026-03-02", metrics: "views,likes,subscribersGained", dimensions: "day", sort: "day" });
    expect(data.columnHeaders?.map((column) => [column.name, column.columnType])).toEqual([
      ["day", "DIMENSION"],
      ["views", "METRIC"],
      ["likes", "METRIC"],
      ["subscribersGained", "METRIC"],
    ]);
    expect(data.rows?.map((row) => row[0])).toEqual(["2026-02-24", "2026-02-25", "2026-02-26", "2026-02-27", "2026-02-28"]);
  });

  it("a revoked token gets Google's 401 authError, and its refresh token invalid_grant", async () => {
    const { client, tokens } = await linkedClient();
    await client.revokeToken(tokens.access_token!);

    const tokenOnly = oauthClient();
    tokenOnly.setCredentials({ access_token: tokens.access_token });
    const api = youtube({ version: "v3", auth: tokenOnly, rootUrl: `${sandbox.url}/` });
    const unauthorized = await failure(api.channels.list({ part: ["snippet"], mine: true }));
    expect(unauthorized).toMatchObject({
      status: 401,
      data: { error: { code: 401, status: "UNAUTHENTICATED", errors: [{ reason: "authError", domain: "global", location: "Authorization", locationType: "header" }] } },
    });

    const refresh = await failure(client.refreshAccessToken());
    expect(refresh).toMatchObject({ status: 400, data: { error: "invalid_grant" } });
  });
});
