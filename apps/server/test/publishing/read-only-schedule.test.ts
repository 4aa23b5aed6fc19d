import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema/index.ts";
import { operatorApi } from "../accounts/helpers.ts";
import { createAdmin, loginAdmin, loginOperator, registerOperator, uniqueEmail } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { eventually, link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "./helpers.ts";

type Item = { accountId: number; status: number; error: { code: string; reason: string } | null };

describe.each(testDrivers)("items scheduled before their account became read-only on %s", (driver) => {
  let world: PublishingWorld;
  let adminToken: string;
  beforeAll(async () => {
    world = await startPublishingWorld(driver, {}, { PLAN_FREE_MAX_ACCOUNTS: "1", PLAN_PAID_MAX_ACCOUNTS: "3" });
    const email = uniqueEmail("read-only-admin");
    await createAdmin(world.runtime, email, "Adminpass1");
    adminToken = await loginAdmin(world.runtime, email, "Adminpass1");
  }, 60_000);
  afterAll(async () => world?.dispose());

  const setPlan = (id: number, plan: string) =>
    world.runtime.app.inject({ method: "POST", url: "/admin/api/v1/userInfo/plan", headers: { authorization: `Bearer ${adminToken}` }, payload: { id, plan, planEndsAt: null } });

  it("does not publish from an account that is over the plan's allowance when its time comes, and says why", async () => {
    const email = uniqueEmail("read-only-schedule");
    await registerOperator(world.runtime, email);
    const operator = operatorApi(world.runtime, await loginOperator(world.runtime, email, "Passw0rd"));
    const [row] = await world.runtime.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect((await setPlan(row!.id, "pro")).json().data).toMatchObject({ plan: "pro" });
    const creators = [nextCreator(), nextCreator()];
    const kept = await link(world.runtime, operator, "tiktok", creators[0]!);
    const over = await link(world.runtime, operator, "tiktok", creators[1]!);
    const videos = [await upload(world.runtime, operator, "ro1.mp4", videoBytes(40_000, 61)), await upload(world.runtime, operator, "ro2.mp4", videoBytes(40_000, 62))];
    const startAt = new Date(world.clock.now().getTime() + 4_000).toISOString();
    const created = await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds: [kept, over], mediaIds: videos, title: "降级前排期", startAt, options: { privacy: "public" } });
    expect(created.json().code).toBe(0);
    const taskId = created.json().data.tasks[0].id as number;

    // The downgrade comes before the items' time: the account linked later is now read-only.
    expect((await setPlan(row!.id, "free")).json().data).toMatchObject({ plan: "free" });
    expect(((await operator.get("/api/v1/accounts")).json().data.list as { id: number; readOnly: boolean }[]).filter((account) => account.readOnly).map((account) => account.id)).toEqual([over]);

    const items = await eventually(
      async () => {
        const detail: { items: Item[] } = (await operator.get(`/api/v1/publish/tasks/${taskId}`)).json().data;
        return detail.items.every((item) => item.status !== 0) && detail.items;
      },
      { clock: world.clock, stepMs: 1000 },
    );
    expect(items.find((item) => item.accountId === kept)).toMatchObject({ status: 1, error: null });
    expect(items.find((item) => item.accountId === over)).toMatchObject({ status: 2, error: { code: "account_read_only", reason: expect.stringContaining("为只读：超出当前套餐的账号数量") } });
    const english: { items: Item[] } = (await operator.in("en").get(`/api/v1/publish/tasks/${taskId}`)).json().data;
    expect(english.items.find((item) => item.accountId === over)?.error?.reason).toContain("is read-only: it is over your plan's account limit");
    expect(world.sandbox.tiktok.posts().filter((post) => post.openId === creators[1])).toHaveLength(0);
    expect(world.sandbox.tiktok.posts().filter((post) => post.openId === creators[0])).toHaveLength(1);
  });
});
