import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { publishItems } from "../../src/db/schema/index.ts";
import { createItemLeases } from "../../src/domains/publishing/item-lease.ts";
import { newOperator } from "../accounts/helpers.ts";
import { eventually, link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "./helpers.ts";

const WORKER_B = "claim-race-b";

/**
 * Two workers on PostgreSQL: one gives up the lease of an account's item just as the other claims
 * the account's next item. The claim's update saw the lease (its snapshot is taken when it starts),
 * its busy check then saw none, and the item was left with no job until the sweeper's grace ran
 * out: a minute or two late. A statement trigger holds the claim's update, snapshot taken, while
 * the lease goes, so the order is certain.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("claiming an account's next item as its lease is given up (PostgreSQL)", () => {
  let world: PublishingWorld;
  let other: Database;
  beforeAll(async () => {
    world = await startPublishingWorld("postgres");
    const native = world.runtime.database.native;
    if (native.driver !== "postgres") throw new Error("postgres expected");
    const url = new URL(native.url);
    url.searchParams.set("application_name", WORKER_B);
    other = await openDatabase({ kind: "postgres", url: url.toString(), poolMax: 2 });
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await world?.dispose();
  });

  it("takes the item once the lease is gone, rather than answering neither claimed nor busy", async () => {
    const { db } = world.runtime.database;
    const operator = await newOperator(world.runtime, "claim-race");
    const account = await link(world.runtime, operator, "tiktok", nextCreator());
    // Scheduled far ahead, so the world's own worker leaves them alone; the claims below say it is that time.
    const startAt = "2099-03-01T09:30:00+08:00";
    const itemIds: number[] = [];
    for (const index of [1, 2]) {
      const video = await upload(world.runtime, operator, `race-${index}.mp4`, videoBytes(40_000, index));
      const created = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "相邻", startAt, timeZone: "Asia/Shanghai", options: { privacy: "public" } })).json();
      expect(created.code).toBe(0);
      itemIds.push(((await operator.get(`/api/v1/publish/tasks/${created.data.tasks[0].id}`)).json().data as { items: { id: number }[] }).items[0]!.id);
    }
    const [first, second] = itemIds as [number, number];
    const at = new Date(Date.parse(startAt) + 1000);
    const workerA = createItemLeases(db, 30_000);
    const workerB = createItemLeases(other.db, 30_000);

    await db.execute(
      sql.raw(
        `create function hold_claim_race() returns trigger language plpgsql as $$ begin if current_setting('application_name') = '${WORKER_B}' then perform pg_advisory_xact_lock(4242); end if; return null; end $$`,
      ),
    );
    await db.execute(sql.raw("create trigger hold_claim_race before update on publish_items for each statement execute function hold_claim_race()"));
    try {
      expect(await workerA.claim(first, "worker-a", ["waiting"], at)).toMatchObject({ id: first });
      let letGo = () => {};
      const gate = new Promise<void>((held) => {
        void db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
          held();
          await new Promise<void>((release) => (letGo = release));
        });
      });
      await gate;
      const claim = workerB.claim(second, "worker-b", ["waiting"], at);
      await eventually(async () => {
        const waiting = (await db.execute(sql`select count(*)::int as n from pg_stat_activity where application_name = ${WORKER_B} and wait_event_type = 'Lock'`)) as unknown as { rows: { n: number }[] };
        return waiting.rows[0]!.n > 0;
      });
      // The claim's update waits with the first item's lease in its snapshot; the lease goes now.
      await workerA.release(first, "worker-a", { phase: "processing" }, at);
      letGo();

      expect(await claim).toMatchObject({ id: second, leaseOwner: "worker-b" });
      const rows = await db.select({ id: publishItems.id, owner: publishItems.leaseOwner }).from(publishItems).where(inArray(publishItems.id, itemIds));
      expect(rows.sort((a, b) => a.id - b.id)).toEqual([
        { id: first, owner: null },
        { id: second, owner: "worker-b" },
      ]);
    } finally {
      await db.execute(sql.raw("drop trigger hold_claim_race on publish_items"));
      await db.execute(sql.raw("drop function hold_claim_race()"));
    }
  });
});
