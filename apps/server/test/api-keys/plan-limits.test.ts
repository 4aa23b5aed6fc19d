import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newOperator } from "../accounts/helpers.ts";
import { link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "../publishing/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { keyCaller, makeKey } from "./helpers.ts";

/** A key publishes within its operator's plan: the same daily allowance as the operator's own session. */
describe.each(testDrivers)("API keys under the plan on %s", (driver) => {
  let world: PublishingWorld;
  beforeAll(async () => {
    world = await startPublishingWorld(driver, {}, { PLAN_FREE_PUBLISHES_PER_DAY: "1" });
  }, 60_000);
  afterAll(async () => world?.dispose());

  it("counts a key's publishes against the operator's day and refuses past it", async () => {
    const operator = await newOperator(world.runtime, "key-plan");
    const account = await link(world.runtime, operator, "tiktok", nextCreator());
    const video = await upload(world.runtime, operator, "k.mp4", videoBytes(20_000, 91));
    const script = keyCaller(world.runtime, await makeKey(operator, "publish"), "en");
    const request = (title: string) => ({ sendType: "accounts", accountIds: [account], mediaIds: [video], title, options: { privacy: "public" } });

    expect((await script.post("/api/v1/publish/tasks/video", request("by key"))).json().code).toBe(0);
    const over = await script.post("/api/v1/publish/tasks/video", request("by key, over"));
    expect(over.statusCode).toBe(403);
    expect(over.json().msg).toBe("Your plan's allowance is used up. Please upgrade.");
    // The operator's own session shares the same day's allowance.
    expect((await operator.post("/api/v1/publish/tasks/video", request("by session"))).statusCode).toBe(403);
  });
});
