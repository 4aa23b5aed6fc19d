import { describe, expect, it } from "vitest";
import { importOutcome, isExcelFile } from "./import-outcome";

const row = (index: number) => ({ index, fieldName: "邮箱", originValue: "abc", customMessage: "邮箱格式不正确" });

describe("isExcelFile", () => {
  it("takes .xlsx and .xls in any case, nothing else", () => {
    expect(["a.xlsx", "b.XLS", "c.Xlsx"].map(isExcelFile)).toEqual([true, true, true]);
    expect(["a.csv", "b.xlsm", "xlsx", "c.xlsx.pdf", "d."].map(isExcelFile)).toEqual([false, false, false, false, false]);
  });
});

describe("importOutcome", () => {
  it("code 3 is the wrong template", () => {
    expect(importOutcome({ code: 3, message: "模板不符" }, 1)).toEqual({ kind: "template-mismatch" });
  });

  it("another failure code carries the server's message", () => {
    expect(importOutcome({ code: 0, message: "导入数据超过 300 条" }, 1)).toEqual({ kind: "rejected", message: "导入数据超过 300 条" });
  });

  it("rows with errors come with their count", () => {
    const data = { hasError: true, errorSize: 2, errorMessages: [row(3), row(3), row(7)] };
    expect(importOutcome({ code: 1, message: "", data }, 1)).toEqual({ kind: "rows-invalid", errorSize: 2, rows: data.errorMessages });
  });

  it("counts the distinct rows when the server gives no count", () => {
    const data = { hasError: true, errorSize: 0, errorMessages: [row(3), row(3), row(7)] };
    expect(importOutcome({ code: 1, message: "", data }, 1)).toMatchObject({ errorSize: 2 });
  });

  it("the success code without errors is a success, with any success code", () => {
    expect(importOutcome({ code: 1, message: "ok", data: { hasError: false, errorSize: 0, errorMessages: [] } }, 1)).toEqual({ kind: "imported" });
    expect(importOutcome({ code: 0, message: "ok" }, 0)).toEqual({ kind: "imported" });
  });
});
