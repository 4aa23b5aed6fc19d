import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StartedServer } from "../server-process.ts";
import { hasChromium, requireBrowser } from "./chromium.ts";
import { startJourney, type Journey } from "./journey.ts";
import { signInDemoOperator } from "./publishing-steps.ts";

async function startLink(page: Page, platform: "TikTok" | "YouTube", method: "浏览器授权" | "扫码授权") {
  await page.getByRole("button", { name: "添加账号" }).first().click();
  const dialog = page.getByRole("dialog", { name: "添加账号" });
  await dialog.getByText(platform, { exact: true }).click();
  await dialog.getByText(method, { exact: true }).click();
  await dialog.getByRole("button", { name: "开始授权" }).click();
  return dialog;
}

/**
 * The account-management journey in Chromium against the built server, whose built-in sandbox
 * plays TikTok and YouTube: the server's connectors talk to it over real HTTP.
 */
describe.runIf(hasChromium || requireBrowser)("linking accounts in Chromium against the running server and its sandbox", () => {
  let journey: Journey;
  let server: StartedServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    journey = await startJourney("accounts");
    ({ server, browser, page } = journey);
    await signInDemoOperator(page, server.baseUrl);
  });

  afterAll(async () => {
    await journey?.stop();
  });

  it("links a TikTok account through the platform's consent page", async () => {
    await page.goto(`${server.baseUrl}/CRM/accountManage/index`);
    await page.getByText("还没有绑定账号").waitFor();

    await startLink(page, "TikTok", "浏览器授权");
    await page.getByRole("heading", { name: /TikTok 沙箱授权/ }).waitFor();
    // A newcomer's own test creator: Enter in its name's field makes it (and does not authorize).
    await page.getByLabel(/名称 \/ Name/).fill("Newcomer Creator");
    await page.getByLabel(/名称 \/ Name/).press("Enter");
    await page.getByLabel(/Newcomer Creator/).waitFor();
    expect(await page.getByLabel(/Newcomer Creator/).isChecked()).toBe(true);
    await page.getByLabel(/Demo Creator 2/).check();
    // A success toast lasts two seconds: start looking before it can appear.
    const toast = page.getByText("账号授权成功").first().waitFor();
    await page.getByRole("button", { name: /授权 \/ Authorize/ }).click();
    await toast;
    await page.waitForURL(/\/CRM\/accountManage\/index$/);
    const row = page.getByRole("row", { name: /Demo Creator 2/ });
    await row.getByText("新绑定").waitFor();
    await row.getByText("@demo.creator.two").waitFor();
  });

  it("links a YouTube channel with a device code entered on another page", async () => {
    const dialog = await startLink(page, "YouTube", "扫码授权");
    await dialog.getByRole("img", { name: /YouTube 授权二维码/ }).waitFor();
    await dialog.getByText("等待扫码").waitFor();
    const verification = dialog.getByRole("link", { name: /在新窗口中打开/ });
    const verificationUrl = await verification.getAttribute("href");
    const userCode = (await dialog.getByText(/^[A-Z0-9]{3,5}-[A-Z0-9]{3,5}$/).textContent())?.trim();
    expect(verificationUrl).toMatch(/\/sandbox\/youtube\/device/);

    // The creator approves on "their phone": a second page; the dialog sees it and closes.
    const toast = page.getByText("账号授权成功").first().waitFor({ timeout: 20_000 });
    const phone = await browser.newPage({ locale: "zh-CN" });
    await phone.goto(verificationUrl!);
    await phone.getByLabel(/输入设备上显示的代码/).fill(userCode!);
    await phone.getByLabel(/Demo User 1/).check();
    await phone.getByRole("button", { name: /允许 \/ Allow/ }).click();
    await phone.getByRole("status").waitFor();
    await phone.close();

    await toast;
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("row", { name: /Demo Channel 1/ }).waitFor();
  });

  it("groups the linked accounts, then unlinks one", async () => {
    await page.goto(`${server.baseUrl}/CRM/accountManage/group`);
    await page.getByRole("button", { name: "新建分组" }).first().click();
    const groupDialog = page.getByRole("dialog", { name: "新建分组" });
    await groupDialog.getByRole("button", { name: "保存" }).click();
    await groupDialog.getByText("请输入分组名称").waitFor();
    await groupDialog.getByLabel("分组名称").fill("美妆账号");
    await groupDialog.getByRole("radio", { name: "颜色 3" }).focus();
    await page.keyboard.press("Space");
    await groupDialog.getByRole("button", { name: "保存" }).click();
    const groupRow = page.getByRole("row", { name: /美妆账号/ });
    await groupRow.waitFor();

    await groupRow.getByRole("button", { name: "管理账号 美妆账号" }).click();
    const members = page.getByRole("dialog", { name: /管理账号：美妆账号/ });
    await members.getByText(/Demo Creator 2/).click();
    await members.getByText(/Demo Channel 1/).click();
    await members.getByText("已选 2 个账号").waitFor();
    await members.getByRole("button", { name: "保存" }).click();
    await members.waitFor({ state: "hidden" });
    await expect.poll(async () => (await groupRow.textContent()) ?? "").toMatch(/美妆账号.*2/);

    await page.goto(`${server.baseUrl}/CRM/accountManage/index`);
    await page.getByRole("button", { name: /解绑 Demo Creator 2/ }).click();
    await page.getByRole("alertdialog", { name: "解绑账号" }).getByRole("button", { name: "解绑" }).click();
    await page.getByText("账号已解绑").first().waitFor();
    await page.getByRole("row", { name: /Demo Creator 2/ }).waitFor({ state: "detached" });
    await page.getByRole("row", { name: /Demo Channel 1/ }).waitFor();
  });

  it("says why a link failed in the app's language, even in an English-speaking browser", async () => {
    // The app is in Chinese (its default); the browser asks for English, and the platform's redirect back carries only that.
    const englishBrowser = await browser.newPage({ locale: "en-US", viewport: { width: 1280, height: 900 } });
    try {
      await signInDemoOperator(englishBrowser, server.baseUrl);
      await englishBrowser.goto(`${server.baseUrl}/CRM/accountManage/index`);
      await startLink(englishBrowser, "TikTok", "浏览器授权");
      await englishBrowser.getByRole("heading", { name: /TikTok 沙箱授权/ }).waitFor();
      const toast = englishBrowser.getByText("授权已被拒绝").first().waitFor();
      await englishBrowser.getByRole("button", { name: /拒绝 \/ Deny/ }).click();
      await toast;
      await englishBrowser.getByText("账号授权失败").first().waitFor();
      expect(await englishBrowser.getByText("Authorisation was refused").count()).toBe(0);
    } finally {
      await englishBrowser.close();
    }
  });
});
