import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { startYoutubeSandbox, type StandaloneYoutubeSandbox } from "./standalone.ts";
import { tokenFor } from "./test-tokens.ts";

/** Planned faults on the resumable upload: YouTube opens the session or creates the video, and the client never hears it. */

const KIB256 = 262_144;
let sandbox: StandaloneYoutubeSandbox;
let accessToken: string;

beforeEach(async () => {
  sandbox = await startYoutubeSandbox({ now: () => Date.parse("2026-03-02T10:00:00Z") });
  accessToken = await tokenFor(`${sandbox.url}/youtube`, "google-demo-1");
});
afterEach(() => sandbox.close());

const open = (total: number) =>
  fetch(`${sandbox.url}/youtube/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`, {
    method: "POST",
    headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json; charset=UTF-8", "x-upload-content-length": String(total), "x-upload-content-type": "video/mp4" },
    body: JSON.stringify({ snippet: { title: "Never twice" }, status: { privacyStatus: "public" } }),
  });

const put = (uri: string, range: string, bytes: number) => fetch(uri, { method: "PUT", headers: { "content-range": range, "content-type": "video/mp4" }, body: new Uint8Array(bytes) });

test("youtube_session act_then_drop: the session is opened but its URI never arrives; opening again gives a second session", async () => {
  sandbox.faults.plan({ endpoint: "youtube_session", creator: "Demo Channel 1 / 演示频道一", count: 1, mode: "act_then_drop" });
  await expect(open(10)).rejects.toThrow();
  expect(sandbox.control.sessions()).toEqual([expect.objectContaining({ channelId: "UCsandboxDemoChannel0001", received: 0, total: 10, videoId: null })]);
  expect(sandbox.control.quotaUsed().inserts).toBe(1);

  const again = await open(10);
  expect(again.status).toBe(200);
  expect(again.headers.get("location")).toContain("upload_id=");
  expect(sandbox.control.sessions()).toHaveLength(2);
  expect(sandbox.control.uploads()).toEqual([]);
});

test("youtube_session refuse: Google's error envelope, no session and no quota charged", async () => {
  sandbox.faults.plan({ endpoint: "youtube_session", creator: "demo1@example.com", count: 1, error: "quotaExceeded", status: 403 });
  const refused = await open(10);
  expect(refused.status).toBe(403);
  expect(await refused.json()).toMatchObject({ error: { code: 403, errors: [{ reason: "quotaExceeded", domain: "youtube.quota" }] } });
  expect(sandbox.control.sessions()).toEqual([]);
  expect(sandbox.control.quotaUsed().inserts).toBe(0);
});

test("youtube_last_chunk act_then_drop: earlier chunks pass, the last creates the video unanswered, and the status query returns it", async () => {
  const total = 2 * KIB256 + 100;
  const uri = (await open(total)).headers.get("location")!;
  sandbox.faults.plan({ endpoint: "youtube_last_chunk", creator: "UCsandboxDemoChannel0001", count: 1, mode: "act_then_drop" });
  expect((await put(uri, `bytes 0-${KIB256 - 1}/${total}`, KIB256)).status).toBe(308);
  expect(sandbox.faults.planned()).toHaveLength(1);

  await expect(put(uri, `bytes ${KIB256}-${total - 1}/${total}`, total - KIB256)).rejects.toThrow();
  const [video] = sandbox.control.uploads();
  expect(video).toMatchObject({ channelId: "UCsandboxDemoChannel0001", title: "Never twice", bytes: total });

  const status = await put(uri, `bytes */${total}`, 0);
  expect(status.status).toBe(200);
  expect(await status.json()).toMatchObject({ kind: "youtube#video", id: video!.videoId, snippet: { title: "Never twice" } });
  // Sending the last chunk again does not make a second video either.
  expect((await put(uri, `bytes ${KIB256}-${total - 1}/${total}`, total - KIB256)).status).toBe(200);
  expect(sandbox.control.uploads()).toHaveLength(1);
});

test("youtube_last_chunk refuse: a 503 stores nothing; the status query and a resend go on from the last chunk", async () => {
  const total = KIB256 + 5;
  const uri = (await open(total)).headers.get("location")!;
  expect((await put(uri, `bytes 0-${KIB256 - 1}/${total}`, KIB256)).status).toBe(308);
  sandbox.faults.plan({ endpoint: "youtube_last_chunk", creator: "Demo User 1 / 演示用户一", count: 1, error: "backendError", status: 503 });
  const refused = await put(uri, `bytes ${KIB256}-${total - 1}/${total}`, 5);
  expect(refused.status).toBe(503);
  expect(await refused.json()).toMatchObject({ error: { code: 503, errors: [{ reason: "backendError" }] } });
  expect((await put(uri, `bytes */${total}`, 0)).headers.get("range")).toBe(`bytes=0-${KIB256 - 1}`);
  expect((await put(uri, `bytes ${KIB256}-${total - 1}/${total}`, 5)).status).toBe(201);
  expect(sandbox.control.uploads()).toHaveLength(1);
});

test("youtube_last_chunk act_then_delay: the video exists at once, the 201 comes after the delay", async () => {
  const uri = (await open(5)).headers.get("location")!;
  sandbox.faults.plan({ endpoint: "youtube_last_chunk", creator: "@demochannel1", count: 1, mode: "act_then_delay", delayMs: 300 });
  const started = performance.now();
  let answered = false;
  const answer = put(uri, "bytes 0-4/5", 5).finally(() => {
    answered = true;
  });
  await vi.waitFor(() => expect(sandbox.control.uploads()).toHaveLength(1));
  expect(answered).toBe(false);
  const finished = await answer;
  expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  expect(finished.status).toBe(201);
  expect(await finished.json()).toMatchObject({ id: sandbox.control.uploads()[0]!.videoId });
});
