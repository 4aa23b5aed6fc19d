import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newOperator } from "../accounts/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "./helpers.ts";

describe.each(testDrivers)("the plan's publishes per day on %s", (driver) => {
  let world: PublishingWorld;
  beforeAll(async () => {
    world = await startPublishingWorld(driver, {}, { PLAN_FREE_PUBLISHES_PER_DAY: "2" });
  }, 60_000);
  afterAll(async () => world?.dispose());

  it("refuses a request that would pass the free plan's daily targets, before anything is stored, in both languages", async () => {
    const operator = await newOperator(world.runtime, "plan-limit");
    const accounts = [await link(world.runtime, operator, "tiktok", nextCreator()), await link(world.runtime, operator, "tiktok", nextCreator())];
    const videos = [await upload(world.runtime, operator, "p1.mp4", videoBytes(80_000, 1)), await upload(world.runtime, operator, "p2.mp4", videoBytes(80_000, 2))];
    const request = (accountIds: number[], title: string) => ({ sendType: "accounts", accountIds, mediaIds: videos.slice(0, accountIds.length), title, options: { privacy: "public" } });

    expect((await operator.post("/api/v1/publish/tasks/video", request([accounts[0]!], "第一条"))).json().code).toBe(0);
    const over = await operator.post("/api/v1/publish/tasks/video", request(accounts, "超出"));
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 4030, msg: "当前套餐额度已用完，请升级套餐" });
    expect((await operator.in("en").post("/api/v1/publish/tasks/video", request(accounts, "over"))).json().msg).toBe("Your plan's allowance is used up. Please upgrade.");
    const list = (await operator.get("/api/v1/publish/tasks")).json().data;
    expect(list.total).toBe(1);
    // The day's second target still fits.
    expect((await operator.post("/api/v1/publish/tasks/video", request([accounts[1]!], "第二条"))).json().code).toBe(0);
  });
});
