import type { MessageKey } from "@cdp/contracts";
import { PlatformError, type PlatformErrorKind } from "../platform-error.ts";
import { msUntilPacificMidnight } from "./pacific-day.ts";

/** Every Google OAuth error and YouTube reason the connector can meet, with what the caller should do (B.1.5, B.2.2, B.3.7, B.7). */
const REASON_KINDS = {
  // OAuth token endpoint
  invalid_grant: "reconnect",
  invalid_client: "permanent",
  redirect_uri_mismatch: "permanent",
  invalid_request: "permanent",
  unsupported_grant_type: "permanent",
  admin_policy_enforced: "permanent",
  org_internal: "permanent",
  deleted_client: "permanent",
  disabled_client: "permanent",
  disallowed_useragent: "permanent",
  unauthorized_client: "permanent",
  invalid_scope: "permanent",
  access_denied: "reconnect",
  expired_token: "permanent",
  rate_limit_exceeded: "retryable",
  device_flow_not_configured: "permanent",
  uploadScopeMissing: "reconnect",
  // Data API, upload and Analytics reasons
  authError: "reconnect",
  required: "reconnect",
  insufficientPermissions: "reconnect",
  youtubeSignupRequired: "reconnect",
  noChannel: "reconnect",
  quotaExceeded: "quota",
  dailyLimitExceeded: "quota",
  localQuotaExhausted: "quota",
  uploadLimitExceeded: "quota",
  rateLimitExceeded: "retryable",
  userRateLimitExceeded: "retryable",
  uploadRateLimitExceeded: "retryable",
  invalidTitle: "permanent",
  invalidDescription: "permanent",
  invalidTags: "permanent",
  invalidCategoryId: "permanent",
  invalidPublishAt: "permanent",
  invalidFilename: "permanent",
  invalidRecordingDetails: "permanent",
  invalidVideoGameRating: "permanent",
  invalidVideoMetadata: "permanent",
  defaultLanguageNotSet: "permanent",
  mediaBodyRequired: "permanent",
  invalidImage: "permanent",
  videoNotFound: "permanent",
  forbidden: "permanent",
  forbiddenPrivacySetting: "permanent",
  forbiddenLicenseSetting: "permanent",
  accessNotConfigured: "permanent",
  badRequest: "permanent",
  backendError: "retryable",
  network: "retryable",
  uploadInterrupted: "retryable",
  uploadFailed: "permanent",
  uploadRejected: "permanent",
  photosNotSupported: "permanent",
  unknown: "permanent",
} as const satisfies Record<string, PlatformErrorKind>;

export type YoutubeReason = keyof typeof REASON_KINDS;

// Fails to compile when a reason has no translated message.
const messageKeyOf = (reason: YoutubeReason): MessageKey => `platform.youtube.${reason}` satisfies MessageKey;

const isKnownReason = (value: string): value is YoutubeReason => Object.hasOwn(REASON_KINDS, value);

const DAY_BOUND: PlatformErrorKind[] = ["quota"];

/** A PlatformError for a known reason; quota errors wait until midnight Pacific. */
export function youtubeError(
  reason: YoutubeReason,
  options: { httpStatus?: number | null; platformCode?: string; cause?: unknown; now?: Date; kind?: PlatformErrorKind } = {},
): PlatformError {
  const kind = options.kind ?? REASON_KINDS[reason];
  return new PlatformError("youtube", {
    kind,
    platformCode: options.platformCode ?? reason,
    messageKey: messageKeyOf(reason),
    httpStatus: options.httpStatus ?? null,
    retryAfterMs: DAY_BOUND.includes(kind) ? msUntilPacificMidnight(options.now ?? new Date()) : null,
    cause: options.cause,
  });
}

/** Classifies a reason or OAuth error code by itself, falling back on the HTTP status for unknown ones. */
export function errorForReason(code: string, httpStatus: number, now: Date, cause?: unknown): PlatformError {
  if (isKnownReason(code)) return youtubeError(code, { httpStatus, now, cause });
  if (code.startsWith("invalid")) return youtubeError("badRequest", { httpStatus, platformCode: code, now, cause });
  if (code.startsWith("forbidden")) return youtubeError("forbidden", { httpStatus, platformCode: code, now, cause });
  if (httpStatus >= 500) return youtubeError("backendError", { httpStatus, platformCode: code || `http_${httpStatus}`, now, cause });
  if (httpStatus === 429) return youtubeError("rateLimitExceeded", { httpStatus, platformCode: code || "http_429", now, cause });
  if (httpStatus === 401) return youtubeError("authError", { httpStatus, platformCode: code || "http_401", now, cause });
  return youtubeError("unknown", { httpStatus, platformCode: code || `http_${httpStatus}`, now, cause });
}

type GoogleErrorBody = {
  error?: string | { code?: number; message?: string; errors?: { reason?: string }[]; status?: string };
  error_code?: string;
  error_description?: string;
};

/** Reads a failed Google response: the API envelope (`error.errors[0].reason`) or the OAuth shape (`error`, `error_code`). */
export async function errorFromResponse(response: Response, now: Date): Promise<PlatformError> {
  const text = await response.text().catch(() => "");
  let body: GoogleErrorBody = {};
  try {
    body = JSON.parse(text) as GoogleErrorBody;
  } catch {
    // Not JSON (a proxy's HTML page): classified by status alone.
  }
  const code = typeof body.error === "string" ? body.error : (body.error?.errors?.[0]?.reason ?? body.error_code ?? "");
  return errorForReason(code, response.status, now, { status: response.status, body: text.slice(0, 500) });
}
