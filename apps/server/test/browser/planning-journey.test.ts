import * as XLSX from "@e965/xlsx";
import type { Page } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StartedServer } from "../server-process.ts";
import { mp4 } from "../storage/samples.ts";
import { hasChromium, requireBrowser } from "./chromium.ts";
import { shootAtRest, startJourney, type Journey } from "./journey.ts";
import { moveServerClock, runScheduledJob } from "./plan-steps.ts";
import { linkNewTikTok, linkTikTok, linkYouTube, signInDemoOperator } from "./publishing-steps.ts";

const MEDIA_NAME = "排期素材.mp4";
const TEST_CREATORS = ["排期测试号甲", "排期测试号乙"];
const ROWS = 20;

/** The operator's accounts as the server lists them, read with the page's own session. */
async function accountIds(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const response = await fetch("/api/v1/accounts?pageNum=1&pageSize=50", { headers: { authorization: `Bearer ${localStorage.getItem("tokenValue")}` } });
    const body = (await response.json()) as { data: { list: { id: number }[] } };
    return body.data.list.map((account) => account.id);
  });
}

type Wall = { day: string; time: string };
/** A moment as the wall clock of `timeZone` shows it: `2026-12-01` and `09:30`. */
function wallOf(at: number, timeZone: string): Wall {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** How the month grid names a day (`11月30日星期一`, `Monday, November 30`). */
const dayName = (day: string, locale: string) => new Intl.DateTimeFormat(locale, { month: "long", day: "numeric", weekday: "long", timeZone: "UTC" }).format(Date.parse(`${day}T00:00:00Z`));
/** A day cell's accessible name starts with its day; "December 2" must not also match "December 23". */
const dayCellName = (day: string, locale: string) => new RegExp(`^${dayName(day, locale)}(?!\\d)`);

/**
 * How far ahead the six soon rows are: the first test sees them waiting however slow the machine is,
 * and the second moves the server's clock past them rather than waiting.
 */
const SOON_AFTER_MS = 10 * 60_000;

/**
 * The plan: six rows (one per account) about ten minutes away, fourteen more over the three days after
 * tomorrow, every account's times rising down the sheet as the import requires.
 */
function planWorkbook(accounts: number[], timeZone: string, now: number) {
  const soonAt = Math.ceil((now + SOON_AFTER_MS) / 60_000) * 60_000;
  const soon = wallOf(soonAt, timeZone);
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const account = accounts[index % accounts.length]!;
    const when = index < accounts.length ? soon : { day: addDays(soon.day, 2 + Math.floor((index - accounts.length) / accounts.length)), time: `${10 + (index % accounts.length)}:00` };
    return { account, title: `排期 ${index + 1}`, ...when };
  });
  const header = ["账号", "分组", "素材", "标题", "描述", "标签", "隐私", "允许评论", "允许合拍", "允许拼接", "发布时间", "时区"];
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows.map((row) => [String(row.account), "", MEDIA_NAME, row.title, "日历旅程", "排期", "好友", "否", "", "", `${row.day} ${row.time}`, timeZone])]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "排期");
  return { rows, soonAt, soonDay: soon.day, buffer: XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer };
}

/**
 * Planning the week in Chromium against the built server and its sandbox: a workbook of 20 rows over
 * six linked accounts imported on 发布日历, every row on the calendar at once, one dragged to tomorrow
 * (and another in English), and the six that were due watched until they succeed.
 */
describe.runIf(hasChromium || requireBrowser)("planning the week on 发布日历 in Chromium", () => {
  let journey: Journey;
  let server: StartedServer;
  let page: Page;
  let plan: ReturnType<typeof planWorkbook>;

  beforeAll(async () => {
    journey = await startJourney("planning", { PLAN_FREE_MAX_ACCOUNTS: "10", PLAN_FREE_PUBLISHES_PER_DAY: "100" });
    ({ server, page } = journey);
    await signInDemoOperator(page, server.baseUrl);
    for (const creator of ["Demo Creator 1", "Demo Creator 2", "Demo Creator 3"]) await linkTikTok(page, server.baseUrl, creator);
    for (const creator of TEST_CREATORS) await linkNewTikTok(page, server.baseUrl, creator);
    await linkYouTube(page, journey.browser, server.baseUrl);
  }, 180_000);

  afterAll(async () => {
    await journey?.stop();
  });

  /**
   * The month grid's cell of a day, from the month of today (the next month's grid when the day is
   * past this one). Tomorrow and the day after share a grid unless the month ends on the last day of
   * a week between them, a day a drag could not cross anyway.
   */
  async function dayCell(day: string, locale: "zh-CN" | "en") {
    await page.getByRole("button", { name: locale === "en" ? "Today" : "今天", exact: true }).click();
    const cell = page.getByRole("gridcell", { name: dayCellName(day, locale) });
    await page.getByRole("gridcell").first().waitFor();
    if ((await cell.count()) === 0) await page.getByRole("button", { name: locale === "en" ? "Next month" : "下个月" }).click();
    await cell.waitFor();
    return cell;
  }

  /** Drags the waiting event named `chipName` from its day to tomorrow's cell, in one grid. */
  async function dragToTomorrow(from: string, chipName: RegExp, locale: "zh-CN" | "en") {
    const tomorrow = await dayCell(addDays(plan.soonDay, 1), locale);
    const source = page.getByRole("gridcell", { name: dayCellName(from, locale) });
    await source.getByRole("button", { name: chipName }).dragTo(tomorrow);
    await tomorrow.getByRole("button", { name: chipName }).waitFor();
    return tomorrow;
  }

  it("imports 20 rows over six accounts, shows every one on the calendar and moves one to tomorrow by dragging", async () => {
    await page.goto(`${server.baseUrl}/CRM/dataSend/media`);
    await page.locator("input[type=file]").first().setInputFiles({ name: MEDIA_NAME, mimeType: "video/mp4", buffer: mp4(8192) });
    await page.getByText(MEDIA_NAME).first().waitFor({ timeout: 30_000 });

    const accounts = await accountIds(page);
    expect(accounts).toHaveLength(6);
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    plan = planWorkbook(accounts, timeZone, Date.now());

    await page.getByRole("link", { name: "发布日历" }).click();
    await page.getByRole("heading", { level: 1, name: "发布日历" }).waitFor();
    await page.getByText("过去 90 天还没有有数据的作品，至少需要 10 条", { exact: false }).waitFor();
    await page.getByText(`时区：${timeZone}`, { exact: false }).first().waitFor();
    await page.getByRole("button", { name: "批量排期导入" }).click();
    const dialog = page.getByRole("dialog", { name: "批量排期导入" });
    await dialog.getByLabel("点击或将文件拖拽到这里上传").and(page.locator("input")).setInputFiles({ name: "一周排期.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: plan.buffer });
    await page.getByText(`已创建 ${ROWS} 个发布任务，共 ${ROWS} 个发布目标`).waitFor({ timeout: 30_000 });
    await dialog.getByRole("button", { name: "完成" }).click();

    // Every row on its day: the six due ones together, six a day from the day after tomorrow, two on the last.
    for (const [offset, count] of [[0, 6], [2, 6], [3, 6], [4, 2]] as const) {
      const cell = await dayCell(addDays(plan.soonDay, offset), "zh-CN");
      await expect.poll(() => cell.getAttribute("aria-label"), { timeout: 20_000 }).toMatch(new RegExp(`，${count} 个发布：等待发布 ${count}`));
    }
    await dayCell(plan.soonDay, "zh-CN");
    await shootAtRest(page, "planning-imported-zh");

    const moved = plan.rows[6]!;
    await dragToTomorrow(moved.day, new RegExp(`^${moved.time} .*${moved.title}，等待发布`), "zh-CN");
    await page.getByText(`已改期：${moved.title}`).waitFor();
    // The server holds the move: a fresh load shows it on tomorrow and one fewer on its old day.
    await page.reload();
    await expect.poll(async () => (await dayCell(addDays(plan.soonDay, 1), "zh-CN")).getAttribute("aria-label"), { timeout: 20_000 }).toMatch(/，1 个发布/);
    await expect.poll(async () => (await dayCell(moved.day, "zh-CN")).getAttribute("aria-label")).toMatch(/，5 个发布/);
  }, 180_000);

  it("reads in English, moves a second one to tomorrow and watches the six due ones succeed", async () => {
    await page.goto(`${server.baseUrl}/CRM/dataSend/calendar`);
    await page.getByText("English", { exact: true }).first().click();
    await page.getByRole("heading", { level: 1, name: "Publishing calendar" }).waitFor();
    // No history yet: the best-time hint says why, in English too.
    await page.getByText("No posts with figures in the last 90 days yet; at least 10 are needed.", { exact: false }).waitFor();

    const moved = plan.rows[7]!;
    const tomorrow = await dragToTomorrow(moved.day, new RegExp(`^${moved.time} .*${moved.title}, Waiting`), "en");
    await expect.poll(() => tomorrow.getAttribute("aria-label"), { timeout: 20_000 }).toMatch(/, 2 posts: Waiting 2/);

    // The six soon ones fall due: the server's clock moves past them and the sweeper's grace (the queue
    // starts jobs by the real clock), and the sweep sends them on, as it does any due item with no job.
    await moveServerClock(server.baseUrl, plan.soonAt - Date.now() + 90_000);
    await runScheduledJob(server.baseUrl, "publishing.sweep");
    const due = await dayCell(plan.soonDay, "en");
    await expect.poll(() => due.getAttribute("aria-label"), { timeout: 240_000, interval: 2_000 }).toMatch(/6 posts: Succeeded 6/);
    await shootAtRest(page, "planning-succeeded-en");
  }, 300_000);
});
