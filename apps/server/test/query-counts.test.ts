import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/index.ts";
import { SESSION_CACHE_TTL_MS } from "../src/domains/identity/sessions.service.ts";
import { linkTiktok, newOperator, operatorApi, startAccountsWorld, type AccountsWorld, type Operator } from "./accounts/helpers.ts";
import { loginOperator } from "./identity/helpers.ts";
import { testDrivers } from "./test-database.ts";

/**
 * The statements the common signed-in requests send. A request that grows one more query fails
 * here: raise a number only with a reason (and the bench figures) in the same change.
 */
describe.each(testDrivers)("database statements per request on %s", (driver) => {
  let world: AccountsWorld;
  let operator: Operator;
  let groupId: number;
  beforeAll(async () => {
    // No job worker in this process, so every statement counted belongs to the request.
    world = await startAccountsWorld(driver, { RUN_MODE: "api" });
    operator = await newOperator(world.runtime, "queries");
    const ids = [await linkTiktok(world.runtime, operator), await linkTiktok(world.runtime, operator)];
    const group = (await operator.post("/api/v1/account-groups", { name: "查询分组" })).json().data;
    await operator.post(`/api/v1/account-groups/${group.id}/members`, { accountIds: ids });
    groupId = group.id;
  });
  afterAll(async () => world?.dispose());

  /** Sends one request and returns its answer with the statements it sent. */
  async function counted(send: () => Promise<{ statusCode: number; json(): { data: unknown } }>) {
    const statements: string[] = [];
    const stop = world.runtime.database.observeQueries((sql) => statements.push(sql));
    try {
      const response = await send();
      return { response, statements };
    } finally {
      stop();
    }
  }

  /** Lets the in-process session copies run out, as if the operator paused. */
  const pause = (ms = SESSION_CACHE_TTL_MS) => world.clock.advance(ms);

  it("resolves a session with one statement, then from memory for a few seconds", async () => {
    pause();
    const first = await counted(() => operator.get("/api/v1/user/getUserInfo"));
    expect(first.response.statusCode).toBe(200);
    expect(first.statements).toHaveLength(2); // session, user

    const again = await counted(() => operator.get("/api/v1/user/getUserInfo"));
    expect(again.statements).toHaveLength(1); // user
  });

  it("lists accounts (rows, group ids, totals, plan) with one statement", async () => {
    pause();
    const cold = await counted(() => operator.get("/api/v1/accounts?page=1&pageSize=20"));
    expect(cold.response.statusCode).toBe(200);
    const page = cold.response.json().data as { total: number; limit: object; list: { groupIds: number[] }[] };
    expect(page).toMatchObject({ total: 2, limit: { used: 2, max: 5 } });
    expect(page.list.map((account) => account.groupIds)).toEqual([[groupId], [groupId]]);
    expect(cold.statements).toHaveLength(2); // session, page

    const warm = await counted(() => operator.get("/api/v1/accounts?page=1&pageSize=20"));
    expect(warm.statements).toHaveLength(1);

    const filtered = await counted(() => operator.get(`/api/v1/accounts?groupId=${groupId}&keyword=test&platform=tiktok`));
    expect(filtered.response.json().data).toMatchObject({ total: 2, limit: { used: 2 } });
    expect(filtered.statements).toHaveLength(1);

    const pastTheEnd = await counted(() => operator.get("/api/v1/accounts?page=3&pageSize=20"));
    expect(pastTheEnd.response.json().data).toMatchObject({ list: [], total: 2, limit: { used: 2 } });
    expect(pastTheEnd.statements).toHaveLength(2); // an empty page, then the totals
  });

  it("extends a session at most once a minute", async () => {
    pause(60_000);
    const touched = await counted(() => operator.get("/api/v1/accounts"));
    expect(touched.statements).toHaveLength(3); // session, extend, page
    pause(30_000);
    const notTouched = await counted(() => operator.get("/api/v1/accounts"));
    expect(notTouched.statements).toHaveLength(2); // session, page
  });

  it("sees a plan change at once (the plan is read with the list, never kept)", async () => {
    const paid = await newOperator(world.runtime, "paid-later");
    expect((await paid.get("/api/v1/accounts")).json().data.limit.max).toBe(5);
    const id = (await paid.get("/api/v1/user/getUserInfo")).json().data.id as number;
    await world.runtime.database.db.update(users).set({ plan: "pro" }).where(eq(users.id, id));
    expect((await paid.get("/api/v1/accounts")).json().data.limit.max).toBe(200);
  });

  it("refuses a token at once after sign-out and after a password change, though it was just resolved from memory", async () => {
    const leaving = await newOperator(world.runtime, "leaving");
    expect((await leaving.get("/api/v1/accounts")).statusCode).toBe(200);
    expect((await leaving.post("/api/v1/user/logout")).statusCode).toBe(200);
    expect((await leaving.get("/api/v1/accounts")).statusCode).toBe(401);

    const changing = await newOperator(world.runtime, "changing");
    const id = (await changing.get("/api/v1/user/getUserInfo")).json().data.id as number;
    const [row] = await world.runtime.database.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    const other = operatorApi(world.runtime, await loginOperator(world.runtime, row!.email, "Passw0rd"));
    expect((await other.get("/api/v1/accounts")).statusCode).toBe(200);
    const changed = await changing.post("/api/v1/user/changePassword", { oldPassword: "Passw0rd", newPassword: "Passw0rd2" });
    expect(changed.statusCode).toBe(200);
    expect((await other.get("/api/v1/accounts")).statusCode).toBe(401);
    expect((await changing.get("/api/v1/accounts")).statusCode).toBe(401);
  });
});
