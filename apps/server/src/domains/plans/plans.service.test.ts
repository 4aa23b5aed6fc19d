import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config/env.ts";
import { AppError } from "../../http/app-error.ts";
import { createPlanService } from "./plans.service.ts";

const MB = 1024 * 1024;
const plansOf: Record<number, string> = { 1: "free", 2: "pro" };

function service(env: Record<string, string> = {}) {
  return createPlanService({ allowances: loadConfig(env).plans, planOf: async (id) => plansOf[id] ?? null });
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(() => null, (error: unknown) => error);
}

describe("the plan service", () => {
  it("answers every limit from the free and paid settings", async () => {
    const plans = service({ PLAN_FREE_MAX_ACCOUNTS: "2", PLAN_PAID_MAX_ACCOUNTS: "9", STORAGE_MAX_UPLOAD_MB_FREE: "10", STORAGE_MAX_UPLOAD_MB_PAID: "30" });
    expect([await plans.maxAccounts(1), await plans.maxAccounts(2)]).toEqual([2, 9]);
    expect(await plans.maxUploadBytes({ kind: "user", id: 1 })).toBe(10 * MB);
    expect(await plans.maxUploadBytes({ kind: "user", id: 2 })).toBe(30 * MB);
    expect(await plans.maxUploadBytes({ kind: "admin" })).toBe(30 * MB);
    expect(plans.largestUploadBytes()).toBe(30 * MB);
  });

  it("counts publishes per day by plan, with defaults when unset", async () => {
    expect([await service().publishesPerDay(1), await service().publishesPerDay(2)]).toEqual([20, 1000]);
    const custom = service({ PLAN_FREE_PUBLISHES_PER_DAY: "3", PLAN_PAID_PUBLISHES_PER_DAY: "50" });
    expect([await custom.publishesPerDay(1), await custom.publishesPerDay(2)]).toEqual([3, 50]);
  });

  it("keeps analytics to paid plans unless the free plan is given it", async () => {
    const refusal = await caught(service().assertAnalytics(1));
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 403, messageKey: "plan.upgradeRequired" });
    await expect(service().assertAnalytics(2)).resolves.toBeUndefined();
    await expect(service({ PLAN_FREE_ANALYTICS: "true" }).assertAnalytics(1)).resolves.toBeUndefined();
  });

  it("does not know an operator that does not exist", async () => {
    expect(await caught(service().maxAccounts(404))).toMatchObject({ status: 404 });
  });
});
