import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { roundDownThreeFigures } from "./channel-routes.ts";
import { SCOPES } from "./settings.ts";
import { startYoutubeSandbox, type StandaloneYoutubeSandbox } from "./standalone.ts";
import { tokenFor } from "./test-tokens.ts";

let sandbox: StandaloneYoutubeSandbox;
let clock: number;
beforeEach(async () => {
  // 10:00 UTC on 2 March is 02:00 the same day in Los Angeles.
  clock = Date.parse("2026-03-02T10:00:00Z");
  sandbox = await startYoutubeSandbox({ now: () => clock });
});
afterEach(() => sandbox.close());

type Answer = { items?: unknown[]; columnHeaders: { name: string }[]; rows?: (string | number)[][]; error: { errors: { reason: string }[] } };

const get = async (path: string, token: string) => {
  const response = await fetch(`${sandbox.url}/youtube${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Answer };
};

describe("youtube sandbox channels.list", () => {
  it("serves counts as strings, subscribers rounded down to 3 figures, and charges 1 unit", async () => {
    const token = await tokenFor(`${sandbox.url}/youtube`, "google-demo-1");
    const { status, body } = await get("/youtube/v3/channels?part=snippet,statistics&mine=true", token);
    expect(status).toBe(200);
    expect(body.items?.[0]).toMatchObject({
      id: "UCsandboxDemoChannel0001",
      snippet: { title: "Demo Channel 1 / 演示频道一", customUrl: "@demochannel1" },
      statistics: { subscriberCount: "12300", viewCount: "987654", videoCount: "42", hiddenSubscriberCount: false },
    });
    expect(sandbox.control.quotaUsed().units).toBe(1);
    expect([roundDownThreeFigures(999), roundDownThreeFigures(1987), roundDownThreeFigures(1_234_567)]).toEqual([999, 1980, 1_230_000]);
  });

  it("leaves out items for an account without a channel and refuses an upload-only token", async () => {
    const none = await get("/youtube/v3/channels?part=snippet&mine=true", await tokenFor(`${sandbox.url}/youtube`, "google-demo-3"));
    expect(none.status).toBe(200);
    expect(none.body.items).toBeUndefined();
    const uploadOnly = await get("/youtube/v3/channels?part=snippet&mine=true", await tokenFor(`${sandbox.url}/youtube`, "google-demo-1", [SCOPES.upload]));
    expect(uploadOnly).toMatchObject({ status: 403, body: { error: { errors: [{ reason: "insufficientPermissions" }] } } });
  });
});

describe("youtube sandbox analytics", () => {
  it("orders columns dimensions first, trims the lag days, leaves out empty rows and refuses unknown metrics", async () => {
    const token = await tokenFor(`${sandbox.url}/youtube`, "google-demo-1");
    const report = await get("/v2/reports?ids=channel==MINE&startDate=2026-02-25&endDate=2026-03-02&metrics=likes,views&dimensions=day", token);
    expect(report.body.columnHeaders.map((column) => column.name)).toEqual(["day", "likes", "views"]);
    expect(report.body.rows?.map((row) => row[0])).toEqual(["2026-02-25", "2026-02-26", "2026-02-27", "2026-02-28"]);
    expect(report.body.rows?.[0]?.[2]).toBeGreaterThan(0);
    const recent = await get("/v2/reports?ids=channel==MINE&startDate=2026-03-01&endDate=2026-03-02&metrics=views&dimensions=day", token);
    expect(recent.status).toBe(200);
    expect(recent.body).not.toHaveProperty("rows");
    expect((await get("/v2/reports?ids=channel==MINE&startDate=2026-03-01&endDate=2026-03-02&metrics=bogus", token)).status).toBe(400);
    expect((await get("/v2/reports?ids=channel==MINE&startDate=2026-03-01&metrics=views", token)).body.error.errors[0]?.reason).toBe("required");
    expect(sandbox.control.quotaUsed().units).toBe(0);
  });
});

describe("youtube sandbox faults and snapshots", () => {
  it("answers injected faults in Google's envelope and expires every access token on demand", async () => {
    const token = await tokenFor(`${sandbox.url}/youtube`, "google-demo-1");
    sandbox.faults.set({ serverErrorRate: 1 });
    expect(await get("/youtube/v3/channels?part=snippet&mine=true", token)).toMatchObject({ status: 503, body: { error: { errors: [{ reason: "backendError" }] } } });
    sandbox.faults.set({ serverErrorRate: 0, expireAccessTokens: true });
    expect((await get("/youtube/v3/channels?part=snippet&mine=true", token)).body.error.errors[0]?.reason).toBe("authError");
    sandbox.faults.set({ expireAccessTokens: false });
    const saved = JSON.parse(JSON.stringify(sandbox.snapshot()));
    const restarted = await startYoutubeSandbox({ now: () => Date.parse("2026-03-02T10:00:00Z") });
    restarted.restore(saved);
    const response = await fetch(`${restarted.url}/youtube/youtube/v3/channels?part=snippet&mine=true`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    await restarted.close();
  });
});

describe("youtube sandbox uploads playlist", () => {
  type Item = { snippet: { title: string; description: string; publishedAt: string; resourceId: { videoId: string } }; contentDetails: { videoId: string; videoPublishedAt: string } };
  type Page = { kind: string; items: Item[]; nextPageToken?: string; prevPageToken?: string; pageInfo: { totalResults: number; resultsPerPage: number } };

  const upload = async (token: string, title: string, privacyStatus: string) => {
    const opened = await fetch(`${sandbox.url}/youtube/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-upload-content-length": "5", "x-upload-content-type": "video/mp4" },
      body: JSON.stringify({ snippet: { title, description: `${title} description` }, status: { privacyStatus } }),
    });
    const done = await fetch(opened.headers.get("location")!, { method: "PUT", headers: { "content-type": "video/mp4" }, body: new Uint8Array(5) });
    return ((await done.json()) as { id: string }).id;
  };

  it("names the channel's uploads playlist in channels.list contentDetails", async () => {
    const token = await tokenFor(`${sandbox.url}/youtube`, "google-demo-1");
    const { body } = await get("/youtube/v3/channels?part=snippet,contentDetails,statistics&mine=true", token);
    expect(body.items?.[0]).toMatchObject({ snippet: { title: "Demo Channel 1 / 演示频道一" }, contentDetails: { relatedPlaylists: { uploads: "UUsandboxDemoChannel0001" } }, statistics: { videoCount: "42" } });
  });

  it("lists the owner's uploads newest first, private ones included, a page at a time, 1 unit per call", async () => {
    const token = await tokenFor(`${sandbox.url}/youtube`, "google-demo-1");
    const ids: string[] = [];
    for (const [title, privacy] of [["First", "public"], ["Second", "private"], ["Third", "unlisted"]]) {
      ids.push(await upload(token, title!, privacy!));
      clock += 60_000;
    }
    const page = async (query: string) => (await get(`/youtube/v3/playlistItems?part=snippet,contentDetails&playlistId=UUsandboxDemoChannel0001&${query}`, token)).body as unknown as Page;
    const first = await page("maxResults=2");
    expect(first).toMatchObject({ kind: "youtube#playlistItemListResponse", pageInfo: { totalResults: 3, resultsPerPage: 2 }, nextPageToken: expect.any(String) });
    expect(first.items.map((item) => item.snippet.title)).toEqual(["Third", "Second"]);
    expect(first.items[0]).toMatchObject({
      snippet: { description: "Third description", publishedAt: "2026-03-02T10:02:00.000Z", resourceId: { kind: "youtube#video", videoId: ids[2] } },
      contentDetails: { videoId: ids[2], videoPublishedAt: "2026-03-02T10:02:00.000Z" },
    });
    const second = await page(`maxResults=2&pageToken=${first.nextPageToken}`);
    expect(second.items.map((item) => item.contentDetails.videoId)).toEqual([ids[0]]);
    expect(second).not.toHaveProperty("nextPageToken");
    expect(second.prevPageToken).toEqual(expect.any(String));
    expect(sandbox.control.quotaUsed().units).toBe(2);
  });

  it("refuses another channel's or an unknown playlist, a token without a read scope, and bad paging", async () => {
    const other = await tokenFor(`${sandbox.url}/youtube`, "google-demo-2");
    await upload(other, "Elsewhere", "public");
    const token = await tokenFor(`${sandbox.url}/youtube`, "google-demo-1");
    const reason = async (query: string, as = token) => {
      const { status, body } = await get(`/youtube/v3/playlistItems?${query}`, as);
      return { status, reason: body.error?.errors[0]?.reason };
    };
    expect(await reason("part=snippet&playlistId=UUsandboxDemoChannel0002")).toEqual({ status: 404, reason: "playlistNotFound" });
    expect(await reason("part=snippet&playlistId=PLnope")).toEqual({ status: 404, reason: "playlistNotFound" });
    expect(await reason("part=snippet&playlistId=UUsandboxDemoChannel0001", await tokenFor(`${sandbox.url}/youtube`, "google-demo-1", [SCOPES.upload]))).toEqual({ status: 403, reason: "insufficientPermissions" });
    expect(await reason("part=snippet&playlistId=UUsandboxDemoChannel0001&maxResults=51")).toEqual({ status: 400, reason: "invalidParameter" });
    expect(await reason("part=snippet&playlistId=UUsandboxDemoChannel0001&pageToken=bogus")).toEqual({ status: 400, reason: "invalidPageToken" });
    expect(await reason("part=snippet,player&playlistId=UUsandboxDemoChannel0001")).toEqual({ status: 400, reason: "unknownPart" });
    expect(await reason("part=snippet")).toEqual({ status: 400, reason: "missingRequiredParameter" });
    const own = await get("/youtube/v3/playlistItems?part=snippet&playlistId=UUsandboxDemoChannel0002", other);
    expect((own.body.items as Page["items"]).map((item) => item.snippet.title)).toEqual(["Elsewhere"]);
  });
});
