import * as XLSX from "@e965/xlsx";
import { BULK_SCHEDULE_FIELDS, BULK_SCHEDULE_HEADERS, type BulkScheduleField } from "@cdp/contracts";
import type { Operator } from "../accounts/helpers.ts";
import { multipart } from "../back-office/workbooks.ts";
import type { TestRuntime } from "../test-runtime.ts";

export const ZH_HEADERS = BULK_SCHEDULE_FIELDS.map((field) => BULK_SCHEDULE_HEADERS["zh-CN"][field]);
export type SheetRow = Partial<Record<BulkScheduleField, string>>;

/** A bulk-scheduling workbook (built with the server's xlsx library) of these rows under the template's header. */
export function scheduleWorkbook(rows: SheetRow[], options: { headers?: string[]; bookType?: "xlsx" | "biff8" } = {}): Buffer {
  const table = [options.headers ?? ZH_HEADERS, ...rows.map((row) => BULK_SCHEDULE_FIELDS.map((field) => row[field] ?? ""))];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(table), "排期");
  return XLSX.write(book, { type: "buffer", bookType: options.bookType ?? "xlsx", compression: true }) as Buffer;
}

/** POST /api/v1/publish/bulk/import as the operator, the file as multipart `file`. */
export function importSchedule(runtime: TestRuntime, operator: Operator, fileName: string, bytes: Buffer, language: "zh-CN" | "en" = "zh-CN", extraHeaders: Record<string, string> = {}) {
  const { payload, headers } = multipart(fileName, bytes);
  return runtime.app.inject({ method: "POST", url: "/api/v1/publish/bulk/import", payload, headers: { ...headers, authorization: `Bearer ${operator.token}`, language_type: language, ...extraHeaders } });
}

/** `yyyy-MM-dd HH:mm` of the instant in the zone (how an operator writes 发布时间). */
export function wallTime(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}`;
}
