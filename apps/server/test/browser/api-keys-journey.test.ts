import type { Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StartedServer } from "../server-process.ts";
import { hasChromium, requireBrowser } from "./chromium.ts";
import { chooseInUserMenu, shootAtRest, startJourney, type Journey } from "./journey.ts";
import { signInDemoOperator } from "./publishing-steps.ts";
import { CLIPBOARD_TEXT, PAGE_SCROLL_WIDTH } from "./page-snippets.ts";

/** Where the screen's pictures go when SCREENSHOT_DIR is set (to look at it at a desk's and a phone's width). */

/**
 * API 密钥 in Chromium: made from the user menu, the whole key shown once and copied, used by a script
 * on the API, and revoked, after which the script is refused.
 */
describe.runIf(hasChromium || requireBrowser)("API keys in Chromium against the running server", () => {
  let journey: Journey;
  let server: StartedServer;
  let page: Page;

  beforeAll(async () => {
    journey = await startJourney("api-keys");
    ({ server, page } = journey);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.baseUrl });
  });
  afterAll(async () => journey?.stop());

  const script = (key: string) => fetch(`${server.baseUrl}/api/v1/account-groups`, { headers: { authorization: `Bearer ${key}` } });

  it("makes a key from the user menu, copies it once, uses it from a script and revokes it", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInDemoOperator(page, server.baseUrl);
    await chooseInUserMenu(page, server, "演示运营", "API 密钥", `${server.baseUrl}/CRM/profile/apiKeys`);
    await page.getByRole("heading", { level: 1, name: "API 密钥" }).waitFor();

    await page.getByRole("button", { name: "新建密钥" }).click();
    const form = page.getByRole("dialog", { name: "新建密钥" });
    await form.getByLabel("密钥名称").fill("剪辑工作站");
    await form.getByText("读取和发布", { exact: true }).click();
    await form.getByRole("button", { name: "创建" }).click();

    const shown = page.getByRole("dialog", { name: "保存你的 API 密钥" });
    const key = (await shown.getByLabel("新密钥", { exact: true }).innerText()).trim();
    expect(key).toMatch(/^cdp_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole("button", { name: "复制", exact: true }).click();
    await shown.getByRole("button", { name: "已复制" }).waitFor();
    expect(await page.evaluate(CLIPBOARD_TEXT)).toBe(key);
    await shootAtRest(page, "api-keys-created");
    await shown.getByRole("button", { name: "我已保存" }).click();

    const row = page.getByRole("row", { name: /剪辑工作站/ });
    await row.waitFor();
    expect(await row.innerText()).toContain(`${key.slice(0, 12)}…`);
    expect(await page.content()).not.toContain(key);
    expect((await script(key)).status).toBe(200);

    await shootAtRest(page, "api-keys-list");
    await page.getByRole("button", { name: "撤销 剪辑工作站" }).click();
    await page.getByRole("alertdialog", { name: "撤销密钥" }).getByRole("button", { name: "撤销" }).click();
    await page.getByText("还没有 API 密钥").waitFor();
    expect((await script(key)).status).toBe(401);
  });

  it("reads well in English and on a phone's width", async () => {
    await page.getByRole("button", { name: "新建密钥" }).click();
    const form = page.getByRole("dialog", { name: "新建密钥" });
    await form.getByLabel("密钥名称").fill("报表脚本");
    await form.getByRole("button", { name: "创建" }).click();
    await page.getByRole("dialog", { name: "保存你的 API 密钥" }).getByRole("button", { name: "我已保存" }).click();
    await page.getByRole("row", { name: /报表脚本/ }).waitFor();
    await page.getByText("English", { exact: true }).first().click();
    await page.getByRole("heading", { level: 1, name: "API keys" }).waitFor();
    const row = page.getByRole("row", { name: /报表脚本/ });
    expect(await row.innerText()).toContain("Read-only");
    expect(await row.innerText()).toContain("Never used");
    await shootAtRest(page, "api-keys-en");

    await page.setViewportSize({ width: 390, height: 844 });
    // Nothing runs off the side of a phone: the page itself never scrolls sideways.
    expect(await page.evaluate(PAGE_SCROLL_WIDTH)).toBeLessThanOrEqual(390);
    await shootAtRest(page, "api-keys-en");
    await page.getByRole("button", { name: "New key" }).click();
    await page.getByRole("dialog", { name: "New key" }).getByLabel("Key name").waitFor();
    await shootAtRest(page, "api-keys-create-en");
    await page.getByRole("dialog", { name: "New key" }).getByRole("button", { name: "Cancel" }).click();
    await page.getByText("中文", { exact: true }).first().click();
    await page.getByRole("heading", { level: 1, name: "API 密钥" }).waitFor();
    await shootAtRest(page, "api-keys-zh");
    await page.setViewportSize({ width: 1440, height: 900 });
    await shootAtRest(page, "api-keys-zh");
  });
});
