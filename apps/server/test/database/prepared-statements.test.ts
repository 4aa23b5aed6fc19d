import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { users } from "../../src/db/schema/index.ts";
import { openMigratedTestDatabase } from "../test-database.ts";

type PreparedRows = { rows: { name: string; statement: string }[] };

const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** Each distinct data statement is parsed once per connection and then run by name. */
postgres("prepared statements on a PostgreSQL server", () => {
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, close } = await openMigratedTestDatabase("postgres"));
    await database.db.insert(users).values([
      { email: "a@example.com", nickname: "A", passwordHash: "x" },
      { email: "b@example.com", nickname: "B", passwordHash: "x" },
    ]);
  });
  afterAll(() => close());

  /** The statements the connection the pool hands out next has prepared (an idle pool reuses its last connection). */
  async function prepared(): Promise<{ name: string; statement: string }[]> {
    const result = (await database.db.execute(sql`select name, statement from pg_prepared_statements`)) as unknown as PreparedRows;
    return result.rows;
  }

  const byEmail = (email: string) => database.db.select({ nickname: users.nickname }).from(users).where(eq(users.email, email));

  it("keeps a select under one name and answers each run with its own parameters", async () => {
    expect(await byEmail("a@example.com")).toEqual([{ nickname: "A" }]);
    expect(await byEmail("b@example.com")).toEqual([{ nickname: "B" }]);
    expect(await byEmail("nobody@example.com")).toEqual([]);
    const statements = (await prepared()).filter((row) => row.statement.includes(`where "users"."email" = $1`));
    expect(statements).toHaveLength(1);
    expect(statements[0]?.name).toMatch(/^cdp_\d+$/);
  });

  it("runs DDL and a statement that fails unnamed, and the pool keeps working after an error", async () => {
    await database.db.execute(sql`create temporary table scratch (id int)`);
    await expect(database.db.execute(sql`select no_such_column from users`)).rejects.toThrow();
    expect(await byEmail("a@example.com")).toEqual([{ nickname: "A" }]);
    const statements = (await prepared()).map((row) => row.statement);
    expect(statements.some((text) => text.includes("create temporary table"))).toBe(false);
  });

  it("prepares the statements a transaction sends too", async () => {
    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ nickname: "A2" }).where(eq(users.email, "a@example.com"));
      const rows = (await tx.execute(sql`select name, statement from pg_prepared_statements`)) as unknown as PreparedRows;
      expect(rows.rows.some((row) => row.statement.startsWith(`update "users" set "nickname" = $1`))).toBe(true);
    });
    expect(await byEmail("a@example.com")).toEqual([{ nickname: "A2" }]);
  });
});
