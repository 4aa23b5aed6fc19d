import { EXCEL_EXTENSIONS, fileExtension } from "@cdp/contracts";
import type { ImportErrorRow, ImportResult } from "./types";

/** The server's code for a file that is not the import template. */
export const TEMPLATE_MISMATCH_CODE = 3;

/** Spec: only `.xlsx` and `.xls`, in any case. */
export function isExcelFile(fileName: string): boolean {
  return (EXCEL_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

/** What the dialog does with an import result. */
export type ImportOutcome =
  | { kind: "imported" }
  | { kind: "template-mismatch" }
  | { kind: "rejected"; message: string }
  | { kind: "rows-invalid"; errorSize: number; rows: ImportErrorRow[] };

/**
 * Reads an import result: the wrong template (code 3), rows with errors (`data.hasError`, whatever
 * the code), another failure code (the server's message), or success.
 */
export function importOutcome(result: ImportResult, successCode: number): ImportOutcome {
  if (result.code === TEMPLATE_MISMATCH_CODE) return { kind: "template-mismatch" };
  if (result.data?.hasError) {
    const rows = result.data.errorMessages;
    const errorSize = result.data.errorSize || new Set(rows.map((row) => row.index)).size;
    return { kind: "rows-invalid", errorSize, rows };
  }
  if (result.code !== successCode) return { kind: "rejected", message: result.message };
  return { kind: "imported" };
}
