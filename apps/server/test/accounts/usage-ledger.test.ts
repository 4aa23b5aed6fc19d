import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { createDatabaseUsageLedger, purgeUsageBefore } from "../../src/domains/platforms/usage-ledger.data.ts";
import { openMigratedTestDatabase, testDrivers } from "../test-database.ts";

describe.each(testDrivers)("the database usage ledger on %s", (driver) => {
  let opened: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let database: Database;
  beforeAll(async () => {
    opened = await openMigratedTestDatabase(driver);
    database = opened.database;
  });
  afterAll(async () => {
    await opened?.close();
  });

  it("adds units until the limit and refuses (adding nothing) past it", async () => {
    const ledger = createDatabaseUsageLedger(database.db);
    const counter = { key: "youtube:project", period: "2026-01-01" };
    expect(await ledger.tryConsume({ ...counter, units: 1600, limit: 2000 })).toBe(true);
    expect(await ledger.tryConsume({ ...counter, units: 1600, limit: 2000 })).toBe(false);
    expect(await ledger.used(counter)).toBe(1600);
    expect(await ledger.tryConsume({ ...counter, units: 400, limit: 2000 })).toBe(true);
    expect(await ledger.used(counter)).toBe(2000);
    expect(await ledger.tryConsume({ key: "other", period: "p", units: 5, limit: 4 })).toBe(false);
    expect(await ledger.used({ key: "other", period: "p" })).toBe(0);
  });

  it("counts periods apart and lets a charged call pass the limit", async () => {
    const ledger = createDatabaseUsageLedger(database.db);
    await ledger.consume({ key: "tiktok:creator", period: "d1", units: 3 });
    await ledger.consume({ key: "tiktok:creator", period: "d1", units: 3 });
    expect(await ledger.used({ key: "tiktok:creator", period: "d1" })).toBe(6);
    expect(await ledger.used({ key: "tiktok:creator", period: "d2" })).toBe(0);
  });

  it("never lets concurrent callers pass the limit together", async () => {
    const ledger = createDatabaseUsageLedger(database.db);
    const counter = { key: "race", period: "today" };
    const results = await Promise.all(Array.from({ length: 20 }, () => ledger.tryConsume({ ...counter, units: 1, limit: 7 })));
    expect(results.filter(Boolean)).toHaveLength(7);
    expect(await ledger.used(counter)).toBe(7);
  });

  it("forgets daily counters older than a day, and nothing else", async () => {
    const ledger = createDatabaseUsageLedger(database.db);
    await ledger.consume({ key: "purge:youtube", period: "2025-12-30", units: 1600 });
    await ledger.consume({ key: "purge:youtube", period: "2026-02-01", units: 100 });
    await ledger.consume({ key: "purge:other", period: "not-a-day", units: 1 });
    expect(await purgeUsageBefore(database.db, "2026-01-15")).toBeGreaterThanOrEqual(1);
    expect(await ledger.used({ key: "purge:youtube", period: "2025-12-30" })).toBe(0);
    expect(await ledger.used({ key: "purge:youtube", period: "2026-02-01" })).toBe(100);
    expect(await ledger.used({ key: "purge:other", period: "not-a-day" })).toBe(1);
  });
});
