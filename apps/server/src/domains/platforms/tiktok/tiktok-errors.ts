import { isMessageKey, type MessageKey } from "@cdp/contracts";
import { PlatformError, type PlatformErrorKind } from "../platform-error.ts";

const DAY_MS = 86_400_000;

/**
 * Every TikTok error code, OAuth category and fail_reason of the contract (A.0.1, A.1.5, A.3.x)
 * with what the caller should do about it. Codes not listed are `unknown`.
 */
const KINDS: Record<string, PlatformErrorKind> = {
  // A.0.1
  access_token_invalid: "reconnect",
  scope_not_authorized: "reconnect",
  scope_permission_missed: "reconnect",
  invalid_params: "permanent",
  invalid_param: "permanent",
  invalid_file_upload: "permanent",
  rate_limit_exceeded: "retryable",
  internal_error: "retryable",
  // A.1.5
  access_denied: "permanent",
  invalid_client: "permanent",
  invalid_grant: "reconnect",
  invalid_request: "permanent",
  invalid_scope: "permanent",
  unauthorized_client: "permanent",
  unsupported_grant_type: "permanent",
  unsupported_response_type: "permanent",
  server_error: "retryable",
  temporarily_unavailable: "retryable",
  // A.3
  spam_risk_too_many_posts: "quota",
  spam_risk_user_banned_from_posting: "permanent",
  reached_active_user_cap: "quota",
  unaudited_client_can_only_post_to_private_accounts: "permanent",
  url_ownership_unverified: "permanent",
  privacy_level_option_mismatch: "permanent",
  spam_risk_too_many_pending_share: "quota",
  app_version_check_failed: "permanent",
  invalid_publish_id: "permanent",
  token_not_authorized_for_specified_publish_id: "permanent",
  publish_not_cancellable: "permanent",
  // fail_reason (A.3.6)
  file_format_check_failed: "permanent",
  duration_check_failed: "permanent",
  frame_rate_check_failed: "permanent",
  picture_size_check_failed: "permanent",
  internal: "retryable",
  video_pull_failed: "retryable",
  photo_pull_failed: "retryable",
  publish_cancelled: "permanent",
  auth_removed: "reconnect",
  spam_risk_text: "permanent",
  spam_risk: "permanent",
};

export function tiktokErrorKind(code: string, httpStatus: number | null): PlatformErrorKind {
  return KINDS[code] ?? (httpStatus !== null && (httpStatus >= 500 || httpStatus === 429) ? "retryable" : "permanent");
}

function messageKeyOf(code: string): MessageKey {
  const key = `platform.tiktok.${code}`;
  return code in KINDS && isMessageKey(key) ? key : "platform.tiktok.unknown";
}

export type TiktokErrorDetails = {
  httpStatus?: number | null;
  logId?: string | null;
  message?: string;
  params?: Record<string, string | number>;
  cause?: unknown;
};

/** The PlatformError for a TikTok code (API error.code, OAuth `error`, or fail_reason). */
export function tiktokError(code: string, details: TiktokErrorDetails = {}): PlatformError {
  const httpStatus = details.httpStatus ?? null;
  const kind = tiktokErrorKind(code, httpStatus);
  const params = { ...details.params };
  if ((code === "invalid_param" || code === "invalid_params") && params.detail === undefined) params.detail = details.message || code;
  return new PlatformError("tiktok", {
    kind,
    platformCode: code,
    messageKey: messageKeyOf(code),
    params,
    httpStatus,
    logId: details.logId ?? null,
    // A daily cap frees up within the next 24 h (TikTok counts a rolling day).
    retryAfterMs: kind === "quota" ? DAY_MS : null,
    cause: details.cause,
  });
}

/** A refusal decided on our side before calling TikTok (same shape as TikTok's own). */
export function localRefusal(messageKey: MessageKey, platformCode: string, kind: PlatformErrorKind = "permanent", params: Record<string, string | number> = {}, retryAfterMs: number | null = null): PlatformError {
  return new PlatformError("tiktok", { kind, platformCode, messageKey, params, retryAfterMs });
}

/** Timeouts, refused or dropped connections: always worth a retry. */
export function networkError(cause: unknown): PlatformError {
  return new PlatformError("tiktok", { kind: "retryable", platformCode: "network", messageKey: "platform.tiktok.network", cause });
}
