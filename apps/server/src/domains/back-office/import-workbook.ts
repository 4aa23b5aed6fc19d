import type * as XLSXTypes from "@e965/xlsx";
import { xlsx } from "../../lazy-modules.ts";
import type { Locale } from "@cdp/contracts";
import { AppError } from "../../http/app-error.ts";
import { zipExpandsWithin } from "./zip-limits.ts";

/** Spec §5: at most 300 data rows per import. */
export const IMPORT_MAX_ROWS = 300;
/** A 300-row template is a few dozen KB; anything near this is not one. */
export const IMPORT_MAX_FILE_BYTES = 2 * 1024 * 1024;
/** What an `.xlsx` may expand to once unzipped. */
export const IMPORT_MAX_EXPANDED_BYTES = 20 * 1024 * 1024;

export const IMPORT_FIELDS = ["email", "mobile", "nickname", "company", "group", "plan"] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportRow = { index: number } & Record<ImportField, string>;

export const TEMPLATE_HEADERS: Record<Locale, Record<ImportField, string>> = {
  "zh-CN": { email: "邮箱", mobile: "手机号", nickname: "昵称", company: "企业", group: "用户组", plan: "套餐" },
  en: { email: "Email", mobile: "Mobile", nickname: "Nickname", company: "Company", group: "User group", plan: "Plan" },
};
const EXAMPLE_ROW: Record<ImportField, string> = {
  email: "example@example.com",
  mobile: "13800000000",
  nickname: "示例用户",
  company: "",
  group: "",
  plan: "free",
};

const refuse = (messageKey: "backOffice.import.badFile" | "backOffice.import.tooManyRows" | "backOffice.import.formula" | "backOffice.import.tooLarge") =>
  new AppError(messageKey === "backOffice.import.tooLarge" ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST", { messageKey, params: { max: IMPORT_MAX_ROWS } });

/** The template the admin downloads: the header row and one example row, as `.xlsx`. */
export function buildTemplate(locale: Locale): Buffer {
  const XLSX = xlsx();
  const headers = IMPORT_FIELDS.map((field) => TEMPLATE_HEADERS[locale][field]);
  const sheet = XLSX.utils.aoa_to_sheet([headers, IMPORT_FIELDS.map((field) => EXAMPLE_ROW[field])]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "users");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

const isXlsx = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
const isXls = (bytes: Buffer) => bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));

/**
 * Reads the first sheet of an uploaded workbook as a table of text cells (header row first) with
 * every limit applied before and while parsing: the size, the bytes being really `.xlsx` / `.xls`
 * (not a renamed CSV), the unzipped size (zip bombs), the row count (SheetJS stops reading past it)
 * and no formulas. Bulk scheduling reads its workbooks through it too.
 */
export function readGuardedTable(fileName: string, bytes: Buffer): unknown[][] {
  const extension = fileName.toLowerCase().split(".").pop();
  if (extension !== "xlsx" && extension !== "xls") throw refuse("backOffice.import.badFile");
  if (bytes.length > IMPORT_MAX_FILE_BYTES) throw refuse("backOffice.import.tooLarge");
  if (isXlsx(bytes)) {
    if (!zipExpandsWithin(bytes, IMPORT_MAX_EXPANDED_BYTES)) throw refuse("backOffice.import.tooLarge");
  } else if (!isXls(bytes)) {
    throw refuse("backOffice.import.badFile");
  }
  const XLSX = xlsx();
  let book: XLSXTypes.WorkBook;
  try {
    // Header + the allowed rows + one more, to tell "too many" without reading 100,000 rows.
    book = XLSX.read(bytes, { type: "buffer", sheetRows: IMPORT_MAX_ROWS + 2, cellFormula: true, cellHTML: false, cellDates: false, dense: true });
  } catch {
    throw refuse("backOffice.import.badFile");
  }
  const sheetName = book.SheetNames[0];
  const sheet = sheetName ? book.Sheets[sheetName] : undefined;
  if (!sheet) throw new AppError("IMPORT_TEMPLATE_MISMATCH");
  const full = sheet["!fullref"] ?? sheet["!ref"];
  if (full && XLSX.utils.decode_range(full).e.r > IMPORT_MAX_ROWS) throw refuse("backOffice.import.tooManyRows");
  const dense = (sheet as unknown as { "!data"?: ({ f?: string } | undefined)[][] })["!data"] ?? [];
  if (dense.some((row) => row?.some((cell) => cell?.f !== undefined))) throw refuse("backOffice.import.formula");
  const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: "", raw: false, blankrows: false });
  if (table.length - 1 > IMPORT_MAX_ROWS) throw refuse("backOffice.import.tooManyRows");
  return table;
}

/** The operator rows of an uploaded workbook (`readGuardedTable`); a first row that is not the template's header is code 3. */
export function readImportRows(fileName: string, bytes: Buffer): ImportRow[] {
  const [header, ...rows] = readGuardedTable(fileName, bytes);
  if (!header || !matchesTemplate(header)) throw new AppError("IMPORT_TEMPLATE_MISMATCH");
  return rows.map((row, position) => {
    const cells = Object.fromEntries(IMPORT_FIELDS.map((field, column) => [field, String(row[column] ?? "").trim()])) as Record<ImportField, string>;
    // The sheet's own row number: the header is row 1.
    return { index: position + 2, ...cells };
  });
}

function matchesTemplate(header: unknown[]): boolean {
  const cells = header.map((cell) => String(cell ?? "").trim());
  return Object.values(TEMPLATE_HEADERS).some((names) => IMPORT_FIELDS.every((field, column) => cells[column] === names[field]) && cells.slice(IMPORT_FIELDS.length).every((cell) => cell === ""));
}
