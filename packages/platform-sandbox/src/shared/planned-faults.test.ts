import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type RunningSandbox, startSandbox } from "../index.ts";
import { type RunningTiktokSandbox, startTiktokSandbox } from "../tiktok/standalone.ts";

describe("planned failures over HTTP (/_control/faults/planned)", () => {
  let sandbox: RunningSandbox;
  beforeEach(async () => {
    sandbox = await startSandbox({ stateFile: null });
  });
  afterEach(() => sandbox.close());

  const post = (body: string) => fetch(`${sandbox.url}/_control/faults/planned`, { method: "POST", headers: { "content-type": "application/json" }, body });

  test("lists, adds and clears them; refuses nonsense with a 400 and keeps what was planned", async () => {
    const planned = { endpoint: "publish_init", creator: "demo.creator.two", count: 2, error: "spam_risk_user_banned_from_posting", status: 403 };
    expect(await (await post(JSON.stringify(planned))).json()).toEqual({ planned: [{ ...planned, mode: "refuse" }] });
    const withDefault = { endpoint: "publish_init", creator: "sbx-open-creator-1", count: 1, error: "spam_risk_text" };
    expect(await (await post(JSON.stringify(withDefault))).json()).toEqual({ planned: [{ ...planned, mode: "refuse" }, { ...withDefault, mode: "refuse", status: 400 }] });

    for (const body of [
      "[]",
      "{bad",
      JSON.stringify({ ...planned, endpoint: "video_list" }),
      JSON.stringify({ ...planned, creator: "" }),
      JSON.stringify({ ...planned, count: 0 }),
      JSON.stringify({ ...planned, count: 1.5 }),
      JSON.stringify({ ...planned, error: "Not A Code" }),
      JSON.stringify({ ...planned, status: 200 }),
      JSON.stringify({ ...planned, sneaky: 1 }),
    ]) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    }
    expect(((await (await fetch(`${sandbox.url}/_control/faults/planned`)).json()) as { planned: unknown[] }).planned).toHaveLength(2);
    expect(await (await fetch(`${sandbox.url}/_control/faults/planned`, { method: "DELETE" })).json()).toEqual({ planned: [] });
    expect(sandbox.faults.planned()).toEqual([]);
  });

  test("takes the act modes without error or status, each endpoint's own error codes, and lists every pending one with its mode", async () => {
    const accepted = [
      { body: { endpoint: "upload_last_chunk", creator: "demo.creator.one", count: 1, mode: "act_then_drop" }, listed: { endpoint: "upload_last_chunk", creator: "demo.creator.one", count: 1, mode: "act_then_drop" } },
      { body: { endpoint: "youtube_session", creator: "demo1@example.com", count: 2, mode: "act_then_delay" }, listed: { endpoint: "youtube_session", creator: "demo1@example.com", count: 2, mode: "act_then_delay", delayMs: 35_000 } },
      { body: { endpoint: "youtube_last_chunk", creator: "UCsandboxDemoChannel0001", count: 1, mode: "act_then_delay", delayMs: 120_000 }, listed: { endpoint: "youtube_last_chunk", creator: "UCsandboxDemoChannel0001", count: 1, mode: "act_then_delay", delayMs: 120_000 } },
      { body: { endpoint: "youtube_last_chunk", creator: "Demo Channel 1 / 演示频道一", count: 1, mode: "refuse", error: "backendError", status: 503 }, listed: { endpoint: "youtube_last_chunk", creator: "Demo Channel 1 / 演示频道一", count: 1, mode: "refuse", error: "backendError", status: 503 } },
    ];
    for (const { body } of accepted) expect((await post(JSON.stringify(body))).status, JSON.stringify(body)).toBe(200);
    expect(await (await fetch(`${sandbox.url}/_control/faults/planned`)).json()).toEqual({ planned: accepted.map((entry) => entry.listed) });

    const base = { endpoint: "publish_init", creator: "demo.creator.one", count: 1 };
    for (const [body, message] of [
      [{ ...base, mode: "explode" }, /mode must be one of: refuse, act_then_drop, act_then_delay/],
      [{ ...base, mode: "act_then_drop", error: "spam_risk_text" }, /only apply to mode refuse/],
      [{ ...base, mode: "act_then_delay", status: 500 }, /only apply to mode refuse/],
      [{ ...base, mode: "act_then_drop", delayMs: 10 }, /delayMs only applies/],
      [{ ...base, error: "spam_risk_text", delayMs: 10 }, /delayMs only applies/],
      [{ ...base, mode: "act_then_delay", delayMs: 0 }, /delayMs must be a whole number of milliseconds from 1 to 120000/],
      [{ ...base, mode: "act_then_delay", delayMs: 120_001 }, /delayMs/],
      [{ ...base, mode: "act_then_delay", delayMs: 1.5 }, /delayMs/],
      [{ ...base, mode: "act_then_delay", delayMs: "10" }, /delayMs/],
      [{ ...base, mode: "refuse" }, /error must be a platform error code/],
      [{ ...base, error: "backendError" }, /lowercase letters and underscores/],
      [{ ...base, endpoint: "youtube_session", error: "spam_risk_text" }, /Google error reason/],
      [{ ...base, endpoint: "youtube_session", mode: "act_then_drop", count: 1001 }, /count must be a whole number from 1 to 1000/],
      [{ ...base, mode: "act_then_drop", extra: true }, /Unknown field: extra/],
    ] as const) {
      const response = await post(JSON.stringify(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "bad_request", message: expect.stringMatching(message) } });
    }
    expect(sandbox.faults.planned()).toHaveLength(accepted.length);
  });
});

describe("a planned publish_init failure", () => {
  let sandbox: RunningTiktokSandbox;
  const tokens: Record<string, string> = {};
  beforeEach(async () => {
    sandbox = await startTiktokSandbox();
    for (const openId of ["sbx-open-creator-1", "sbx-open-creator-2"]) tokens[openId] = (await sandbox.grant(openId)).access_token;
  });
  afterEach(() => sandbox.close());

  const init = async (openId: string, path = "/v2/post/publish/video/init/") => {
    const body =
      path === "/v2/post/publish/content/init/"
        ? { media_type: "PHOTO", post_mode: "DIRECT_POST", post_info: { privacy_level: "SELF_ONLY" }, source_info: { source: "PULL_FROM_URL", photo_images: ["https://example.com/a.png"], photo_cover_index: 0 } }
        : { post_info: { title: "Hello", privacy_level: "SELF_ONLY", brand_content_toggle: false }, source_info: { source: "FILE_UPLOAD", video_size: 1000, chunk_size: 1000, total_chunk_count: 1 } };
    const response = await fetch(`${sandbox.url}/tiktok${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens[openId]}`, "content-type": "application/json; charset=UTF-8" },
      body: JSON.stringify(body),
    });
    return { status: response.status, error: ((await response.json()) as { error: { code: string; message: string } }).error };
  };

  test("fails exactly the next N inits of that creator (by username) with the error asked for, in TikTok's envelope", async () => {
    sandbox.faults.plan({ endpoint: "publish_init", creator: "demo.creator.two", count: 2, error: "spam_risk_user_banned_from_posting", status: 403 });
    expect(await init("sbx-open-creator-1")).toMatchObject({ status: 200, error: { code: "ok" } });
    expect(await init("sbx-open-creator-2")).toMatchObject({ status: 403, error: { code: "spam_risk_user_banned_from_posting", message: expect.stringContaining("planned") } });
    expect(await init("sbx-open-creator-2", "/v2/post/publish/content/init/")).toMatchObject({ status: 403, error: { code: "spam_risk_user_banned_from_posting" } });
    expect(sandbox.faults.planned()).toEqual([]);
    expect(await init("sbx-open-creator-2")).toMatchObject({ status: 200, error: { code: "ok" } });
    expect(sandbox.control.posts().map((post) => post.openId)).toEqual(["sbx-open-creator-1", "sbx-open-creator-2"]);
  });

  test("matches a creator by open id or display name too, and leaves creator_info alone", async () => {
    sandbox.faults.plan({ endpoint: "publish_init", creator: "Demo Creator 1 / 演示创作者一", count: 1, error: "spam_risk_text", status: 400 });
    const info = await fetch(`${sandbox.url}/tiktok/v2/post/publish/creator_info/query/`, { method: "POST", headers: { authorization: `Bearer ${tokens["sbx-open-creator-1"]}` } });
    expect(info.status).toBe(200);
    expect(await init("sbx-open-creator-1", "/v2/post/publish/inbox/video/init/")).toMatchObject({ status: 400, error: { code: "spam_risk_text" } });
    sandbox.faults.plan({ endpoint: "publish_init", creator: "sbx-open-creator-1", count: 1, error: "spam_risk_text", status: 400 });
    expect(await init("sbx-open-creator-1")).toMatchObject({ status: 400 });
    expect(await init("sbx-open-creator-1")).toMatchObject({ status: 200 });
  });
});
