// The back-office journeys' shared steps in Chromium: signing in as the administrator and importing operators.
import type { Page } from "playwright";
import { DEFAULT_ADMIN } from "../../src/domains/identity/seed.ts";

/** Signs in as the seeded administrator, landing on 用户管理. */
export async function signInAdmin(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel("邮箱", { exact: true }).fill(DEFAULT_ADMIN.email);
  await page.getByLabel("密码", { exact: true }).fill(DEFAULT_ADMIN.password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await page.waitForURL(`${baseUrl}/admin/users`);
}

/** Uploads a workbook through 批量导入 on 用户管理; the dialog stays open on whatever it answers. */
export async function uploadOperators(page: Page, workbook: Buffer) {
  await page.getByRole("button", { name: "批量导入" }).click();
  await page.getByRole("dialog").locator("input[type=file]").setInputFiles({ name: "operators.xlsx", mimeType: "application/octet-stream", buffer: workbook });
}

/** Narrows 用户管理 to a keyword and waits for an operator's row. */
export async function findOperatorRow(page: Page, keyword: string, email: string) {
  await page.getByRole("textbox", { name: "关键词" }).fill(keyword);
  await page.getByRole("button", { name: "查询" }).click();
  const row = page.getByRole("row", { name: new RegExp(email) });
  await row.waitFor();
  return row;
}
