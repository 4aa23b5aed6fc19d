import { describe, expect, it } from "vitest";
import { AppError } from "../../http/app-error.ts";
import { assertPaidPlan } from "./plans.ts";

describe("assertPaidPlan", () => {
  it("refuses free-plan operators with a 403 that offers the upgrade", () => {
    const error = (() => {
      try {
        assertPaidPlan({ plan: "free" });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 403, messageKey: "plan.upgradeRequired" });
  });

  it("lets paid plans through", () => {
    expect(() => assertPaidPlan({ plan: "pro" })).not.toThrow();
  });
});
