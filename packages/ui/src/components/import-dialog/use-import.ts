import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { importOutcome, isExcelFile } from "./import-outcome";
import type { ImportErrorRow, ImportResult } from "./types";

/** Before upload, uploading, and the two ways an upload ends. */
export type ImportState =
  | { phase: "idle" }
  | { phase: "uploading"; fileName: string }
  | { phase: "imported"; fileName: string }
  | { phase: "invalid"; fileName: string; errorSize: number; rows: ImportErrorRow[] };

const idle: ImportState = { phase: "idle" };

/** Runs the injected import for a picked file and turns its result into the dialog's state. */
export function useImport(importFile: (file: File) => Promise<ImportResult>, successCode: number) {
  const { t } = useLingui();
  const [state, setState] = useState<ImportState>(idle);
  const [error, setError] = useState<string | null>(null);
  const [imported, setImported] = useState(false);
  // A result that arrives after the dialog was closed (or a newer pick) is ignored.
  const latest = useRef(0);

  const fail = (message: string) => {
    setError(message);
    setState(idle);
  };

  const start = async (file: File) => {
    if (!isExcelFile(file.name)) return fail(t`文件格式有误，请检查后重新上传`);
    const request = ++latest.current;
    setError(null);
    setState({ phase: "uploading", fileName: file.name });
    let result: ImportResult;
    try {
      result = await importFile(file);
    } catch {
      if (request === latest.current) fail(t`导入失败，请稍后重试`);
      return;
    }
    if (request !== latest.current) return;
    const outcome = importOutcome(result, successCode);
    if (outcome.kind === "template-mismatch") fail(t`导入模板文件不符，请上传正确的模板文件！`);
    else if (outcome.kind === "rejected") fail(outcome.message || t`导入失败，请稍后重试`);
    else if (outcome.kind === "rows-invalid") setState({ phase: "invalid", fileName: file.name, errorSize: outcome.errorSize, rows: outcome.rows });
    else {
      setImported(true);
      setState({ phase: "imported", fileName: file.name });
    }
  };

  const reset = () => {
    latest.current += 1;
    setState(idle);
    setError(null);
    setImported(false);
  };

  /** `imported`: some import succeeded since the last reset, so the list behind should refresh. */
  return { state, error, imported, start, reset };
}
