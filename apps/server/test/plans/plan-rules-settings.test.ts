import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newOperator } from "../accounts/helpers.ts";
import { eventually } from "../analytics/helpers.ts";
import { adminCaller, latestAuditRows } from "../back-office/helpers.ts";
import { createAdmin, loginAdmin, uniqueEmail } from "../identity/helpers.ts";
import { testDrivers } from "../test-database.ts";
import { startTestRuntime, type TestRuntime } from "../test-runtime.ts";

const URL = "/settings/plan-rules";

describe.each(testDrivers)("系统设置: plan rules on %s", (driver) => {
  let runtime: TestRuntime;
  let admin: ReturnType<typeof adminCaller>;
  beforeAll(async () => {
    runtime = await startTestRuntime(driver);
    const email = uniqueEmail("rules-admin");
    await createAdmin(runtime, email, "Adminpass1");
    admin = adminCaller(runtime, await loginAdmin(runtime, email, "Adminpass1"), "en");
  });
  afterAll(async () => runtime?.dispose());

  it("starts from the spec's defaults: analytics member-only, reclaim disables sign-in after 14 days", async () => {
    const read = await admin("GET", URL);
    expect(read.json()).toMatchObject({ code: 1, data: { memberOnly: ["analytics", "analyticsExport"], reclaim: { action: "disable", warningDays: 14 } } });
  });

  it("opens member-only features to free operators when the administrator says so, and the plan page and analytics follow", async () => {
    const operator = await newOperator(runtime, "rules-free");
    expect((await operator.get("/api/v1/analytics/trend")).json().data.sample).toBe(true);
    expect((await operator.get("/api/v1/analytics/trend/export")).statusCode).toBe(403);

    const saved = await admin("POST", URL, { memberOnly: ["analyticsExport"], reclaim: { action: "flagOnly", warningDays: 7 } });
    expect(saved.json()).toMatchObject({ code: 1, msg: "Saved", data: { memberOnly: ["analyticsExport"], reclaim: { action: "flagOnly", warningDays: 7 } } });
    // The status is filled in once the answer has gone out.
    const audit = await eventually(async () => (await latestAuditRows(runtime, 1)).find((row) => row.statusCode !== null));
    expect(audit).toMatchObject({ method: "POST", path: `/admin/api/v1${URL}`, statusCode: 200 });

    expect((await operator.get("/api/v1/analytics/trend")).json().data.sample).toBe(false);
    expect((await operator.get("/api/v1/plan")).json().data.plans[0]).toMatchObject({ plan: "free", analytics: true });
    expect((await operator.get("/api/v1/analytics/trend/export")).statusCode).toBe(403);

    await admin("POST", URL, { memberOnly: ["analytics", "analyticsExport"], reclaim: { action: "disable", warningDays: 14 } });
    expect((await operator.get("/api/v1/analytics/trend")).json().data.sample).toBe(true);
    expect((await operator.get("/api/v1/plan")).json().data.plans[0]).toMatchObject({ plan: "free", analytics: false });
  });

  it("refuses bad input with field messages and answers only administrators", async () => {
    for (const body of [
      { memberOnly: ["everything"], reclaim: { action: "disable", warningDays: 14 } },
      { memberOnly: ["analytics", "analytics"], reclaim: { action: "disable", warningDays: 14 } },
      { memberOnly: [], reclaim: { action: "delete", warningDays: 14 } },
      { memberOnly: [], reclaim: { action: "disable", warningDays: 0 } },
      { memberOnly: [] },
    ]) {
      const refused = await admin("POST", URL, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await admin("POST", URL, { memberOnly: [], reclaim: { action: "disable", warningDays: 61 } })).json().msg).toContain("The days after the warning must be 1 to 60.");
    const operator = await newOperator(runtime, "rules-not-admin");
    for (const method of ["GET", "POST"] as const) {
      const headers = (token?: string) => (token ? { authorization: token, alltoken: token } : {});
      expect((await runtime.app.inject({ method, url: `/admin/api/v1${URL}`, headers: headers(), payload: method === "POST" ? { memberOnly: [], reclaim: { action: "disable", warningDays: 14 } } : undefined })).statusCode).toBe(401);
      expect((await runtime.app.inject({ method, url: `/admin/api/v1${URL}`, headers: headers(operator.token), payload: method === "POST" ? { memberOnly: [], reclaim: { action: "disable", warningDays: 14 } } : undefined })).statusCode).toBe(401);
    }
    expect((await admin("GET", URL)).json().data.memberOnly).toEqual(["analytics", "analyticsExport"]);
  });
});
