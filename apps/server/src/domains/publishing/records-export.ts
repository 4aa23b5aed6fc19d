import { PUBLISH_STATUS_LABELS, PUBLISH_TASK_TYPE_LABELS, type Locale } from "@cdp/contracts";
import { xlsx } from "../../lazy-modules.ts";
import type { TaskWithCounts } from "./publishing.data.ts";

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** The most tasks one export holds (newest first). */
export const EXPORT_MAX_ROWS = 5000;

type Owner = { email: string; nickname: string };
const OWNER_HEADER: Record<Locale, string> = { "zh-CN": "所属用户", en: "Owner" };

const HEADERS: Record<Locale, string[]> = {
  "zh-CN": ["任务名称", "任务类型", "标题", "发送方式", "发布间隔（秒）", "状态", "目标数", "成功", "失败", "开始时间", "创建时间", "操作时间"],
  en: ["Task name", "Type", "Title", "Send type", "Interval (s)", "Status", "Targets", "Succeeded", "Failed", "Start time", "Create time", "Operate time"],
};
const SEND_TYPES: Record<Locale, Record<TaskWithCounts["sendType"], string>> = {
  "zh-CN": { group: "按分组", accounts: "按账号" },
  en: { group: "By group", accounts: "By account" },
};

/**
 * Publish records as an .xlsx workbook (one row per task), in the request's language; times in the
 * task's time zone. The back-office's export starts each row with the task's owner.
 */
export function publishRecordsWorkbook(rows: (TaskWithCounts & { owner?: Owner })[], locale: Locale, options: { withOwner?: boolean } = {}): Buffer {
  const XLSX = xlsx();
  const ownerCells = (owner: Owner | undefined) => (options.withOwner ? [owner ? ownerName(owner) : ""] : []);
  const time = (value: Date, timeZone: string) =>
    new Intl.DateTimeFormat("sv-SE", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" }).format(value);
  const data = rows.map((row) => {
    // As the records list: a task with targets to verify and none failed reads 需核实, never 分发成功.
    const status = row.counts.distributing > 0 ? 0 : row.counts.failed > 0 ? 2 : row.counts.unverified > 0 ? 3 : 1;
    return [
      ...ownerCells(row.owner),
      row.name,
      PUBLISH_TASK_TYPE_LABELS[row.type][locale],
      row.title,
      SEND_TYPES[locale][row.sendType],
      row.intervalSeconds,
      PUBLISH_STATUS_LABELS[status][locale],
      row.counts.total,
      row.counts.succeeded,
      row.counts.failed,
      time(row.startAt, row.timeZone),
      time(row.createdAt, row.timeZone),
      time(row.operatedAt, row.timeZone),
    ];
  });
  const headers = options.withOwner ? [OWNER_HEADER[locale], ...HEADERS[locale]] : HEADERS[locale];
  const sheet = XLSX.utils.aoa_to_sheet([headers, ...data]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, locale === "en" ? "Publish records" : "发布记录");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

const ownerName = (owner: Owner) => (owner.nickname ? `${owner.nickname} <${owner.email}>` : owner.email);
