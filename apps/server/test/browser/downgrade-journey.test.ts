import type { Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import { lapsePlansJob } from "../../src/domains/plans/plans.jobs.ts";
import type { StartedServer } from "../server-process.ts";
import { hasChromium, requireBrowser } from "./chromium.ts";
import { startJourney, type Journey } from "./journey.ts";
import { issueRedeemCode, moveServerClock, runScheduledJob } from "./plan-steps.ts";
import { signInDemoOperator } from "./publishing-steps.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The operator's plan as the CRM API answers it (a session of its own). */
async function planOverApi(baseUrl: string): Promise<{ plan: string; cycleEndsAt: string | null; nextPlan: string | null }> {
  const login = await fetch(`${baseUrl}/api/v1/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ account: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password }),
  });
  const token = ((await login.json()) as { data: { tokenValue: string } }).data.tokenValue;
  const answer = await fetch(`${baseUrl}/api/v1/plan`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { data: { plan: string; cycleEndsAt: string | null; nextPlan: string | null } }).data;
}

/**
 * The downgrade journey in Chromium against the built server: a paid operator schedules a downgrade
 * in 权限管理 and keeps the paid plan until the cycle's end; the test then runs the server's clock
 * past that end (the dev clock) and runs the daily lapse job, and the page shows the free plan.
 */
describe.runIf(hasChromium || requireBrowser)("a scheduled downgrade in Chromium", () => {
  let journey: Journey;
  let server: StartedServer;
  let page: Page;

  beforeAll(async () => {
    journey = await startJourney("downgrade");
    ({ server, page } = journey);
  });
  afterAll(async () => {
    await journey?.stop();
  });

  it("is scheduled for the cycle's end and takes effect when the cycle has ended", async () => {
    await signInDemoOperator(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/CRM/permissionManage`);
    const currentPlan = page.getByRole("region", { name: "当前套餐" });
    await currentPlan.getByText("免费版没有计费周期").waitFor();

    await page.getByRole("textbox", { name: "兑换码" }).fill(await issueRedeemCode(server.baseUrl, 1));
    await page.getByRole("button", { name: "立即兑换" }).click();
    await currentPlan.getByText(/本周期结束于/).waitFor();
    expect(await currentPlan.getByText("会员版", { exact: true }).count()).toBe(1);

    await page.getByRole("button", { name: "周期结束后降级" }).click();
    await currentPlan.getByText(/^将于 .+ 降级为免费版$/).waitFor();
    const { cycleEndsAt, nextPlan } = await planOverApi(server.baseUrl);
    expect(nextPlan).toBe("free");
    const endDate = new Intl.DateTimeFormat("zh-CN", { dateStyle: "long" }).format(new Date(cycleEndsAt!));
    await currentPlan.getByText(`将于 ${endDate} 降级为免费版`).waitFor();
    expect(await currentPlan.getByText(`本周期结束于 ${endDate}`).count()).toBe(1);
    expect(await page.getByRole("button", { name: "周期结束后降级" }).count()).toBe(0);

    // Still paid on the cycle's last day: the lapse job leaves it alone.
    await moveServerClock(server.baseUrl, DAY_MS - 60_000);
    await runScheduledJob(server.baseUrl, lapsePlansJob.name);
    await page.reload();
    await currentPlan.getByText(`将于 ${endDate} 降级为免费版`).waitFor();

    await moveServerClock(server.baseUrl, 2 * DAY_MS);
    await runScheduledJob(server.baseUrl, lapsePlansJob.name);
    await page.reload();
    await currentPlan.getByText("免费版没有计费周期").waitFor();
    expect(await currentPlan.getByText("免费版", { exact: true }).count()).toBe(1);
    expect(await currentPlan.getByText(/降级为免费版/).count()).toBe(0);
    expect(await planOverApi(server.baseUrl)).toMatchObject({ plan: "free", cycleEndsAt: null, nextPlan: null });
  });
});
