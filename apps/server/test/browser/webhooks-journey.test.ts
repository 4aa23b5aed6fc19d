import type { Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "../kits/webhook-receiver.kit.ts";
import type { StartedServer } from "../server-process.ts";
import { readmeRecipe } from "../webhooks/helpers.ts";
import { hasChromium, requireBrowser } from "./chromium.ts";
import { chooseInUserMenu, shootAtRest, startJourney, type Journey } from "./journey.ts";
import { signInDemoOperator } from "./publishing-steps.ts";
import { CLIPBOARD_TEXT, PAGE_SCROLL_WIDTH } from "./page-snippets.ts";

/** Where the screen's pictures go when SCREENSHOT_DIR is set (to look at it at a desk's and a phone's width). */

/**
 * Webhook 通知 in Chromium: an endpoint added from the user menu with its secret copied, a test ping
 * that a receiver on this machine gets (signed, checked with the README's recipe) and that shows up in
 * 投递记录, a failing delivery sent again, and the screen in English and at a phone's width.
 */
describe.runIf(hasChromium || requireBrowser)("Webhooks in Chromium against the running server", () => {
  let journey: Journey;
  let server: StartedServer;
  let page: Page;
  let hook: WebhookReceiver;
  let healthy = false;

  beforeAll(async () => {
    hook = await startWebhookReceiver(() => (healthy ? 200 : 500));
    journey = await startJourney("webhooks", { WEBHOOK_RETRY_SCHEDULE: "1", WEBHOOK_RELAY_INTERVAL_MS: "200" });
    ({ server, page } = journey);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.baseUrl });
  });
  afterAll(async () => {
    await journey?.stop();
    await hook?.close();
  });

  it("adds an endpoint from the user menu, copies its secret, and sees a signed test ping in the log", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInDemoOperator(page, server.baseUrl);
    await chooseInUserMenu(page, server, "演示运营", "Webhook 通知", `${server.baseUrl}/CRM/profile/webhooks`);
    await page.getByRole("heading", { level: 1, name: "Webhook 通知" }).waitFor();
    await page.getByText("还没有 Webhook 地址").waitFor();
    await shootAtRest(page, "webhooks-empty");

    await page.getByRole("button", { name: "添加地址" }).click();
    const form = page.getByRole("dialog", { name: "添加地址" });
    await form.getByLabel("接收地址").fill("not a url");
    await form.getByRole("button", { name: "添加" }).click();
    await form.getByText("请输入以 http:// 或 https:// 开头的完整网址").waitFor();
    await form.getByLabel("接收地址").fill(hook.url);
    await form.getByLabel("名称").fill("内容系统");
    await shootAtRest(page, "webhooks-form");
    await form.getByRole("button", { name: "添加" }).click();

    const shown = page.getByRole("dialog", { name: "地址已添加" });
    const secret = (await shown.getByLabel("签名密钥").innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole("button", { name: "复制" }).click();
    await shown.getByRole("button", { name: "已复制" }).waitFor();
    expect(await page.evaluate(CLIPBOARD_TEXT)).toBe(secret);
    await shown.getByRole("button", { name: "完成" }).click();

    await page.getByRole("row", { name: /内容系统/ }).waitFor();
    healthy = true;
    await page.getByRole("button", { name: "投递记录 内容系统" }).click();
    const log = page.getByRole("region", { name: "投递记录 · 内容系统" });
    await log.getByRole("button", { name: "发送测试" }).click();
    await hook.waitFor(1);
    const verify = await readmeRecipe();
    const [request] = hook.received;
    expect(verify(secret, request!.headers["x-cdp-signature"] as string, request!.body)).toBe(true);
    // The log reads itself again every few seconds.
    const row = log.getByRole("row", { name: /测试/ });
    await row.getByText("成功").waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain("200");
    await shootAtRest(page, "webhooks-log");
    await row.getByRole("button", { name: "查看 1 次尝试" }).click();
    const attempts = page.getByRole("dialog", { name: /尝试记录/ });
    await attempts.getByRole("row", { name: /200/ }).waitFor();
    await shootAtRest(page, "webhooks-attempts");
    await attempts.getByRole("button", { name: "关闭" }).click();
  });

  it("sends a failed delivery again, and reads well in English and on a phone's width", async () => {
    healthy = false;
    const log = page.getByRole("region", { name: "投递记录 · 内容系统" });
    const before = hook.received.length;
    await log.getByRole("button", { name: "发送测试" }).click();
    // The first attempt and its one retry fail: the delivery is given up.
    await hook.waitFor(before + 2);
    const failed = log.getByRole("row").filter({ hasText: "失败" }).first();
    await failed.waitFor({ timeout: 15_000 });
    expect(await failed.innerText()).toContain("500");
    healthy = true;
    await failed.getByRole("button", { name: /重新发送/ }).click();
    await hook.waitFor(before + 3);
    await log.getByRole("row").filter({ hasText: "失败" }).first().waitFor({ state: "detached", timeout: 15_000 });

    await page.getByRole("button", { name: "签名密钥 内容系统" }).click();
    const secretDialog = page.getByRole("dialog", { name: "签名密钥 · 内容系统" });
    await secretDialog.getByRole("button", { name: "显示" }).click();
    await secretDialog.getByText(/^whsec_[A-Za-z0-9_-]+$/).waitFor();
    await shootAtRest(page, "webhooks-secret");
    await secretDialog.getByRole("button", { name: "关闭" }).click();

    await page.getByText("English", { exact: true }).first().click();
    await page.getByRole("heading", { level: 1, name: "Webhooks" }).waitFor();
    await page.getByRole("region", { name: "Deliveries · 内容系统" }).waitFor();
    await shootAtRest(page, "webhooks-en");
    await page.setViewportSize({ width: 390, height: 844 });
    // Nothing runs off the side of a phone: the page itself never scrolls sideways (wide tables scroll in their frame).
    expect(await page.evaluate(PAGE_SCROLL_WIDTH)).toBeLessThanOrEqual(390);
    await shootAtRest(page, "webhooks-en");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await page.getByRole("dialog", { name: "Add endpoint" }).getByLabel("Endpoint URL").waitFor();
    await shootAtRest(page, "webhooks-form-en");
    await page.getByRole("dialog", { name: "Add endpoint" }).getByRole("button", { name: "Cancel" }).click();
    await page.getByText("中文", { exact: true }).first().click();
    await page.getByRole("heading", { level: 1, name: "Webhook 通知" }).waitFor();
    expect(await page.evaluate(PAGE_SCROLL_WIDTH)).toBeLessThanOrEqual(390);
    await shootAtRest(page, "webhooks-zh");
  });
});
