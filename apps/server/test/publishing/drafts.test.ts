import { PUBLISH_DRAFTS_MAX } from "@cdp/contracts";
import { eq } from "drizzle-orm";
import { publishDrafts } from "../../src/db/schema/index.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newOperator, type Operator } from "../accounts/helpers.ts";
import { sample } from "../storage/samples.ts";
import { testDrivers } from "../test-database.ts";
import { link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "./helpers.ts";

const TIKTOK_OPTIONS = {
  privacyLevel: "SELF_ONLY",
  allowComment: false,
  allowDuet: false,
  allowStitch: false,
  autoAddMusic: false,
  discloseCommercial: false,
  yourBrand: false,
  brandedContent: false,
  aiGenerated: false,
};
const TIMING = { intervalMinutes: 5, intervalSeconds: 0, jitterSeconds: 0, start: "scheduled", startAt: "2026-12-01T09:30" };
const file = (mediaId: number, fileName: string) => ({ mediaId, fileName, exportFile: `/files/${mediaId}`, type: "video", fileSize: 20_000 });

/** The publish screens' drafts: saved on the server, opened with what is gone named, never another operator's. */
describe.each(testDrivers)("publish drafts on %s", (driver) => {
  let world: PublishingWorld;
  let operator: Operator;
  let stranger: Operator;
  let tiktok: number;
  let youtube: number;
  let videos: number[];
  let image: number;
  beforeAll(async () => {
    world = await startPublishingWorld(driver);
    operator = await newOperator(world.runtime, "drafts");
    stranger = await newOperator(world.runtime, "drafts-stranger");
    tiktok = await link(world.runtime, operator, "tiktok", nextCreator());
    youtube = await link(world.runtime, operator, "youtube", "google-demo-1");
    videos = [await upload(world.runtime, operator, "d1.mp4", videoBytes(20_000, 61)), await upload(world.runtime, operator, "d2.mp4", videoBytes(20_000, 62))];
    image = await upload(world.runtime, operator, "d.jpg", sample.jpeg);
  }, 60_000);
  afterAll(async () => world?.dispose());

  const videoDraft = (patch: Record<string, unknown> = {}) => ({
    kind: "video",
    accountIds: [String(tiktok), String(youtube)],
    groupId: null,
    title: "周末上新",
    description: "半成品",
    tiktok: TIKTOK_OPTIONS,
    timing: TIMING,
    videos: [file(videos[0]!, "d1.mp4"), file(videos[1]!, "d2.mp4")],
    rows: [
      { accountId: String(tiktok), videoId: `/files/${videos[0]}` },
      { accountId: String(youtube), videoId: `/files/${videos[1]}`, title: "YouTube 专属标题" },
    ],
    thumbnail: null,
    youtube: { privacyStatus: "unlisted", tags: ["新品"] },
    ...patch,
  });
  const photoDraft = () => ({ kind: "photo", accountIds: [String(tiktok)], groupId: null, title: "", description: "", tiktok: TIKTOK_OPTIONS, timing: TIMING, images: [{ ...file(image, "d.jpg"), type: "image" }], coverIndex: 0 });

  it("saves a draft, lists it, saves over it and opens it exactly as it was left", async () => {
    const created = (await operator.post("/api/v1/publish/drafts", { content: videoDraft() })).json();
    expect(created).toMatchObject({ code: 0, data: { id: expect.any(Number), updatedAt: expect.any(String) } });
    const id = created.data.id as number;
    world.clock.advance(60_000);
    const content = videoDraft({ title: "周末上新（改）" });
    const saved = (await operator.put(`/api/v1/publish/drafts/${id}`, { content })).json();
    expect(saved.code).toBe(0);
    expect(Date.parse(saved.data.updatedAt)).toBeGreaterThan(Date.parse(created.data.updatedAt));

    const list = (await operator.get("/api/v1/publish/drafts?kind=video")).json().data.list;
    expect(list[0]).toEqual({ id, kind: "video", title: "周末上新（改）", accountCount: 2, mediaCount: 2, updatedAt: saved.data.updatedAt });
    expect((await operator.get("/api/v1/publish/drafts?kind=photo")).json().data.list.map((draft: { id: number }) => draft.id)).not.toContain(id);

    const opened = (await operator.get(`/api/v1/publish/drafts/${id}`)).json().data;
    expect(opened).toEqual({ id, content, updatedAt: saved.data.updatedAt, missing: { accountIds: [], mediaIds: [] } });
  });

  it("opens a draft whose account was unbound and whose file was deleted with those parts named, not as an error", async () => {
    const gone = await link(world.runtime, operator, "tiktok", nextCreator());
    const doomed = await upload(world.runtime, operator, "gone.mp4", videoBytes(20_000, 63));
    const id = (await operator.post("/api/v1/publish/drafts", { content: videoDraft({ accountIds: [String(tiktok), String(gone)], videos: [file(videos[0]!, "d1.mp4"), file(doomed, "gone.mp4")] }) })).json().data.id;
    expect((await operator.delete(`/api/v1/accounts/${gone}`)).json().code).toBe(0);
    expect((await operator.delete(`/api/v1/media/${doomed}`)).json().code).toBe(0);
    const opened = (await operator.get(`/api/v1/publish/drafts/${id}`)).json();
    expect(opened.code).toBe(0);
    expect(opened.data.missing).toEqual({ accountIds: [String(gone)], mediaIds: [doomed] });
  });

  it("refuses by name a stored draft whose shape is no longer understood, instead of failing", async () => {
    const id = (await operator.post("/api/v1/publish/drafts", { content: videoDraft() })).json().data.id as number;
    await world.runtime.database.db.update(publishDrafts).set({ content: { kind: "video", version: 0 } }).where(eq(publishDrafts.id, id));
    const opened = await operator.get(`/api/v1/publish/drafts/${id}`);
    expect(opened.statusCode).toBe(400);
    expect(opened.json().msg).toBe("该草稿由旧版本保存，已无法打开，请删除后重新编辑");
    expect((await operator.delete(`/api/v1/publish/drafts/${id}`)).json().code).toBe(0);
  });

  it("keeps a draft's kind, and deletes it", async () => {
    const created = (await operator.post("/api/v1/publish/drafts", { content: photoDraft() })).json();
    expect(created.code, JSON.stringify(created)).toBe(0);
    const id = created.data.id;
    expect((await operator.put(`/api/v1/publish/drafts/${id}`, { content: videoDraft() })).json()).toMatchObject({ code: 400, msg: "草稿类型不能更改" });
    expect((await operator.in("en").delete(`/api/v1/publish/drafts/${id}`)).json().code).toBe(0);
    const again = (await operator.in("en").delete(`/api/v1/publish/drafts/${id}`)).json();
    expect(again).toMatchObject({ msg: "The draft does not exist or was deleted" });
    expect((await operator.get(`/api/v1/publish/drafts/${id}`)).statusCode).toBe(404);
  });

  it("refuses a malformed or oversized draft with a clear message and stores nothing", async () => {
    const before = (await operator.get("/api/v1/publish/drafts")).json().data.list.length;
    const cases = [
      { content: { ...videoDraft(), kind: "poem" } },
      { content: videoDraft({ accountIds: ["1 or 1=1"] }) },
      { content: videoDraft({ description: "长".repeat(20_001) }) },
      { content: videoDraft({ tiktok: { ...TIKTOK_OPTIONS, privacyLevel: "EVERYONE" } }) },
      { content: "not a draft" },
      {},
    ];
    for (const body of cases) {
      const answer = await operator.post("/api/v1/publish/drafts", body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json().msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await operator.in("en").post("/api/v1/publish/drafts", { content: videoDraft({ description: "长".repeat(20_001) }) })).json().msg).toBe("The draft is too large to save");
    expect((await operator.get("/api/v1/publish/drafts")).json().data.list.length).toBe(before);
  });

  it(`keeps at most ${PUBLISH_DRAFTS_MAX} drafts and says so`, async () => {
    const crowded = await newOperator(world.runtime, "drafts-crowded");
    const small = { ...photoDraft(), accountIds: [], images: [] };
    for (let index = 0; index < PUBLISH_DRAFTS_MAX; index += 1) expect((await crowded.post("/api/v1/publish/drafts", { content: small })).json().code).toBe(0);
    expect((await crowded.post("/api/v1/publish/drafts", { content: small })).json()).toMatchObject({ code: 400, msg: `最多保存${PUBLISH_DRAFTS_MAX}份草稿，请先删除不需要的草稿` });
  });

  it("never shows, saves over or deletes another operator's draft", async () => {
    const id = (await operator.post("/api/v1/publish/drafts", { content: videoDraft({ title: "机密" }) })).json().data.id;
    expect((await stranger.get("/api/v1/publish/drafts")).json().data.list).toEqual([]);
    expect((await stranger.get(`/api/v1/publish/drafts/${id}`)).statusCode).toBe(404);
    expect((await stranger.put(`/api/v1/publish/drafts/${id}`, { content: videoDraft({ title: "改掉" }) })).statusCode).toBe(404);
    expect((await stranger.delete(`/api/v1/publish/drafts/${id}`)).statusCode).toBe(404);
    expect((await operator.get(`/api/v1/publish/drafts/${id}`)).json().data.content.title).toBe("机密");
    // A stranger's draft naming this operator's accounts and files learns nothing: they are "missing" to it.
    const foreign = (await stranger.post("/api/v1/publish/drafts", { content: videoDraft() })).json().data.id;
    expect((await stranger.get(`/api/v1/publish/drafts/${foreign}`)).json().data.missing).toEqual({ accountIds: [String(tiktok), String(youtube)], mediaIds: videos });
    const anonymous = await world.runtime.app.inject({ method: "GET", url: "/api/v1/publish/drafts" });
    expect(anonymous.statusCode).toBe(401);
  });
});
