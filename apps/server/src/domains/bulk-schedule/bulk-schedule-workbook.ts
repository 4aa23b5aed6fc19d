import { xlsx } from "../../lazy-modules.ts";
import { BULK_SCHEDULE_FIELDS, BULK_SCHEDULE_HEADERS, BULK_SCHEDULE_MAX_ROWS, BULK_SCHEDULE_PRIVACY_WORDS, type BulkScheduleField, type Locale } from "@cdp/contracts";
import { AppError } from "../../http/app-error.ts";
import { readGuardedTable } from "../back-office/import-workbook.ts";

export type BulkRow = { index: number } & Record<BulkScheduleField, string>;

const EXAMPLES: Record<BulkScheduleField, string>[] = [
  {
    account: "示例账号",
    group: "",
    media: "示例视频.mp4",
    title: "新品上市",
    description: "周末限时优惠",
    tags: "新品、优惠",
    privacy: "所有人",
    allowComment: "是",
    allowDuet: "否",
    allowStitch: "否",
    scheduledAt: "2026-12-01 09:30",
    timeZone: "Asia/Shanghai",
  },
  {
    account: "",
    group: "示例分组",
    media: "图1.jpg、图2.jpg",
    title: "图文分享",
    description: "",
    tags: "",
    privacy: "好友",
    allowComment: "是",
    allowDuet: "",
    allowStitch: "",
    scheduledAt: "2026-12-01 20:00",
    timeZone: "",
  },
];

/** The second sheet: what each column takes (in Chinese, as the template's users write it). */
const INSTRUCTIONS: [string, string, string][] = [
  ["列", "是否必填", "填写说明"],
  ["账号", "账号、分组二选一", "已授权账号的名称、@用户名或账号ID"],
  ["分组", "账号、分组二选一", "账号分组名称：分组中的每个账号各发一条"],
  ["素材", "必填", "素材库中的文件名。一个视频：每个账号各发一条视频；多张图片用“、”或“;”隔开：TikTok 图文（1-35 张）"],
  ["标题", "必填", "最多 100 个字符（TikTok 图文最多 90 个字符；YouTube 不能包含 < 或 >）"],
  ["描述", "选填", "最多 2000 个字符"],
  ["标签", "选填", "话题标签，用“、”“,”或空格隔开，最多 30 个"],
  ["隐私", "必填", `${BULK_SCHEDULE_PRIVACY_WORDS.public[0]}、${BULK_SCHEDULE_PRIVACY_WORDS.friends[0]}、${BULK_SCHEDULE_PRIVACY_WORDS.private[0]}（须为该账号允许的可见范围；YouTube 的“好友”为不公开）`],
  ["允许评论", "选填", "是 / 否，默认是（账号在 TikTok 关闭了评论时须填“否”）"],
  ["允许合拍", "选填", "是 / 否，默认否（仅 TikTok 视频，须为账号允许）"],
  ["允许拼接", "选填", "是 / 否，默认否（仅 TikTok 视频）"],
  ["发布时间", "必填", "须晚于当前时间，格式 2026-12-01 09:30；同一账号的发布时间须晚于它已排期的发布"],
  ["时区", "选填", "IANA 时区名称，如 Asia/Shanghai、America/New_York，默认 Asia/Shanghai"],
  ["", "", ""],
  ["规则", "", `每次最多导入 ${BULK_SCHEDULE_MAX_ROWS} 行；所有行都正确才会创建任务，有错误时不会创建任何任务；仅支持 .xlsx、.xls 文件，不能包含公式`],
];

/**
 * The template: the header row alone on the first sheet (an example left in would be imported), and
 * a second sheet with what each column takes, the allowed values and two example rows.
 */
export function buildBulkTemplate(locale: Locale): Buffer {
  const XLSX = xlsx();
  const headers = BULK_SCHEDULE_FIELDS.map((field) => BULK_SCHEDULE_HEADERS[locale][field]);
  const sheet = XLSX.utils.aoa_to_sheet([headers]);
  sheet["!cols"] = BULK_SCHEDULE_FIELDS.map((field) => ({ wch: field === "description" || field === "media" ? 24 : 16 }));
  const examples = EXAMPLES.map((example) => BULK_SCHEDULE_FIELDS.map((field) => example[field]));
  const help = XLSX.utils.aoa_to_sheet([...INSTRUCTIONS, [], ["示例"], BULK_SCHEDULE_FIELDS.map((field) => BULK_SCHEDULE_HEADERS["zh-CN"][field]), ...examples]);
  help["!cols"] = [{ wch: 12 }, { wch: 16 }, { wch: 80 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, locale === "en" ? "schedule" : "排期");
  XLSX.utils.book_append_sheet(book, help, locale === "en" ? "instructions" : "填写说明");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

/**
 * The rows of an uploaded workbook, through the admin import's guards (format, size, zip bombs,
 * formulas, 300 rows). A first row that is not the template's header, or no row at all, is code 3.
 */
export function readBulkRows(fileName: string, bytes: Buffer): BulkRow[] {
  const [header, ...rows] = readGuardedTable(fileName, bytes);
  if (!header || !matchesTemplate(header) || rows.length === 0) throw new AppError("IMPORT_TEMPLATE_MISMATCH");
  return rows.map((row, position) => {
    const cells = Object.fromEntries(BULK_SCHEDULE_FIELDS.map((field, column) => [field, String(row[column] ?? "").trim()])) as Record<BulkScheduleField, string>;
    // The sheet's own row number: the header is row 1.
    return { index: position + 2, ...cells };
  });
}

function matchesTemplate(header: unknown[]): boolean {
  const cells = header.map((cell) => String(cell ?? "").trim());
  return Object.values(BULK_SCHEDULE_HEADERS).some(
    (names) => BULK_SCHEDULE_FIELDS.every((field, column) => cells[column] === names[field]) && cells.slice(BULK_SCHEDULE_FIELDS.length).every((cell) => cell === ""),
  );
}
