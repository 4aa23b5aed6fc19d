import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { createDatabaseCallWindows, purgeCallWindowsBefore } from "../../src/domains/platforms/call-windows.data.ts";
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

  const workers = (at = "2026-11-23T10:00:30Z") => {
    const now = () => new Date(at);
    const databases = [opened.database, second ?? opened.database];
    return databases.map((database) => createTiktokLimits({ daily: createDatabaseUsageLedger(database.db), windows: createDatabaseCallWindows(database.db) }, now));
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
    await expect(b!.takeCall("init", "token-shared")).rejects.toMatchObject({ kind: "retryable", retryAfterMs: 61_000 });

    // The window slides: the next clock minute brings nothing, a minute after the calls brings six more.
    const [c] = workers("2026-11-23T10:01:05Z");
    await expect(c!.takeCall("init", "token-shared")).rejects.toMatchObject({ retryAfterMs: 26_000 });
    const [d, e] = workers("2026-11-23T10:01:31Z");
    expect(await settle(Array.from({ length: 20 }, (_, index) => (index % 2 ? d! : e!).takeCall("init", "token-shared")))).toBe(TIKTOK_MINUTE_LIMITS.init);
  });

  it("forgets the windows of tokens unused for a day", async () => {
    const [a] = workers("2026-11-20T08:00:00Z");
    await a!.takeCall("status", "token-old");
    const [b] = workers("2026-11-22T08:00:00Z");
    await b!.takeCall("status", "token-new");
    expect(await purgeCallWindowsBefore(opened.database.db, Date.parse("2026-11-21T00:00:00Z"))).toBe(1);
    // The kept window still counts: the new token's call is in it.
    expect(await purgeCallWindowsBefore(opened.database.db, Date.parse("2026-11-21T00:00:00Z"))).toBe(0);
  });
});

