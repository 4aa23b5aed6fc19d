import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import type { TaskWithCounts } from "./publishing.data.ts";
import { publishRecordsWorkbook } from "./records-export.ts";

const at = new Date("2026-11-20T08:00:00Z");
const task = (counts: TaskWithCounts["counts"]) => ({ name: "任务", type: "PUBLISH_TIKTOK", title: "t", sendType: "accounts", intervalSeconds: 0, startAt: at, createdAt: at, operatedAt: at, timeZone: "UTC", counts }) as TaskWithCounts;

describe("publish records workbook", () => {
  it("reads a task with targets to verify and none failed as 需核实, as the records list does", () => {
    const book = XLSX.read(publishRecordsWorkbook([task({ total: 2, distributing: 0, succeeded: 1, failed: 0, unverified: 1, cancelled: 0 })], "zh-CN"), { type: "buffer" });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[1]).toContain("需核实");
    expect(rows[1]).not.toContain("分发成功");
  });
});
