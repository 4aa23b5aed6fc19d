import { protocol } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { isUniqueViolation } from "../../src/db/errors.ts";
import { users } from "../../src/db/schema/index.ts";
import { openMigratedTestDatabase } from "../test-database.ts";

/**
 * The embedded database's own statement path: prepared once, answered from the backend's bytes by
 * `decodeResults` (not PGlite's parser). What drizzle reads back must be what PGlite's `query` reads.
 */
describe("prepared statements on PGlite", () => {
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, close } = await openMigratedTestDatabase("pglite"));
    await database.db.insert(users).values([
      { email: "a@example.com", nickname: "甲 A", passwordHash: "x" },
      { email: "b@example.com", nickname: "B", passwordHash: "x", phone: null },
    ]);
  });
  afterAll(() => close());

  const native = () => {
    if (database.native.driver !== "pglite") throw new Error("not PGlite");
    return database.native.client;
  };

  it("reads rows as PGlite's own query does: types, nulls, arrays, JSON and non-ASCII text", async () => {
    const text = sql`select ${1}::int as n, ${"9007199254740993"}::bigint as big, null::text as nothing, array[3, 1, 2]::int[] as ids,
      '{"a": [1, "二"]}'::jsonb as doc, true as yes, 1.5::float8 as ratio, ${"多账号 · émoji 🎬"} as words`;
    const [mine] = ((await database.db.execute(text)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [theirs] = (await native().query("select 1::int as n, '9007199254740993'::bigint as big, null::text as nothing, array[3, 1, 2]::int[] as ids, '{\"a\": [1, \"二\"]}'::jsonb as doc, true as yes, 1.5::float8 as ratio, '多账号 · émoji 🎬' as words")).rows;
    expect(mine).toEqual(theirs);
    expect(mine).toMatchObject({ n: 1, nothing: null, ids: [3, 1, 2], doc: { a: [1, "二"] }, yes: true, ratio: 1.5, words: "多账号 · émoji 🎬" });
  });

  it("answers each run of one statement with its own parameters, and counts the rows a write changed", async () => {
    const byEmail = (email: string) => database.db.select({ nickname: users.nickname }).from(users).where(eq(users.email, email));
    expect(await byEmail("a@example.com")).toEqual([{ nickname: "甲 A" }]);
    expect(await byEmail("b@example.com")).toEqual([{ nickname: "B" }]);
    expect(await byEmail("nobody@example.com")).toEqual([]);
    const updated = await database.db.update(users).set({ nickname: "B2" }).where(eq(users.email, "b@example.com")).returning({ id: users.id });
    expect(updated).toHaveLength(1);
    expect(await byEmail("b@example.com")).toEqual([{ nickname: "B2" }]);
  });

  it("throws PostgreSQL's error with its code and constraint, and keeps working after it", async () => {
    const duplicate = database.db.insert(users).values({ email: "a@example.com", nickname: "again", passwordHash: "x" });
    const error = await duplicate.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error)).toBe(true);
    const cause = (error as { cause?: { code?: string; constraint?: string; severity?: string } }).cause ?? (error as { code?: string; constraint?: string; severity?: string });
    expect(cause).toMatchObject({ code: "23505", severity: "ERROR" });
    expect(cause.constraint).toMatch(/email/);
    await expect(database.db.execute(sql`select no_such_column from users`)).rejects.toThrow(/no_such_column/);
    expect(((await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: unknown[] }).rows).toEqual([{ n: 2 }]);
  });

  const preparedHandle = () => {
    if (database.native.driver !== "pglite") throw new Error("not PGlite");
    return database.native.prepared;
  };
  const preparedMatching = async (marker: string) =>
    (await native().query<{ name: string }>("select name from pg_prepared_statements where statement like $1", [`%${marker}%`])).rows;

  it("prepares a transaction's statements too, once for all its runs, and rolls all of them back when one fails", async () => {
    const marker = (run: number) => database.db.transaction((tx) => tx.execute(sql`select ${run}::int as marker_in_transaction`));
    expect(((await marker(1)) as unknown as { rows: unknown[] }).rows).toEqual([{ marker_in_transaction: 1 }]);
    expect(((await marker(2)) as unknown as { rows: unknown[] }).rows).toEqual([{ marker_in_transaction: 2 }]);
    expect(await preparedMatching("marker_in_transaction")).toHaveLength(1);

    const failing = database.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: "c@example.com", nickname: "C", passwordHash: "x" });
      await tx.insert(users).values({ email: "a@example.com", nickname: "again", passwordHash: "x" });
    });
    await expect(failing).rejects.toThrow();
    expect(await database.db.select({ email: users.email }).from(users).where(eq(users.email, "c@example.com"))).toEqual([]);
    expect(((await marker(3)) as unknown as { rows: unknown[] }).rows).toEqual([{ marker_in_transaction: 3 }]);

    // A nested transaction's savepoint has no plan to keep: it is not held under a name.
    await database.db.transaction((tx) => tx.transaction((inner) => inner.execute(sql`select 1 as nested_marker`)));
    expect(await preparedMatching("nested_marker")).toHaveLength(1);
    expect(await preparedMatching("savepoint")).toEqual([]);
  });

  it("sends arrays and binary values as PGlite's own query does, in a transaction and out of it", async () => {
    const words = ['say "hi"', "back\\slash", null, "多账号", "{braces},comma", ""];
    const statement = "select $1::text[] as words, $2::int[][] as grid, $3::jsonb as doc, $4::timestamptz as at";
    const params = [words, [[1, 2], [3, 4]], JSON.stringify({ list: [1, "二"] }), new Date("2026-11-30T12:00:00.000Z")];
    const theirs = (await native().query(statement, params)).rows;
    expect(theirs).toEqual([{ words, grid: [[1, 2], [3, 4]], doc: { list: [1, "二"] }, at: new Date("2026-11-30T12:00:00.000Z") }]);
    expect((await preparedHandle().query(statement, params)).rows).toEqual(theirs);
    const inTransaction = await preparedHandle().transaction(async (tx) => ({
      rows: (await tx.query(statement, params)).rows,
      bytes: (await tx.query<{ b: Uint8Array }>("select $1::bytea as b", [new Uint8Array([0, 1, 255])])).rows[0]?.b,
    }));
    expect(inTransaction.rows).toEqual(theirs);
    expect([...(inTransaction.bytes ?? [])]).toEqual([0, 1, 255]);
  });

  it("refuses a statement on a transaction that has ended", async () => {
    let ended: { query: (sql: string) => Promise<unknown> } | undefined;
    await preparedHandle().transaction(async (tx) => {
      ended = tx;
    });
    await expect(ended!.query("select 1")).rejects.toThrow(/Transaction is closed/);
  });

  it("leaves PGlite's own calls their answers and errors after a prepared statement (a backup reads its WAL position so)", async () => {
    const prepared = () => database.db.select({ email: users.email }).from(users).where(eq(users.email, "a@example.com"));
    await prepared();
    expect((await native().exec("select 41 + 1 as answer"))[0]?.rows).toEqual([{ answer: 42 }]);
    await prepared();
    await expect(native().exec("select 1 / 0")).rejects.toThrow(/division by zero/);
    await prepared();
    const { messages } = await native().execProtocol(protocol.serialize.query("show server_version"), { syncToFs: false });
    expect(messages.filter((message) => message.name === "dataRow")).toHaveLength(1);
  });

  it("prepares a statement without parameters that the job queue sends again by exec, and leaves others to PGlite", async () => {
    const fetch = "select 7 as exec_marker_again";
    expect((await preparedHandle().exec(fetch))[0]?.rows).toEqual([{ exec_marker_again: 7 }]);
    expect(await preparedMatching("exec_marker_again")).toEqual([]);
    expect((await preparedHandle().exec(fetch))[0]?.rows).toEqual([{ exec_marker_again: 7 }]);
    expect((await preparedHandle().exec(fetch))[0]?.rows).toEqual([{ exec_marker_again: 7 }]);
    expect(await preparedMatching("exec_marker_again")).toHaveLength(1);

    // Several statements in one text (a locked block) stay one exec, each statement answered.
    const block = "select 1 as exec_marker_block; select 2 as exec_marker_block";
    for (let run = 0; run < 3; run += 1) expect((await preparedHandle().exec(block)).map((result) => result.rows)).toEqual([[{ exec_marker_block: 1 }], [{ exec_marker_block: 2 }]]);
    expect(await preparedMatching("exec_marker_block")).toEqual([]);
    await expect(preparedHandle().exec("select 1 / 0 as exec_marker_error")).rejects.toThrow(/division by zero/);
    await expect(preparedHandle().exec("select 1 / 0 as exec_marker_error")).rejects.toThrow(/division by zero/);
    expect((await preparedHandle().exec(fetch))[0]?.rows).toEqual([{ exec_marker_again: 7 }]);
  });

  it("commits a transaction's writes together, and rolls them back when asked or when its callback throws", async () => {
    const count = async () => (await native().query<{ n: number }>("select count(*)::int as n from users where email like 'tx-%'")).rows[0]?.n;
    const insert = (tx: { query: (sql: string, params: unknown[]) => Promise<unknown> }, email: string) =>
      tx.query("insert into users (email, nickname, password_hash) values ($1, 'tx', 'x')", [email]);
    await preparedHandle().transaction(async (tx) => {
      await insert(tx, "tx-1@example.com");
      await insert(tx, "tx-2@example.com");
    });
    expect(await count()).toBe(2);
    await preparedHandle().transaction(async (tx) => {
      await insert(tx, "tx-3@example.com");
      await tx.rollback();
      expect(tx.closed).toBe(true);
    });
    await expect(
      preparedHandle().transaction(async (tx) => {
        await insert(tx, "tx-4@example.com");
        throw new Error("the caller gave up");
      }),
    ).rejects.toThrow("the caller gave up");
    expect(await count()).toBe(2);
    expect((await native().query<{ status: string }>("select 'idle' as status")).rows).toEqual([{ status: "idle" }]);
  });

  it("runs prepared statements by their one generic plan", async () => {
    const { rows } = await native().query<{ plan_cache_mode: string }>("show plan_cache_mode");
    expect(rows[0]?.plan_cache_mode).toBe("force_generic_plan");
  });
});
