import { PLANNED_ENDPOINTS, PLANNED_MODES, type PlannedEndpoint, type PlannedFailure } from "./faults.ts";

const DEFAULT_DELAY_MS = 35_000;
const MAX_DELAY_MS = 120_000;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);
const isWhole = (value: unknown, min: number, max: number) => typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

/** Why a refusal's error code does not look like one of the endpoint's platform, or null. */
function errorCodeProblem(endpoint: PlannedEndpoint, error: unknown): string | null {
  if (endpoint.startsWith("youtube_")) {
    return typeof error === "string" && /^[a-z][A-Za-z]{0,99}$/.test(error) ? null : "error must be a Google error reason (camelCase letters, e.g. backendError).";
  }
  return typeof error === "string" && /^[a-z_]{1,100}$/.test(error) ? null : "error must be a platform error code (lowercase letters and underscores).";
}

/**
 * A planned failure from a `POST /_control/faults/planned` body, or why it is unusable. `mode`
 * defaults to `refuse` (then `status` defaults to 400); `act_then_delay` waits `delayMs` (default 35 s).
 */
export function plannedFailureOf(body: unknown): PlannedFailure | string {
  if (!body || typeof body !== "object" || Array.isArray(body)) return "The body must be a JSON object.";
  const { endpoint, creator, count, mode = "refuse", error, status, delayMs, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown) return `Unknown field: ${unknown.slice(0, 50)}`;
  if (!isOneOf(PLANNED_ENDPOINTS, endpoint)) return `endpoint must be one of: ${PLANNED_ENDPOINTS.join(", ")}.`;
  if (typeof creator !== "string" || creator.length === 0 || creator.length > 200) {
    return "creator must name the account: a TikTok open id, username or display name; a YouTube channel id, title or handle, or the Google account's id, email or name.";
  }
  if (!isWhole(count, 1, 1000)) return "count must be a whole number from 1 to 1000.";
  if (!isOneOf(PLANNED_MODES, mode)) return `mode must be one of: ${PLANNED_MODES.join(", ")}.`;
  const target = { endpoint, creator, count: count as number };
  if (mode !== "act_then_delay" && delayMs !== undefined) return "delayMs only applies to mode act_then_delay.";
  if (mode === "refuse") {
    const problem = errorCodeProblem(endpoint, error);
    if (problem) return problem;
    const code = status ?? 400;
    if (!isWhole(code, 400, 599)) return "status must be an HTTP error status from 400 to 599.";
    return { ...target, mode, error: error as string, status: code as number };
  }
  if (error !== undefined || status !== undefined) return `error and status only apply to mode refuse (${mode} answers as the platform would).`;
  if (mode === "act_then_drop") return { ...target, mode };
  const delay = delayMs ?? DEFAULT_DELAY_MS;
  if (!isWhole(delay, 1, MAX_DELAY_MS)) return `delayMs must be a whole number of milliseconds from 1 to ${MAX_DELAY_MS}.`;
  return { ...target, mode, delayMs: delay as number };
}
