import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StartedServer } from "../server-process.ts";
import { HEADERS, operatorRows, workbook } from "../back-office/workbooks.ts";
import { hasChromium, requireBrowser } from "./chromium.ts";
import { findOperatorRow, signInAdmin, uploadOperators } from "./back-office-steps.ts";
import { ANIMATIONS_DONE } from "./page-snippets.ts";
import { startJourney, type Journey } from "./journey.ts";

/** Where the screenshots of the back-office go (SCREENSHOT_DIR, else the OS temp folder). */
const screenshotDir = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? "/tmp", "cdp-back-office-screens");

describe.runIf(hasChromium || requireBrowser)("the back-office in Chromium", () => {
  let journey: Journey;
  let server: StartedServer;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    journey = await startJourney("back-office");
    ({ server, page } = journey);
    await signInAdmin(page, server.baseUrl);
  });

  afterAll(async () => {
    await journey?.stop();
  });

  it("imports operators: first the error table, then the fixed file", async () => {
    const tag = `e2e${Date.now().toString(36)}`;
    const rows = operatorRows(3, tag);
    const fixedRows = rows.map((row) => [...row]);
    rows[1]![0] = "not-an-email";
    await uploadOperators(page, workbook([HEADERS, ...rows]));
    const dialog = page.getByRole("dialog");
    await dialog.getByText("请输入正确的邮箱地址").waitFor();
    await page.waitForFunction(ANIMATIONS_DONE);
    await page.screenshot({ path: path.join(screenshotDir, "import-errors-zh.png") });
    expect(await dialog.getByText("not-an-email").count()).toBeGreaterThan(0);
    await page.keyboard.press("Escape");

    await uploadOperators(page, workbook([HEADERS, ...fixedRows]));
    await page.getByText("上传成功").first().waitFor();
    await page.keyboard.press("Escape");
    await findOperatorRow(page, tag, `${tag}-0@example.com`);
    await page.screenshot({ path: path.join(screenshotDir, "users-zh.png") });
  });

  it("shows 用户管理 and 用户组 in English", async () => {
    await page.evaluate(() => localStorage.setItem("language_type", "en"));
    await page.goto(`${server.baseUrl}/admin/users`);
    await page.getByRole("button", { name: "Bulk import" }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, "users-en.png") });
    await page.goto(`${server.baseUrl}/admin/user-groups`);
    await page.getByRole("button", { name: "New user group" }).click();
    await page.getByLabel("Group name").fill("East");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("button", { name: "Members of East" }).click();
    await page.getByRole("dialog", { name: "Members of East" }).getByRole("textbox", { name: "Search users" }).waitFor();
    // The dialog's opening animation, finished before the picture.
    await page.waitForFunction(ANIMATIONS_DONE);
    await page.screenshot({ path: path.join(screenshotDir, "groups-members-en.png") });
  });
});
