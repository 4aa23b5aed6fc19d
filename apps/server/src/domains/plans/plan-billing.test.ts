import { describe, expect, it } from "vitest";
import { openMigratedTestDatabase } from "../../../test/test-database.ts";
import { eq } from "drizzle-orm";
import { admins, users } from "../../db/schema/index.ts";
import { loadConfig } from "../../config/env.ts";
import { createPlanBilling } from "./plan-billing.ts";
import { createPlansData } from "./plans.data.ts";
import { createPlanService } from "./plans.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Group plans are the back-office's (covered by test/plans/group-plans.test.ts); none exist here. */
const noGroupPlans = { lapseGroupPlansEndedBy: async () => 0 };

describe("plan billing on a moved clock", () => {
  it("keeps a paid plan through its last day and lapses it on the first run after", async () => {
    const { database, close } = await openMigratedTestDatabase("pglite");
    try {
      const { db } = database;
      const [user] = await db.insert(users).values({ email: "cycle@example.com", passwordHash: "x" }).returning();
      let now = Date.UTC(2027, 0, 1);
      const planOf = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]?.plan ?? null;
      const plans = createPlanService({ allowances: loadConfig({}).plans, planOf });
      const billing = createPlanBilling({ data: createPlansData(db), plans, planOf, groupPlans: noGroupPlans, clock: () => new Date(now) });
      const [admin] = await db.insert(admins).values({ email: "issuer@example.com", passwordHash: "x", createdAt: new Date(now), updatedAt: new Date(now) }).returning();
      const [code] = await billing.issueCodes(admin!.id, { plan: "pro", durationDays: 30, count: 1 });
      await billing.redeem(user!.id, code!.code);
      expect(await planOf(user!.id)).toBe("pro");

      now += 30 * DAY_MS - 1;
      expect(await billing.lapseEndedCycles()).toEqual({ operators: 0, groups: 0 });
      expect(await planOf(user!.id)).toBe("pro");
      now += 1;
      expect(await billing.lapseEndedCycles()).toEqual({ operators: 1, groups: 0 });
      expect(await planOf(user!.id)).toBe("free");
      expect((await billing.myPlan(user!.id)).cycleEndsAt).toBeNull();
    } finally {
      await close();
    }
  });

  it("lapses a cycle only as it was read: one extended meanwhile keeps its plan", async () => {
    const { database, close } = await openMigratedTestDatabase("pglite");
    try {
      const { db } = database;
      const data = createPlansData(db);
      const [user] = await db.insert(users).values({ email: "extended@example.com", passwordHash: "x", plan: "pro" }).returning();
      const now = new Date(Date.UTC(2027, 0, 1));
      await data.saveSubscription({ userId: user!.id, plan: "pro", cycleEndsAt: now, nextPlan: null, updatedAt: now });
      const [ended] = await data.subscriptionsEndedBy(now);
      await data.saveSubscription({ ...ended!, cycleEndsAt: new Date(now.getTime() + 30 * DAY_MS) });

      expect(await data.lapseSubscription(ended!, "free", now)).toBe(false);
      expect((await db.select().from(users).where(eq(users.id, user!.id)))[0]?.plan).toBe("pro");
      expect((await data.subscriptionOf(user!.id))?.cycleEndsAt).toEqual(new Date(now.getTime() + 30 * DAY_MS));
    } finally {
      await close();
    }
  });
});
