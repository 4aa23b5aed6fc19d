import * as XLSX from "@e965/xlsx";
import { BULK_SCHEDULE_HEADERS, BULK_SCHEDULE_FIELDS, translate } from "@cdp/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformAccounts, publishItems, publishTasks } from "../../src/db/schema/index.ts";
import { publishItemJob } from "../../src/domains/publishing/publishing.jobs.ts";
import { newOperator, type Operator } from "../accounts/helpers.ts";
import { workbookWithFormula, zipBomb } from "../back-office/workbooks.ts";
import { link, nextCreator, startPublishingWorld, upload, videoBytes, type PublishingWorld } from "../publishing/helpers.ts";
import { sample } from "../storage/samples.ts";
import { testDrivers } from "../test-database.ts";
import { importSchedule, scheduleWorkbook, wallTime, type SheetRow } from "./helpers.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(testDrivers)("批量排期导入 on %s", (driver) => {
  let world: PublishingWorld;
  let operator: Operator;
  let other: Operator;
  let accounts: { id: number; name: string; platform: string }[];
  let otherAccount: { id: number; name: string };

  beforeAll(async () => {
    world = await startPublishingWorld(driver, {}, { PLAN_FREE_MAX_ACCOUNTS: "20" });
    const { runtime } = world;
    operator = await newOperator(runtime, "bulk");
    const ids = [];
    for (let index = 0; index < 5; index += 1) ids.push(await link(runtime, operator, "tiktok", nextCreator()));
    ids.push(await link(runtime, operator, "youtube", "google-demo-1"));
    const rows = await runtime.database.db.select({ id: platformAccounts.id, name: platformAccounts.name, platform: platformAccounts.platform }).from(platformAccounts).where(inArray(platformAccounts.id, ids));
    accounts = ids.map((id) => rows.find((row) => row.id === id)!);
    for (const [index, name] of ["a.mp4", "b.mp4", "c.mp4"].entries()) await upload(runtime, operator, name, videoBytes(60_000, index + 1));
    await upload(runtime, operator, "i1.jpg", sample.jpeg);
    await upload(runtime, operator, "i2.jpg", sample.jpeg);
    const group = (await operator.post("/api/v1/account-groups", { name: "达人组" })).json().data;
    await operator.post(`/api/v1/account-groups/${group.id}/members`, { accountIds: [ids[0], ids[1]] });

    other = await newOperator(runtime, "bulk-other");
    const otherId = await link(runtime, other, "tiktok", nextCreator());
    otherAccount = { id: otherId, name: (await runtime.database.db.select({ name: platformAccounts.name }).from(platformAccounts).where(eq(platformAccounts.id, otherId)))[0]!.name };
    await upload(runtime, other, "别人的视频.mp4", videoBytes(60_000, 9));
    await other.post("/api/v1/account-groups", { name: "别人的分组" });
  }, 120_000);
  afterAll(async () => world?.dispose());

  const itemsOf = async (who: Operator) =>
    world.runtime.database.db
      .select({ id: publishItems.id, accountId: publishItems.accountId, scheduledAt: publishItems.scheduledAt, kind: publishItems.kind, title: publishItems.title })
      .from(publishItems)
      .innerJoin(publishTasks, eq(publishTasks.id, publishItems.taskId))
      .where(inArray(publishItems.accountId, who === operator ? accounts.map((account) => account.id) : [otherAccount.id]));
  const jobsFor = async (itemIds: number[]) => {
    const { rows } = (await world.runtime.database.db.execute(
      sql`select (data->>'itemId')::bigint as id, start_after from pgboss.job where name = ${publishItemJob.name} and (data->>'itemId')::bigint = any(${sql.raw(`array[${itemIds.join(",") || "0"}]`)}::bigint[])`,
    )) as unknown as { rows: { id: string }[] };
    return rows;
  };
  /** A time `offsetMs` after the test clock's now, as written in `zone`, and the instant it names (to the minute). */
  const at = (offsetMs: number, zone: string) => {
    const instant = new Date(Math.ceil((world.clock.now().getTime() + offsetMs) / MINUTE) * MINUTE);
    return { text: wallTime(instant, zone), instant };
  };
  const videoRow = (account: { id: number; name: string }, when: string, extra: SheetRow = {}): SheetRow => ({
    account: String(account.id),
    media: "a.mp4",
    title: "批量标题",
    description: "批量描述",
    tags: "新品、优惠",
    privacy: "所有人",
    allowComment: "是",
    scheduledAt: when,
    ...extra,
  });

  it("downloads the template: the header row, and a sheet of instructions and allowed values", async () => {
    const response = await operator.get("/api/v1/publish/bulk/template");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    const book = XLSX.read(response.rawPayload, { type: "buffer" });
    expect(book.SheetNames).toEqual(["排期", "填写说明"]);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets["排期"]!, { header: 1 });
    expect(rows).toEqual([BULK_SCHEDULE_FIELDS.map((field) => BULK_SCHEDULE_HEADERS["zh-CN"][field])]);
    const help = XLSX.utils.sheet_to_json<string[]>(book.Sheets["填写说明"]!, { header: 1 }).flat().join(" ");
    expect(help).toContain("所有人、好友、仅自己可见");
    expect(help).toContain("Asia/Shanghai");
    const english = XLSX.read((await operator.in("en").get("/api/v1/publish/bulk/template")).rawPayload, { type: "buffer" });
    expect(XLSX.utils.sheet_to_json<string[]>(english.Sheets[english.SheetNames[0]!]!, { header: 1 })[0]).toContain("Publish time");
    expect((await world.runtime.app.inject({ method: "GET", url: "/api/v1/publish/bulk/template" })).statusCode).toBe(401);
  });

  it("creates 20 targets across 6 accounts in one go, each at its time with its job; a replayed Idempotency-Key creates nothing more", async () => {
    const zones = ["Asia/Shanghai", "UTC", "America/New_York", ""];
    const expected: { accountId: number; instant: Date }[] = [];
    const rows: SheetRow[] = [];
    for (let index = 0; index < 20; index += 1) {
      const account = accounts[index % 6]!;
      const zone = zones[index % zones.length]!;
      const time = at(DAY + index * 15 * MINUTE, zone || "Asia/Shanghai");
      const row = videoRow(index % 2 === 0 ? account : { ...account, id: Number.NaN }, time.text, { timeZone: zone, media: ["a.mp4", "b.mp4", "c.mp4"][index % 3]! });
      // Half the rows name the account, half its id.
      if (index % 2 === 1) row.account = account.name;
      if (index === 4) Object.assign(row, { media: "i1.jpg、i2.jpg", allowComment: "否" });
      rows.push(row);
      expected.push({ accountId: account.id, instant: time.instant });
    }
    const file = scheduleWorkbook(rows);
    // The calendar's month, read (and so cached) before the import, counts the new targets right after it.
    const month = `from=${world.clock.now().toISOString()}&to=${new Date(world.clock.now().getTime() + 40 * DAY).toISOString()}&timeZone=UTC`;
    const calendarTotal = async () => (await operator.get(`/api/v1/publish/calendar/summary?${month}`)).json().data.buckets.reduce((sum: number, bucket: { total: number }) => sum + bucket.total, 0);
    expect(await calendarTotal()).toBe(0);
    const response = await importSchedule(world.runtime, operator, "排期.XLSX", file, "zh-CN", { "idempotency-key": "bulk-good-20" });
    expect(response.json()).toMatchObject({ code: 0, msg: "导入成功：已创建20个发布任务，共20个发布目标", data: { hasError: false, errorSize: 0, errorMessages: [], tasks: 20, targets: 20 } });
    const items = await itemsOf(operator);
    expect(items).toHaveLength(20);
    expect(items.map((item) => `${item.accountId}@${item.scheduledAt.toISOString()}`).sort()).toEqual(expected.map((entry) => `${entry.accountId}@${entry.instant.toISOString()}`).sort());
    expect(items.filter((item) => item.kind === "photo")).toHaveLength(1);
    expect(await jobsFor(items.map((item) => item.id))).toHaveLength(20);
    // They are in 发布记录 at once.
    expect((await operator.get("/api/v1/publish/tasks?page=1&pageSize=50")).json().data.total).toBe(20);
    expect(await calendarTotal()).toBe(20);

    const replay = await importSchedule(world.runtime, operator, "排期.XLSX", file, "zh-CN", { "idempotency-key": "bulk-good-20" });
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json().data.tasks).toBe(20);
    expect(await itemsOf(operator)).toHaveLength(20);
    const otherFile = await importSchedule(world.runtime, operator, "排期.xlsx", scheduleWorkbook(rows.slice(0, 1)), "zh-CN", { "idempotency-key": "bulk-good-20" });
    expect(otherFile.statusCode).toBe(409);
  });

  it("expands a group to each of its accounts", async () => {
    const before = (await itemsOf(operator)).length;
    const time = at(3 * DAY, "Asia/Shanghai");
    const response = await importSchedule(world.runtime, operator, "group.xlsx", scheduleWorkbook([{ group: "达人组", media: "b.mp4", title: "分组发布", privacy: "好友", scheduledAt: time.text }]));
    expect(response.json()).toMatchObject({ code: 0, data: { tasks: 1, targets: 2 } });
    expect((await itemsOf(operator)).length).toBe(before + 2);
  });

  it("creates nothing when one row is wrong, and gives the row, field, value and reason in the caller's language", async () => {
    const before = (await itemsOf(operator)).length;
    const rows = Array.from({ length: 20 }, (_, index) => videoRow(accounts[index % 5]!, at(5 * DAY + index * MINUTE, "Asia/Shanghai").text));
    rows[7] = { ...rows[7]!, title: "" };
    const zh = (await importSchedule(world.runtime, operator, "bad.xlsx", scheduleWorkbook(rows))).json();
    expect(zh).toMatchObject({ code: 0, msg: "录入异常，请检查是否有错误或缺失的数据，修改后重新上传", data: { hasError: true, errorSize: 1, tasks: 0, targets: 0 } });
    expect(zh.data.errorMessages).toEqual([{ index: 9, fieldName: "标题", originValue: "", customMessage: "请输入标题" }]);
    const en = (await importSchedule(world.runtime, operator, "bad.xlsx", scheduleWorkbook(rows), "en")).json();
    expect(en.data.errorMessages).toEqual([{ index: 9, fieldName: "Title", originValue: "", customMessage: translate("en", "validation.publish.title.required") }]);
    expect((await itemsOf(operator)).length).toBe(before);
  });

  it("checks every cell as the form does: privacy, options, media, time, zone, platform rules and the account's later posts", async () => {
    const before = (await itemsOf(operator)).length;
    const soon = at(6 * DAY, "Asia/Shanghai").text;
    const youtube = accounts[5]!;
    const rows: SheetRow[] = [
      videoRow(accounts[0]!, soon, { privacy: "随便" }),
      videoRow(accounts[0]!, soon, { allowDuet: "也许" }),
      videoRow(accounts[0]!, soon, { media: "没有.mp4" }),
      videoRow(accounts[0]!, soon, { media: "a.mp4、b.mp4" }),
      videoRow(accounts[0]!, wallTime(new Date(world.clock.now().getTime() - DAY), "Asia/Shanghai")),
      videoRow(accounts[0]!, "明天早上"),
      videoRow(accounts[0]!, soon, { timeZone: "Mars/Base" }),
      videoRow(youtube, soon, { title: "<b>粗体</b>" }),
      videoRow(youtube, soon, { media: "i1.jpg" }),
      // The account already has a post the day after tomorrow and later: an earlier one would move.
      videoRow(accounts[1]!, at(DAY / 2, "Asia/Shanghai").text),
      { ...videoRow(accounts[0]!, soon), group: "达人组" },
    ];
    const result = (await importSchedule(world.runtime, operator, "cells.xlsx", scheduleWorkbook(rows))).json().data;
    const reasons = result.errorMessages.map((error: { index: number; fieldName: string; customMessage: string }) => `${error.index} ${error.fieldName} ${error.customMessage}`);
    expect(reasons).toEqual([
      "2 隐私 隐私须为：所有人、好友、仅自己可见",
      "3 允许合拍 请填写“是”或“否”",
      "4 素材 素材库中找不到“没有.mp4”",
      "5 素材 一行只能是一个视频，或者若干张图片",
      "6 发布时间 发布时间须晚于当前时间",
      "7 发布时间 发布时间格式有误，请按 2026-12-01 09:30 的格式填写",
      "8 时区 时区无效，请填写如 Asia/Shanghai 的时区名称",
      expect.stringMatching(/^9 标题 YouTube 标题/),
      "10 账号 YouTube 不支持图文发布，请只选择 TikTok 账号",
      "11 发布时间 该账号在此时间之后已有排期，发布时间须晚于该账号已排期的发布",
      "12 分组 请填写账号或分组（只填其一）",
    ]);
    expect(result.errorSize).toBe(11);
    expect((await itemsOf(operator)).length).toBe(before);
  });

  it("finds another operator's account, group or media nowhere", async () => {
    const before = (await itemsOf(other)).length;
    const soon = at(2 * DAY, "Asia/Shanghai").text;
    const rows: SheetRow[] = [
      videoRow(otherAccount, soon),
      { ...videoRow(accounts[0]!, soon), account: otherAccount.name },
      { ...videoRow(accounts[0]!, soon), account: "", group: "别人的分组" },
      videoRow(accounts[0]!, soon, { media: "别人的视频.mp4" }),
    ];
    const result = (await importSchedule(world.runtime, operator, "others.xlsx", scheduleWorkbook(rows))).json().data;
    expect(result.errorMessages.map((error: { index: number; customMessage: string }) => `${error.index} ${error.customMessage}`)).toEqual([
      "2 找不到该账号",
      "3 找不到该账号",
      "4 找不到该分组",
      "5 素材库中找不到“别人的视频.mp4”",
    ]);
    expect((await itemsOf(other)).length).toBe(before);
  });

  it("refuses a file that is not the template's, too long, not Excel, or hostile, and creates nothing", async () => {
    const before = (await itemsOf(operator)).length;
    const soon = at(8 * DAY, "Asia/Shanghai").text;
    const tooMany = Array.from({ length: 301 }, () => videoRow(accounts[0]!, soon));
    const over = await importSchedule(world.runtime, operator, "301.xlsx", scheduleWorkbook(tooMany));
    expect(over.json()).toMatchObject({ msg: "每次最多导入300行数据，请拆分后重新上传" });
    expect(over.json().code).not.toBe(0);

    const wrong = await importSchedule(world.runtime, operator, "wrong.xlsx", scheduleWorkbook([videoRow(accounts[0]!, soon)], { headers: ["邮箱", "手机号"] }));
    expect(wrong.json()).toMatchObject({ code: 3 });
    const empty = await importSchedule(world.runtime, operator, "empty.xlsx", scheduleWorkbook([]));
    expect(empty.json()).toMatchObject({ code: 3 });

    const csv = await importSchedule(world.runtime, operator, "rows.csv", Buffer.from("账号,素材\n1,a.mp4\n"));
    expect(csv.json()).toMatchObject({ msg: "文件格式有误，请检查后重新上传" });
    const renamed = await importSchedule(world.runtime, operator, "rows.xlsx", Buffer.from("账号,素材\n1,a.mp4\n"));
    expect(renamed.json()).toMatchObject({ msg: "文件格式有误，请检查后重新上传" });

    const formula = await importSchedule(world.runtime, operator, "formula.xlsx", workbookWithFormula());
    expect(formula.json()).toMatchObject({ msg: "导入文件不能包含公式，请改为纯文本后重新上传" });
    const bomb = await importSchedule(world.runtime, operator, "bomb.xlsx", zipBomb(64 * 1024 * 1024));
    expect(bomb.statusCode).toBe(413);
    const huge = await importSchedule(world.runtime, operator, "huge.xlsx", Buffer.alloc(3 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).not.toBe(0);

    const xls = await importSchedule(world.runtime, operator, "old.xls", scheduleWorkbook([videoRow(accounts[2]!, at(9 * DAY, "Asia/Shanghai").text)], { bookType: "biff8" }));
    expect(xls.json()).toMatchObject({ code: 0, data: { tasks: 1 } });
    expect((await itemsOf(operator)).length).toBe(before + 1);
    const noFile = await world.runtime.app.inject({ method: "POST", url: "/api/v1/publish/bulk/import", payload: "x", headers: { "content-type": "text/plain", authorization: `Bearer ${operator.token}` } });
    expect(noFile.statusCode).toBeLessThan(500);
  });
});

describe.each(testDrivers)("批量排期导入 within the plan's allowance on %s", (driver) => {
  let world: PublishingWorld;
  beforeAll(async () => {
    world = await startPublishingWorld(driver, {}, { PLAN_FREE_PUBLISHES_PER_DAY: "3" });
  }, 60_000);
  afterAll(async () => world?.dispose());

  it("refuses a whole file over the plan's remaining publishes, and creates nothing", async () => {
    const operator = await newOperator(world.runtime, "bulk-plan");
    const accountId = await link(world.runtime, operator, "tiktok", nextCreator());
    await upload(world.runtime, operator, "p.mp4", videoBytes(60_000, 3));
    const rows = Array.from({ length: 4 }, (_, index) => ({
      account: String(accountId),
      media: "p.mp4",
      title: `第${index}条`,
      privacy: "所有人",
      scheduledAt: wallTime(new Date(world.clock.now().getTime() + DAY + index * 10 * MINUTE), "Asia/Shanghai"),
    }));
    const response = await importSchedule(world.runtime, operator, "plan.xlsx", scheduleWorkbook(rows));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 4030, msg: "当前套餐额度已用完，请升级套餐" });
    const count = await world.runtime.database.db.$count(publishItems, and(eq(publishItems.accountId, accountId)));
    expect(count).toBe(0);
    const fits = await importSchedule(world.runtime, operator, "plan.xlsx", scheduleWorkbook(rows.slice(0, 3)));
    expect(fits.json()).toMatchObject({ code: 0, data: { targets: 3 } });
  });
});
