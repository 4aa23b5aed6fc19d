import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newOperator } from "../accounts/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { eventually, link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "./helpers.ts";

type Detail = { items: { status: number; attempts: { attempt: number; status: number }[] }[] };

// An item's outcome and its attempt's are one write: a failure (or a crash) between the two left the
// attempt open forever beside a finished item, which the task's detail then showed.
describe.each(testDrivers)("an item's outcome and its attempt's on %s", (driver) => {
  let world: PublishingWorld;
  beforeAll(async () => {
    world = await startPublishingWorld(driver);
  }, 60_000);
  afterAll(async () => world?.dispose());

  it("are kept together: when closing the attempt fails the item is not finished either, and the retry finishes both", async () => {
    const operator = await newOperator(world.runtime, `outcome-${driver}`);
    const creator = nextCreator();
    const account = await link(world.runtime, operator, "tiktok", creator);
    const video = await upload(world.runtime, operator, "outcome.mp4", videoBytes(50_000, 7));
    const { db } = world.runtime.database;
    // The first time an attempt is closed as succeeded, the write fails (a sequence is not rolled back with its transaction).
    await db.execute(sql.raw("create sequence attempt_close_failures"));
    await db.execute(
      sql.raw(
        `create function fail_first_attempt_close() returns trigger language plpgsql as $$ begin if new.status = 1 then if nextval('attempt_close_failures') = 1 then raise exception 'closing the attempt failed (test)'; end if; end if; return new; end $$`,
      ),
    );
    await db.execute(sql.raw("create trigger fail_first_attempt_close before update of status on publish_attempts for each row execute function fail_first_attempt_close()"));
    try {
      const created = (await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [account], mediaIds: [video], title: "一起写", options: { privacy: "public" } })).json();
      expect(created.code).toBe(0);
      const taskId: number = created.data.tasks[0].id;
      const detail = await eventually(
        async () => {
          const read: Detail = (await operator.get(`/api/v1/publish/tasks/${taskId}`)).json().data;
          return read.items[0]!.status !== 0 ? read : null;
        },
        { clock: world.clock, stepMs: 1000, timeoutMs: 180_000 },
      );
      expect(detail.items[0]).toMatchObject({ status: 1, attempts: [{ attempt: 1, status: 1 }] });
      const closes = (await db.execute(sql.raw("select last_value::int as n from attempt_close_failures"))) as unknown as { rows: { n: number }[] };
      expect(closes.rows[0]!.n).toBeGreaterThanOrEqual(2);
      expect(world.sandbox.tiktok.posts().filter((post) => post.openId === creator)).toHaveLength(1);
    } finally {
      await db.execute(sql.raw("drop trigger fail_first_attempt_close on publish_attempts"));
      await db.execute(sql.raw("drop function fail_first_attempt_close()"));
      await db.execute(sql.raw("drop sequence attempt_close_failures"));
    }
  }, 240_000);
});
