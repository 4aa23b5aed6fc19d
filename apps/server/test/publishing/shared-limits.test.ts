import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { createDatabaseUsageLedger } from "../../src/domains/platforms/usage-ledger.data.ts";
import { createTiktokLimits, TIKTOK_MINUTE_LIMITS, TIKTOK_POSTS_PER_DAY } from "../../src/domains/platforms/tiktok/tiktok-limits.ts";
import { openMigratedTestDatabase, testDrivers } from "../test-database.ts";

/** Two worker processes are two connection pools on one database: each gets its own limits and ledger. */
describe.each(testDrivers)("TikTok limits shared by workers on %s", (driver) => {
  let opened: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let second: Database | null = null;
  beforeAll(async () => {
    opened = await openMigratedTestDatabase(driver);
    if (opened.database.native.driver === "postgres") second = await openDatabase({ kind: "postgres", url: opened.database.native.url, poolMax: 5 });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await opened?.close();
  });

  const workers = () => {
    const now = () => new Date("2026-11-23T10:00:30Z");
    const databases = [opened.database, second ?? opened.database];
    return databases.map((database) => {
      const ledger = createDatabaseUsageLedger(database.db);
      return createTiktokLimits({ daily: ledger, minutes: ledger }, now);
    });
  };
  const settle = (calls: Promise<void>[]) => Promise.allSettled(calls).then((results) => results.filter((result) => result.status === "fulfilled").length);

  it("never lets two workers together pass a creator's daily posts", async () => {
    const [a, b] = workers();
    const granted = await settle(Array.from({ length: 40 }, (_, index) => (index % 2 ? a! : b!).takeDailyPost("creator-shared")));
    expect(granted).toBe(TIKTOK_POSTS_PER_DAY);
    await expect(a!.takeDailyPost("creator-shared")).rejects.toMatchObject({ kind: "quota", platformCode: "spam_risk_too_many_posts" });
  });

  it("never lets two workers together pass a token's init calls per minute", async () => {
    const [a, b] = workers();
    const granted = await settle(Array.from({ length: 20 }, (_, index) => (index % 2 ? a! : b!).takeCall("init", "token-shared")));
    expect(granted).toBe(TIKTOK_MINUTE_LIMITS.init);
    await expect(b!.takeCall("init", "token-shared")).rejects.toMatchObject({ kind: "retryable", retryAfterMs: 30_000 });
  });
});

