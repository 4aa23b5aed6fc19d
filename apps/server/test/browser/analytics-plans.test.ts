import type { Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";
import type { StartedServer } from "../server-process.ts";
import { hasChromium, requireBrowser } from "./chromium.ts";
import { startJourney, type Journey } from "./journey.ts";
import { issueRedeemCode } from "./plan-steps.ts";

/**
 * The plan journey in Chromium against the built server with the demo workspace: the free demo
 * operator follows the upgrade dialog, sees sample figures marked as such, redeems a code and then
 * sees the figures of its own sandbox accounts.
 */
describe.runIf(hasChromium || requireBrowser)("analytics and plans in Chromium", () => {
  let journey: Journey;
  let server: StartedServer;
  let page: Page;

  beforeAll(async () => {
    journey = await startJourney("analytics", { SEED_DEMO_WORKSPACE: "true" });
    ({ server, page } = journey);
  });
  afterAll(async () => {
    await journey?.stop();
  });

  it("a free operator sees the demo warning, redeems a code, and sees their own figures", async () => {
    // The demo workspace is seeded by a job after start: wait until its five accounts are linked and filled.
    const login = await fetch(`${server.baseUrl}/api/v1/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password }),
    });
    const token = ((await login.json()) as { data: { tokenValue: string } }).data.tokenValue;
    const ranked = async () => {
      const answer = await fetch(`${server.baseUrl}/api/v1/analytics/ranking`, { headers: { authorization: `Bearer ${token}` } });
      return ((await answer.json()) as { data: { list: unknown[]; sample: boolean } }).data;
    };
    const accounts = async () => {
      const answer = await fetch(`${server.baseUrl}/api/v1/accounts`, { headers: { authorization: `Bearer ${token}` } });
      return ((await answer.json()) as { data: { total: number } }).data.total;
    };
    await expect.poll(accounts, { timeout: 60_000, interval: 1000 }).toBe(5);
    expect((await ranked()).sample).toBe(true);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel("账号", { exact: true }).fill(DEMO_OPERATOR.email);
    await page.getByLabel("密码", { exact: true }).fill(DEMO_OPERATOR.password);
    await page.locator("label", { hasText: "我已阅读并同意" }).click({ position: { x: 6, y: 8 } });
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await page.getByRole("alertdialog", { name: "升级套餐" }).getByRole("button", { name: "去升级" }).click();
    await page.waitForURL(`${server.baseUrl}/CRM/permissionManage`);
    await expect.poll(() => page.getByText("免费版没有计费周期").count()).toBe(1);

    // From the page's first script on: did the members' export buttons ever show before the plan was known?
    // (A string: the server's test code has no DOM types.)
    await page.addInitScript(`
      window.__exportShown = false;
      new MutationObserver(() => {
        if ([...document.querySelectorAll("button")].some((button) => button.textContent?.includes("导出趋势"))) window.__exportShown = true;
      }).observe(document, { childList: true, subtree: true });`);
    await page.goto(`${server.baseUrl}/CRM/homePage`);
    await page.getByText("当前展示的是演示数据").waitFor();
    await page.getByText("示例账号 A / Sample A").waitFor();
    expect(await page.evaluate("window.__exportShown")).toBe(false);

    await page.getByRole("button", { name: "立即升级" }).click();
    await page.waitForURL(`${server.baseUrl}/CRM/permissionManage`);
    await page.getByRole("textbox", { name: "兑换码" }).fill(await issueRedeemCode(server.baseUrl, 30));
    await page.getByRole("button", { name: "立即兑换" }).click();
    await page.getByText(/本周期结束于/).waitFor();

    // The demo workspace's own sandbox accounts, ranked by their weekly views (once its seeding job is done).
    const ownRanking = async () => {
      await page.goto(`${server.baseUrl}/CRM/homePage`);
      const entry = page.getByRole("region", { name: "账号流量周排行" }).getByText("Demo Creator 1 / 演示创作者一");
      return entry.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      );
    };
    await expect.poll(ownRanking, { timeout: 45_000, interval: 1000 }).toBe(true);
    expect(await page.getByText("当前展示的是演示数据").count()).toBe(0);
    expect(await page.getByRole("button", { name: "导出趋势" }).count()).toBe(1);
  });
});
