// The publishing journeys' shared steps in Chromium: signing in and linking sandbox accounts as a person does.
import type { Browser, Page } from "playwright";
import type { StartedServer } from "../server-process.ts";
import { DEMO_OPERATOR } from "../../src/domains/identity/seed.ts";

/** Signs in as the demo operator in Chinese, past the upgrade prompt, landing on 视频发布. */
export async function signInDemoOperator(page: Page, baseUrl: string) {
  await signInOperator(page, baseUrl, DEMO_OPERATOR);
}

/** Signs in as a free-plan operator in Chinese, past the upgrade prompt, landing on 视频发布. */
export async function signInOperator(page: Page, baseUrl: string, operator: { email: string; password: string }) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("账号", { exact: true }).fill(operator.email);
  await page.getByLabel("密码", { exact: true }).fill(operator.password);
  await page.locator("label", { hasText: "我已阅读并同意" }).click({ position: { x: 6, y: 8 } });
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await page.getByRole("alertdialog", { name: "升级套餐" }).getByRole("button", { name: "暂不升级" }).click();
  await page.waitForURL(`${baseUrl}/CRM/dataSend/index`);
}

/** Starts 添加账号 → TikTok → 浏览器授权, landing on the sandbox's consent page. */
async function openTikTokConsent(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/CRM/accountManage/index`);
  await page.getByRole("button", { name: "添加账号" }).first().click();
  const dialog = page.getByRole("dialog", { name: "添加账号" });
  await dialog.getByText("TikTok", { exact: true }).click();
  await dialog.getByText("浏览器授权", { exact: true }).click();
  await dialog.getByRole("button", { name: "开始授权" }).click();
}

/** Links a built-in-sandbox TikTok creator through the browser consent page. */
export async function linkTikTok(page: Page, baseUrl: string, creator: string) {
  await openTikTokConsent(page, baseUrl);
  await page.getByLabel(new RegExp(creator)).check();
  await page.getByRole("button", { name: /授权 \/ Authorize/ }).click();
  await page.getByRole("row", { name: new RegExp(creator) }).waitFor();
}

/** Links a test creator made on the spot on the sandbox's consent page (the demo creators are three). */
export async function linkNewTikTok(page: Page, baseUrl: string, name: string) {
  await openTikTokConsent(page, baseUrl);
  await page.getByLabel("名称 / Name").fill(name);
  await page.getByRole("button", { name: "新建 / Create" }).click();
  await page.getByRole("radio", { name: new RegExp(name), checked: true }).waitFor();
  await page.getByRole("button", { name: /授权 \/ Authorize/ }).click();
  await page.getByRole("row", { name: new RegExp(name) }).waitFor();
}

/** Links the sandbox's first YouTube channel through the device (QR) flow on a second "phone" tab. */
export async function linkYouTube(page: Page, browser: Browser, baseUrl: string) {
  await page.goto(`${baseUrl}/CRM/accountManage/index`);
  await page.getByRole("button", { name: "添加账号" }).first().click();
  const dialog = page.getByRole("dialog", { name: "添加账号" });
  await dialog.getByText("YouTube", { exact: true }).click();
  await dialog.getByText("扫码授权", { exact: true }).click();
  await dialog.getByRole("button", { name: "开始授权" }).click();
  const verificationUrl = await dialog.getByRole("link", { name: /在新窗口中打开/ }).getAttribute("href");
  const userCode = (await dialog.getByText(/^[A-Z0-9]{3,5}-[A-Z0-9]{3,5}$/).textContent())?.trim();
  const phone = await browser.newPage({ locale: "zh-CN" });
  await phone.goto(verificationUrl!);
  await phone.getByLabel(/输入设备上显示的代码/).fill(userCode!);
  await phone.getByLabel(/Demo User 1/).check();
  await phone.getByRole("button", { name: /允许 \/ Allow/ }).click();
  await phone.getByRole("status").waitFor();
  await phone.close();
  await page.getByRole("row", { name: /Demo Channel 1/ }).waitFor({ timeout: 20_000 });
}

/** The sandbox's own test hook (loopback only): the next `count` publish inits of `creator` answer `error`. */
export async function planInitFailure(server: StartedServer, creator: string, error: string, count = 1) {
  const response = await fetch(`${server.baseUrl}/sandbox/_control/faults/planned`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ endpoint: "publish_init", creator, count, error, status: 403 }),
  });
  if (!response.ok) throw new Error(`planning a sandbox failure answered ${response.status}: ${await response.text()}`);
}
