import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newOperator, type Operator } from "../accounts/helpers.ts";
import { sample } from "../storage/samples.ts";
import { testDrivers } from "../test-database.ts";
import { link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "./helpers.ts";

/** The platforms' rules are checked before anything is stored, with the message the publish screens show per row. */
describe.each(testDrivers)("publish preflight on the server on %s", (driver) => {
  let world: PublishingWorld;
  let operator: Operator;
  let tiktok: number;
  let youtube: number;
  let videos: number[];
  let image: number;
  beforeAll(async () => {
    world = await startPublishingWorld(driver);
    operator = await newOperator(world.runtime, "preflight");
    tiktok = await link(world.runtime, operator, "tiktok", nextCreator());
    youtube = await link(world.runtime, operator, "youtube", "google-demo-1");
    videos = [await upload(world.runtime, operator, "p1.mp4", videoBytes(20_000, 51)), await upload(world.runtime, operator, "p2.mp4", videoBytes(20_000, 52))];
    image = await upload(world.runtime, operator, "p.jpg", sample.jpeg);
  }, 60_000);
  afterAll(async () => world?.dispose());

  const video = (body: Record<string, unknown>, language: "zh-CN" | "en" = "zh-CN") =>
    operator.in(language).post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [tiktok, youtube], mediaIds: videos, title: "好标题", options: { privacy: "public" }, ...body });
  const taskCount = async () => (await operator.get("/api/v1/publish/tasks?page=1&pageSize=10")).json().data.total as number;

  it.each([
    ["a YouTube title with < or >", { title: "新品 <限时>" }, "YouTube 标题须为1-100个字符，且不能包含 < 或 >", "A YouTube title needs 1 to 100 characters, without < or >"],
    ["a YouTube description over 5,000 bytes", { description: "字".repeat(1700) }, "YouTube 描述最多5000字节，且不能包含 < 或 >", "A YouTube description can have at most 5000 bytes, without < or >"],
    ["YouTube tags over 500 characters", { options: { privacy: "public", tags: Array.from({ length: 30 }, (_, index) => `标签${index}`.padEnd(20, "x")) } }, "YouTube 标签合计最多500个字符，且不能包含 < 或 >", "YouTube tags can have at most 500 characters in all, without < or >"],
  ])("refuses %s for the YouTube target, storing nothing", async (_name, body, zh, en) => {
    const before = await taskCount();
    expect((await video(body)).json()).toMatchObject({ msg: zh });
    expect((await video(body, "en")).json()).toMatchObject({ msg: en });
    expect(await taskCount()).toBe(before);
  });

  it("refuses a TikTok caption over 2,200 characters (title, description and hashtags as sent)", async () => {
    const body = { accountIds: [tiktok], mediaIds: [videos[0]], title: "t".repeat(100), description: "d".repeat(2000), options: { privacy: "public", tags: Array.from({ length: 30 }, (_, index) => `topic${String(index).padStart(5, "0")}`) } };
    expect((await video(body)).json()).toMatchObject({ msg: "TikTok 标题、描述和话题合计最多2200个字符" });
  });

  it("refuses a TikTok photo title over 90 characters, and one override's broken title by its own rule", async () => {
    const photo = (await operator.post("/api/v1/publish/tasks/photo", { sendType: "accounts", accountIds: [tiktok], imageMediaIds: [image], title: "图".repeat(91), options: { privacy: "public" } })).json();
    expect(photo).toMatchObject({ msg: "TikTok 图文标题最多90个字符" });
    const overridden = (await video({ overrides: [{ accountId: youtube, title: "a > b" }] })).json();
    expect(overridden).toMatchObject({ msg: "YouTube 标题须为1-100个字符，且不能包含 < 或 >" });
    // The same texts pass for TikTok, which has no such rule.
    expect((await video({ accountIds: [tiktok], mediaIds: [videos[0]], title: "新品 <限时>" })).json().code).toBe(0);
  });
});
