import type { Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ADMIN } from "../../src/domains/identity/seed.ts";
import { HEADERS, operatorRows, workbook } from "../back-office/workbooks.ts";
import type { StartedServer } from "../server-process.ts";
import { mp4 } from "../storage/samples.ts";
import { findOperatorRow, signInAdmin, uploadOperators } from "./back-office-steps.ts";
import { ANIMATIONS_DONE } from "./page-snippets.ts";
import { hasChromium, requireBrowser } from "./chromium.ts";
import { choose, sendAndOpenRecords, startJourney, type Journey } from "./journey.ts";
import { linkTikTok, planInitFailure } from "./publishing-steps.ts";

const CREATOR = "Demo Creator 1";
const REASON = "该账号的 TikTok App 版本过低，请升级后再试";
const TITLE = "受邀用户的第一条视频";
const screenshotDir = process.env.SCREENSHOT_DIR ?? null;

/** A company to pick in 选择企业 (企业管理 has its own journey): made through the admin API. */
async function createCompany(server: StartedServer, companyName: string) {
  const login = await fetch(`${server.baseUrl}/admin/api/v1/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ account: DEFAULT_ADMIN.email, password: DEFAULT_ADMIN.password }),
  });
  const token = ((await login.json()) as { data: { tokenValue: string } }).data.tokenValue;
  const created = await fetch(`${server.baseUrl}/admin/api/v1/company/add`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: token },
    body: JSON.stringify({ companyKey: `journey-${Date.now()}`, companyName }),
  });
  if (!created.ok) throw new Error(`creating a company answered ${created.status}: ${await created.text()}`);
}

/** The invitation link the dev outbox page shows for a recipient. */
async function invitationLinkFromOutbox(page: Page, baseUrl: string, email: string): Promise<string> {
  await page.goto(`${baseUrl}/dev/outbox`);
  const message = page.getByRole("article").filter({ hasText: email }).filter({ hasText: "邀请您设置登录密码" }).first();
  const link = (await message.locator("pre").textContent())?.match(/https?:\/\/\S+\/invite\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`the outbox holds no invitation for ${email}`);
  return link;
}

/** The /invite page in English, on a link cut short (its error state), in a throwaway context. */
async function screenshotCutOffLinkInEnglish(journey: Journey, url: string) {
  const context = await journey.browser.newContext({ locale: "en", viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("language_type", "en"));
  await page.goto(url);
  await page.getByRole("heading", { level: 1, name: "Set your password" }).waitFor();
  await page.screenshot({ path: `${screenshotDir}/invite-cut-off-en.png` });
  await context.close();
}

/** One video to the linked creator, sent from 视频发布. */
async function publishVideo(page: Page, server: StartedServer) {
  await page.goto(`${server.baseUrl}/CRM/dataSend/index`);
  await choose(page.getByRole("checkbox", { name: new RegExp(CREATOR) }));
  await page.locator("fieldset input[type=file]").setInputFiles([{ name: "first.mp4", mimeType: "video/mp4", buffer: mp4(8192) }]);
  await page.getByRole("table", { name: "视频分配" }).waitFor();
  await page.getByRole("textbox", { name: /^标题/ }).fill(TITLE);
  await choose(page.getByRole("radio", { name: "互关好友" }));
  await sendAndOpenRecords(page, server, "发布");
}

/**
 * Issue #15's journey across both apps: the administrator imports operators, groups one, sets a plan
 * and a company; that operator sets a password from the emailed invitation, links a sandbox TikTok
 * account and publishes; a planned sandbox fault fails the item, and the administrator retries it
 * from 任务管理 and sees it succeed.
 */
describe.runIf(hasChromium || requireBrowser)("the back-office journey across both apps in Chromium", () => {
  let journey: Journey;
  let server: StartedServer;
  let admin: Page;
  let operator: Page;
  const tag = `inv${Date.now().toString(36)}`;
  const email = `${tag}-0@example.com`;
  const companyName = `星河传媒${tag}`;
  const groupName = `华东组${tag}`;

  beforeAll(async () => {
    journey = await startJourney("back-office-journey");
    ({ server, page: admin } = journey);
    const context = await journey.browser.newContext({ locale: "zh-CN", viewport: { width: 1280, height: 900 } });
    operator = await context.newPage();
    await createCompany(server, companyName);
    await signInAdmin(admin, server.baseUrl);
  }, 60_000);

  afterAll(async () => {
    await journey?.stop();
  });

  it("imports operators, groups one, sets its plan and picks its company with 选择企业", async () => {
    await uploadOperators(admin, workbook([HEADERS, ...operatorRows(2, tag)]));
    await admin.getByText("上传成功").first().waitFor();
    await admin.keyboard.press("Escape");

    await admin.goto(`${server.baseUrl}/admin/user-groups`);
    await admin.getByRole("button", { name: "新建用户组" }).click();
    await admin.getByLabel("用户组名称").fill(groupName);
    await admin.getByRole("button", { name: "保存" }).click();
    await admin.getByRole("button", { name: `成员 ${groupName}` }).click();
    const members = admin.getByRole("dialog", { name: `${groupName} 的成员` });
    await members.getByRole("tab", { name: "添加成员" }).click();
    await members.getByRole("button", { name: `加入 ${email}` }).click();
    await members.getByRole("tab", { name: "组成员" }).click();
    await members.getByRole("button", { name: `移出 ${email}` }).waitFor();
    await admin.keyboard.press("Escape");

    await admin.goto(`${server.baseUrl}/admin/users`);
    await findOperatorRow(admin, tag, email);
    await admin.getByRole("button", { name: `更多操作 ${email}` }).click();
    await admin.getByRole("menuitem", { name: "设置套餐" }).click();
    const plan = admin.getByRole("dialog", { name: `设置套餐：${email}` });
    await plan.getByRole("combobox", { name: "套餐" }).selectOption("pro");
    await plan.getByRole("button", { name: "保存" }).click();
    await plan.waitFor({ state: "hidden" });

    await admin.getByRole("button", { name: `编辑资料 ${email}` }).click();
    const profile = admin.getByRole("dialog", { name: "编辑资料" });
    await profile.getByRole("button", { name: "选择企业" }).click();
    const chooser = admin.getByRole("dialog", { name: "选择企业" });
    await chooser.getByText(companyName, { exact: true }).click();
    await chooser.getByRole("button", { name: "选择" }).click();
    await profile.getByRole("button", { name: companyName }).waitFor();
    await profile.getByRole("button", { name: "保存" }).click();
    await profile.waitFor({ state: "hidden" });

    const row = admin.getByRole("row", { name: new RegExp(email) });
    for (const text of [companyName, groupName, "专业版"]) await row.getByText(text).first().waitFor();
  }, 60_000);

  it("the operator sets a password from the invitation, links TikTok and publishes; the item fails", async () => {
    const link = await invitationLinkFromOutbox(operator, server.baseUrl, email);
    await operator.goto(link.replace(/^https?:\/\/[^/]+/, server.baseUrl));
    await operator.getByRole("heading", { level: 1, name: "设置密码" }).waitFor();
    if (screenshotDir) {
      await operator.screenshot({ path: `${screenshotDir}/invite-zh.png` });
      await screenshotCutOffLinkInEnglish(journey, `${server.baseUrl}/invite?token=cut-off`);
    }
    await operator.getByLabel("新密码").fill("Chosen123");
    await operator.getByRole("button", { name: "设置密码并登录" }).click();
    await operator.waitForURL(/\/CRM\//);
    await operator.getByText("登录成功!").first().waitFor();

    await linkTikTok(operator, server.baseUrl, CREATOR);
    await planInitFailure(server, "demo.creator.one", "app_version_check_failed");
    await publishVideo(operator, server);
    const card = operator.getByRole("article").filter({ hasText: TITLE });
    await card.getByText("1 失败", { exact: true }).waitFor({ timeout: 60_000 });
  }, 120_000);

  it("the administrator sees the failed item and its reason in 任务管理, retries it and sees it succeed", async () => {
    await admin.goto(`${server.baseUrl}/admin/tasks`);
    await admin.getByRole("textbox", { name: "所属用户" }).fill(email);
    await admin.keyboard.press("Enter");
    const card = admin.getByRole("article").filter({ hasText: email });
    await card.getByText("1 失败", { exact: true }).waitFor();
    await card.getByRole("button", { name: "查看明细" }).click();
    await card.getByRole("row").filter({ hasText: CREATOR }).getByText(REASON).waitFor();
    if (screenshotDir) {
      await admin.waitForFunction(ANIMATIONS_DONE);
      await admin.screenshot({ path: `${screenshotDir}/tasks-failed-zh.png` });
    }

    await card.getByRole("button", { name: "重发任务" }).click();
    await admin.getByRole("alertdialog", { name: "重发任务" }).getByRole("button", { name: "重发", exact: true }).click();
    await admin.getByText("已重新发布 1 个失败的目标").waitFor();
    // 任务管理 does not poll: the administrator looks again until the resend is done.
    await expect
      .poll(
        async () => {
          await admin.reload();
          // The page's code loads after the document (a chunk per route): count once the task shows.
          const task = admin.getByRole("article").filter({ hasText: email });
          await task.waitFor();
          return task.getByText("1 成功", { exact: true }).count();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(1);
    await admin.getByRole("article").filter({ hasText: email }).getByText("0 失败", { exact: true }).waitFor();
  }, 120_000);
});
