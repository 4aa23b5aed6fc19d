import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys } from "../../src/db/schema/index.ts";
import { createIdempotencyData } from "../../src/domains/idempotency/idempotency.data.ts";
import { newOperator, type Operator } from "../accounts/helpers.ts";
import { link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "../publishing/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { keyCaller, makeKey } from "./helpers.ts";

const HOUR_MS = 60 * 60 * 1000;
const privateVideo = { privacy: "private", allowComment: false, allowDuet: false, allowStitch: false };

/** `Idempotency-Key` on the CRM API's creating POSTs: a retry gets the first answer and creates nothing. */
describe.each(testDrivers)("Idempotency-Key on %s", (driver) => {
  let world: PublishingWorld;
  let operator: Operator;
  let account: number;
  let video: number;
  beforeAll(async () => {
    world = await startPublishingWorld(driver);
    operator = await newOperator(world.runtime, "idem");
    account = await link(world.runtime, operator, "tiktok", nextCreator());
    video = await upload(world.runtime, operator, "idem.mp4", videoBytes(20_000, 71));
  });
  afterAll(async () => world?.dispose());

  const post = (who: Operator | ReturnType<typeof keyCaller>, url: string, body: object, key: string, language?: "en") =>
    "in" in who
      ? world.runtime.app.inject({ method: "POST", url, payload: body, headers: { authorization: `Bearer ${who.token}`, "idempotency-key": key, language_type: language ?? "zh-CN" } })
      : who.post(url, body, { "idempotency-key": key });
  const taskCount = async (who: Operator) => (await who.get("/api/v1/publish/tasks?pageSize=100")).json().data.total as number;
  const videoTask = (title: string) => ({ sendType: "accounts", accountIds: [account], mediaIds: [video], title, options: privateVideo });

  it("answers a retry with the first answer and creates nothing more", async () => {
    const first = await post(operator, "/api/v1/account-groups", { name: "重试分组", color: 1 }, "group-retry-1");
    expect(first.statusCode).toBe(200);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const again = await post(operator, "/api/v1/account-groups", { name: "重试分组", color: 1 }, "group-retry-1");
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect((await operator.get("/api/v1/account-groups")).json().data.list.filter((g: { name: string }) => g.name === "重试分组")).toHaveLength(1);

    const before = await taskCount(operator);
    const task = await post(operator, "/api/v1/publish/tasks/video", videoTask("重试任务"), "task-retry-1");
    const retried = await post(operator, "/api/v1/publish/tasks/video", videoTask("重试任务"), "task-retry-1");
    expect(retried.json()).toEqual(task.json());
    expect(await taskCount(operator)).toBe(before + 1);
  });

  it("refuses the same key with another body (409, both languages) and leaves the first answer in place", async () => {
    await post(operator, "/api/v1/account-groups", { name: "原分组", color: 1 }, "group-mismatch");
    const other = await post(operator, "/api/v1/account-groups", { name: "另一个分组", color: 1 }, "group-mismatch");
    expect(other.statusCode).toBe(409);
    expect(other.json().msg).toBe("此 Idempotency-Key 已用于另一个请求内容，请换一个新的 Idempotency-Key");
    const inEnglish = await post(operator, "/api/v1/account-groups", { name: "yet another", color: 1 }, "group-mismatch", "en");
    expect(inEnglish.json().msg).toBe("This Idempotency-Key was already used with a different request body. Use a new Idempotency-Key.");
    const names = (await operator.get("/api/v1/account-groups")).json().data.list.map((g: { name: string }) => g.name);
    expect(names).toContain("原分组");
    expect(names).not.toContain("另一个分组");
    expect((await post(operator, "/api/v1/account-groups", { name: "原分组", color: 1 }, "group-mismatch")).headers["idempotent-replayed"]).toBe("true");
  });

  it("refuses keys that are empty, too long or not printable ASCII", async () => {
    for (const key of ["", "k".repeat(256), "换行\n", "tab\there"]) {
      const response = await world.runtime.app.inject({
        method: "POST",
        url: "/api/v1/account-groups",
        payload: { name: `bad-${key.length}`, color: 1 },
        headers: { authorization: `Bearer ${operator.token}`, "idempotency-key": key, language_type: "en" },
      });
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json().msg).toBe("Idempotency-Key must be 1 to 255 printable ASCII characters.");
    }
    expect((await post(operator, "/api/v1/account-groups", { name: "最长的键", color: 1 }, "k".repeat(255))).statusCode).toBe(200);
  });

  it("two concurrent requests with the same key make exactly one task", async () => {
    const script = keyCaller(world.runtime, await makeKey(operator, "publish"));
    const before = await taskCount(operator);
    const answers = await Promise.all([0, 1, 2].map(() => post(script, "/api/v1/publish/tasks/video", videoTask("并发任务"), "task-concurrent-1")));
    expect(await taskCount(operator)).toBe(before + 1);
    const succeeded = answers.filter((answer) => answer.statusCode === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().msg).toBe("使用此 Idempotency-Key 的请求正在处理中，请稍后再试");
    }
    const taskIds = new Set(succeeded.map((answer) => answer.json().data.tasks[0].id as number));
    expect(taskIds.size).toBe(1);
    // Once the first has answered, a retry replays it.
    const retry = await post(script, "/api/v1/publish/tasks/video", videoTask("并发任务"), "task-concurrent-1");
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json().data.tasks[0].id).toBe([...taskIds][0]);
  });

  it("keeps keys apart per operator", async () => {
    const other = await newOperator(world.runtime, "idem-other");
    const mine = await post(operator, "/api/v1/account-groups", { name: "同键分组", color: 1 }, "shared-key");
    const theirs = await post(other, "/api/v1/account-groups", { name: "同键分组", color: 1 }, "shared-key");
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    expect((await other.get("/api/v1/account-groups")).json().data.list).toHaveLength(1);
  });

  it("does not keep failed answers of the server: a retry after a refused request stores the refusal, a plain POST without a key is untouched", async () => {
    const refused = await post(operator, "/api/v1/account-groups", { name: "", color: 1 }, "group-invalid");
    expect(refused.statusCode).toBe(400);
    const again = await post(operator, "/api/v1/account-groups", { name: "", color: 1 }, "group-invalid");
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.statusCode).toBe(400);
    const plain = await operator.post("/api/v1/account-groups", { name: "无键分组", color: 1 });
    const plainAgain = await operator.post("/api/v1/account-groups", { name: "无键分组", color: 1 });
    expect(plain.statusCode).toBe(200);
    expect(plainAgain.statusCode).toBe(409);
  });

  it("forgets a key after 24 hours: the same key then creates again, and the hourly purge removes what expired", async () => {
    const first = await post(operator, "/api/v1/publish/tasks/video", videoTask("过期任务"), "task-expiring");
    world.clock.advance(23 * HOUR_MS);
    expect((await post(operator, "/api/v1/publish/tasks/video", videoTask("过期任务"), "task-expiring")).headers["idempotent-replayed"]).toBe("true");
    world.clock.advance(2 * HOUR_MS);
    const later = await post(operator, "/api/v1/publish/tasks/video", videoTask("过期任务"), "task-expiring");
    expect(later.headers["idempotent-replayed"]).toBeUndefined();
    expect(later.statusCode).toBe(200);
    expect(later.json().data.tasks[0].id).not.toBe(first.json().data.tasks[0].id);

    const db = world.runtime.database.db;
    const before = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "group-retry-1"));
    expect(before).toHaveLength(1);
    world.clock.advance(25 * HOUR_MS);
    const purged = await createIdempotencyData(db, world.clock.now).purgeExpired();
    expect(purged).toBeGreaterThan(0);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "group-retry-1"))).toHaveLength(0);
  });
});
