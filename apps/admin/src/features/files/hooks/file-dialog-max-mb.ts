import { readAdminSessionValue } from "../../../shared/session/index.ts";

const DEFAULT_MAX_MB = 20;

/** The file dialog's size limit from the session's `clientConfig` (spec: 20 MB unless configured). */
export function readFileDialogMaxMb(): number {
  try {
    const config: unknown = JSON.parse(readAdminSessionValue("clientConfig") ?? "null");
    const value = typeof config === "object" && config !== null ? (config as { fileDialogMaxMb?: unknown }).fileDialogMaxMb : undefined;
    return typeof value === "number" && value > 0 ? value : DEFAULT_MAX_MB;
  } catch {
    return DEFAULT_MAX_MB;
  }
}
