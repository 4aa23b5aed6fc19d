import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { createPublishingData, type NewItem } from "../../src/domains/publishing/publishing.data.ts";
import { openMigratedTestDatabase, testDrivers } from "../test-database.ts";

// The records list reads each task's item counts and each operator's totals from rows the database's
// triggers keep; these must always equal counting the items and tasks themselves.
describe.each(testDrivers)("kept publish counts on %s", (driver) => {
  let opened: Awaited<ReturnType<typeof openMigratedTestDatabase>>;
  let database: Database;
  const at = new Date("2026-11-20T08:00:00Z");

  beforeAll(async () => {
    opened = await openMigratedTestDatabase(driver);
    database = opened.database;
    await database.db.execute(sql`insert into users (email, password_hash) values ('a@example.com', 'x'), ('b@example.com', 'x')`);
    await database.db.execute(sql`
      insert into platform_accounts (user_id, platform, external_id, name, linked_at)
      values (1, 'tiktok', 'a-1', 'A one', now()), (1, 'tiktok', 'a-2', 'A two', now()), (2, 'youtube', 'b-1', 'B one', now())`);
  });
  afterAll(async () => {
    await opened?.close();
  });

  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  async function counted() {
    const tasks = await rowsOf<{ id: number; kept: string; counted: string }>(sql`
      select t.id, concat_ws(',', t.items_total, t.items_distributing, t.items_succeeded, t.items_failed, t.items_cancelled) kept,
             concat_ws(',', count(i.id), count(i.id) filter (where i.status = 0), count(i.id) filter (where i.status = 1), count(i.id) filter (where i.status = 2),
                       count(i.id) filter (where i.status = 2 and i.error_code = 'cancelled')) counted
      from publish_tasks t left join publish_items i on i.task_id = t.id group by t.id order by t.id`);
    const kept = await rowsOf<{ key: string; tasks: number }>(sql`
      select user_id || '/' || platform || '/' || type || '/' || status key, tasks from publish_task_totals where tasks <> 0 order by key`);
    const totals = await rowsOf<{ key: string; tasks: number }>(sql`
      select user_id || '/' || platform || '/' || type || '/' || status key, count(*)::int tasks from publish_tasks group by 1 order by key`);
    return { tasks, kept, totals };
  }

  function item(accountId: number, platform: "tiktok" | "youtube"): NewItem {
    return { userId: accountId === 3 ? 2 : 1, accountId, platform, kind: "video", mediaIds: [1], title: "t", scheduledAt: at, updatedAt: at };
  }
  const task = (userId: number, platform: "tiktok" | "youtube") => ({
    userId,
    type: platform === "tiktok" ? ("PUBLISH_TIKTOK" as const) : ("PUBLISH_YOUTUBE" as const),
    platform,
    name: "task",
    title: "t",
    options: {},
    sendType: "accounts" as const,
    startAt: at,
    createdAt: at,
    operatedAt: at,
  });

  it("follow inserts, status changes (success, failure, resend) and deletes", async () => {
    const data = createPublishingData(database.db);
    const first = await data.insertTask(task(1, "tiktok"), [item(1, "tiktok"), item(2, "tiktok")], at);
    const second = await data.insertTask(task(2, "youtube"), [item(3, "youtube")], at);
    let state = await counted();
    expect(state.tasks.map((row) => row.kept)).toEqual(["2,2,0,0,0", "1,1,0,0,0"]);
    expect(state.kept).toEqual(state.totals);

    await database.db.execute(sql`update publish_items set status = 1 where id = ${first.items[0]!.id}`);
    await database.db.execute(sql`update publish_items set status = 2 where id = ${first.items[1]!.id}`);
    await database.db.execute(sql`update publish_items set status = 1 where task_id = ${second.task.id}`);
    state = await counted();
    expect(state.tasks.map((row) => row.kept)).toEqual(["2,0,1,1,0", "1,0,1,0,0"]);
    expect(state.kept).toEqual([
      { key: "1/tiktok/PUBLISH_TIKTOK/2", tasks: 1 },
      { key: "2/youtube/PUBLISH_YOUTUBE/1", tasks: 1 },
    ]);

    // A resend puts the failed item back to distributing; progress writes that keep the status change nothing.
    await database.db.execute(sql`update publish_items set status = 0 where id = ${first.items[1]!.id}`);
    await database.db.execute(sql`update publish_items set uploaded_bytes = 10 where task_id = ${first.task.id}`);
    state = await counted();
    expect(state.tasks.map((row) => row.kept)).toEqual(state.tasks.map((row) => row.counted));
    expect(state.kept).toEqual(state.totals);
    expect(state.kept).toContainEqual({ key: "1/tiktok/PUBLISH_TIKTOK/0", tasks: 1 });

    // A cancel (status 2 with the code `cancelled`, in one update) counts apart; a resend of it takes it back out.
    await database.db.execute(sql`update publish_items set status = 2, error_code = 'cancelled' where id = ${first.items[1]!.id}`);
    state = await counted();
    expect(state.tasks[0]?.kept).toBe("2,0,1,1,1");
    await database.db.execute(sql`update publish_items set status = 0, error_code = null where id = ${first.items[1]!.id}`);
    state = await counted();
    expect(state.tasks.map((row) => row.kept)).toEqual(state.tasks.map((row) => row.counted));

    await database.db.execute(sql`delete from publish_items where id = ${first.items[0]!.id}`);
    await database.db.execute(sql`delete from publish_tasks where id = ${second.task.id}`);
    state = await counted();
    expect(state.tasks.map((row) => row.kept)).toEqual(["1,1,0,0,0"]);
    expect(state.kept).toEqual([{ key: "1/tiktok/PUBLISH_TIKTOK/0", tasks: 1 }]);
  });

  it("the list's total is the same from kept totals, from counting, and past the last page", async () => {
    const data = createPublishingData(database.db);
    for (let n = 0; n < 3; n += 1) await data.insertTask({ ...task(1, "tiktok"), name: `Total ${n}` }, [item(1, "tiktok")], at);
    const [{ tasks: all } = { tasks: 0 }] = await rowsOf<{ tasks: number }>(sql`select count(*)::int tasks from publish_tasks where user_id = 1`);
    const list = (filters: Partial<Parameters<typeof data.listTasks>[0]>) => data.listTasks({ userId: 1, offset: 0, limit: 2, ...filters });

    const kept = await list({});
    expect(kept.rows).toHaveLength(2);
    expect(kept.total).toBe(all);
    const byKeyword = await list({ keyword: "Total" });
    expect(byKeyword.total).toBe(3);
    expect(await list({ offset: 100 })).toEqual({ rows: [], total: all });
    expect(await list({ keyword: "Total", offset: 100 })).toEqual({ rows: [], total: 3 });
    expect(await list({ keyword: "nothing like this" })).toEqual({ rows: [], total: 0 });
  });

  it("numbers each operator's tasks 1..N by creation, through inserts out of order and deletes, and pages by those numbers", async () => {
    const data = createPublishingData(database.db);
    const positions = () =>
      rowsOf<{ kept: string; counted: string }>(sql`
        select string_agg(list_position::text, ',' order by id) kept,
               string_agg(counted::text, ',' order by id) counted
        from (select id, list_position, row_number() over (partition by user_id order by created_at, id) counted from publish_tasks) t`);
    const hour = (n: number) => new Date(at.getTime() + n * 3_600_000);
    // Newest last (the usual), then two created earlier than some (a moved clock), one of another operator between.
    for (const n of [10, 11, 12]) await data.insertTask({ ...task(1, "tiktok"), name: `Position ${n}`, createdAt: hour(n) }, [item(1, "tiktok")], at);
    await data.insertTask({ ...task(2, "youtube"), name: "Position other", createdAt: hour(11) }, [item(3, "youtube")], at);
    const early = (await data.insertTask({ ...task(1, "tiktok"), name: "Position 1", createdAt: hour(-100) }, [item(1, "tiktok")], at)).task;
    await data.insertTask({ ...task(1, "tiktok"), name: "Position 11b", createdAt: hour(11) }, [item(2, "tiktok")], at);
    let [numbers] = await positions();
    expect(numbers?.kept).toBe(numbers?.counted);

    // Every page of the unfiltered list (read by position) is the page the index walk gives (the keyword shape).
    const walked = async (offset: number) => (await data.listTasks({ userId: 1, keyword: "", offset, limit: 3 })).rows.map((row) => row.id);
    const byPosition = async (offset: number) => (await data.listTasks({ userId: 1, offset, limit: 3 })).rows.map((row) => row.id);
    const [{ tasks: mine } = { tasks: 0 }] = await rowsOf<{ tasks: number }>(sql`select count(*)::int tasks from publish_tasks where user_id = 1`);
    const allIds = (await rowsOf<{ id: number }>(sql`select id from publish_tasks where user_id = 1 order by created_at desc, id desc`)).map((row) => row.id);
    for (let offset = 0; offset < mine + 3; offset += 3) {
      expect(await byPosition(offset)).toEqual(allIds.slice(offset, offset + 3));
      expect(await byPosition(offset)).toEqual(await walked(offset));
    }
    expect((await data.listTasks({ userId: 1, offset: 1, limit: 2 })).total).toBe(mine);

    // A deleted task closes its gap; deleting the operator takes every task at once.
    await database.db.execute(sql`delete from publish_tasks where id = ${early.id}`);
    [numbers] = await positions();
    expect(numbers?.kept).toBe(numbers?.counted);
    expect(await byPosition(mine - 4)).toEqual(allIds.slice(mine - 4, mine - 1));
    await database.db.execute(sql`insert into users (email, password_hash) values ('c@example.com', 'x')`);
    const [{ id: leaving } = { id: 0 }] = await rowsOf<{ id: number }>(sql`select id from users where email = 'c@example.com'`);
    await database.db.execute(sql`
      insert into publish_tasks (user_id, type, platform, name, title, options, send_type, start_at, created_at, operated_at)
      select ${leaving}, 'PUBLISH_TIKTOK', 'tiktok', 'leaving', 't', '{}', 'accounts', now(), now() - n * interval '1 hour', now() from generate_series(1, 3) n`);
    expect(await rowsOf(sql`select list_position from publish_tasks where user_id = ${leaving} order by created_at`)).toEqual([1, 2, 3].map((n) => ({ list_position: n })));
    await database.db.execute(sql`delete from users where id = ${leaving}`);
    expect(await rowsOf(sql`select id from publish_tasks where user_id = ${leaving}`)).toEqual([]);
  });

  it("narrows by each filter, and a list shape it has run before runs with the new values", async () => {
    const data = createPublishingData(database.db);
    const later = new Date("2026-11-21T08:00:00Z");
    const [group] = await rowsOf<{ id: number }>(sql`insert into account_groups (user_id, name) values (1, 'Filter group') returning id`);
    const a = (await data.insertTask({ ...task(1, "tiktok"), name: "Filter 100%_a", title: "cats" }, [item(1, "tiktok")], at)).task.id;
    const b = (await data.insertTask({ ...task(1, "tiktok"), name: "Filter b", title: "dogs", groupId: group!.id, createdAt: later }, [item(2, "tiktok")], at)).task.id;
    const c = (await data.insertTask({ ...task(2, "youtube"), name: "Filter c", title: "cats" }, [item(3, "youtube")], at)).task.id;
    const ids = async (filters: Partial<Parameters<typeof data.listTasks>[0]>) => (await data.listTasks({ offset: 0, limit: 50, ...filters })).rows.map((row) => row.id);

    // The keyword matches the name or the title; % and _ in it are plain characters.
    expect(await ids({ userId: 1, keyword: "100%_" })).toEqual([a]);
    expect(await ids({ userId: 1, keyword: "10_%" })).toEqual([]);
    expect(await ids({ userId: 1, keyword: "cats" })).toEqual([a]);
    // The same shape (user + keyword) again, with other values.
    expect(await ids({ userId: 2, keyword: "cats" })).toEqual([c]);
    expect(await ids({ userId: 1, keyword: "dogs" })).toEqual([b]);
    expect(await ids({ userId: 1, accountId: 2, keyword: "Filter" })).toEqual([b]);
    expect(await ids({ userId: 1, accountId: 1, keyword: "Filter" })).toEqual([a]);
    expect(await ids({ userId: 1, groupId: group!.id })).toEqual([b]);
    expect(await ids({ userId: 1, keyword: "Filter", from: later })).toEqual([b]);
    expect(await ids({ userId: 1, keyword: "Filter", to: at })).toEqual([a]);
    expect(await ids({ userId: 1, keyword: "Filter", type: "PUBLISH_YOUTUBE" })).toEqual([]);
    expect(await ids({ userId: 1, keyword: "Filter", status: 0, platform: "tiktok" })).toEqual([b, a]);
    // The back-office: no user, the owner's email instead.
    expect(await ids({ keyword: "Filter", owner: "b@example" })).toEqual([c]);
    expect(await ids({ keyword: "Filter", owner: "a@example" })).toEqual([b, a]);
    expect(await ids({ keyword: "Filter", sort: { sortBy: "name", sortOrder: "asc" } })).toEqual([a, b, c]);
    expect(await ids({ keyword: "Filter", sort: { sortBy: "name", sortOrder: "desc" } })).toEqual([c, b, a]);
    expect((await data.listTasks({ keyword: "Filter", platform: "youtube", offset: 5, limit: 5 })).total).toBe(1);
    expect((await data.listTasks({ keyword: "Filter", platform: "tiktok", offset: 5, limit: 5 })).total).toBe(2);
  });
});
