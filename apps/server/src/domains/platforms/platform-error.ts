import type { MessageKey, Platform } from "@cdp/contracts";

/**
 * What the caller should do about a failed platform call:
 * - `retryable`: transient (5xx, 429, timeouts, dropped connections); retry with backoff, after `retryAfterMs` if set.
 * - `reconnect`: the grant is gone or lacks a scope; the account needs authorising again.
 * - `quota`: a daily cap or quota is used up; retry after `retryAfterMs` (next platform day).
 * - `permanent`: the request itself is refused (bad option, privacy mismatch, file rules); do not retry as is.
 */
export type PlatformErrorKind = "retryable" | "reconnect" | "quota" | "permanent";

export type PlatformErrorOptions = {
  kind: PlatformErrorKind;
  /** The platform's own code (`access_token_invalid`, `quotaExceeded`, `network`, …). */
  platformCode: string;
  /** The readable reason shown to the operator, translated per request. */
  messageKey: MessageKey;
  params?: Record<string, string | number>;
  httpStatus?: number | null;
  /** TikTok `log_id`, for support requests. */
  logId?: string | null;
  retryAfterMs?: number | null;
  cause?: unknown;
};

/**
 * A failed TikTok or YouTube call, classified. Connectors throw only this; routes turn it into an
 * `AppError("PLATFORM_ERROR")` (or a plan/reconnect state) with the translated reason.
 */
export class PlatformError extends Error {
  readonly kind: PlatformErrorKind;
  readonly platformCode: string;
  readonly messageKey: MessageKey;
  readonly params: Record<string, string | number>;
  readonly httpStatus: number | null;
  readonly logId: string | null;
  readonly retryAfterMs: number | null;

  constructor(
    readonly platform: Platform,
    options: PlatformErrorOptions,
  ) {
    super(`${platform} ${options.platformCode} (${options.kind})`, { cause: options.cause });
    this.name = "PlatformError";
    this.kind = options.kind;
    this.platformCode = options.platformCode;
    this.messageKey = options.messageKey;
    this.params = options.params ?? {};
    this.httpStatus = options.httpStatus ?? null;
    this.logId = options.logId ?? null;
    this.retryAfterMs = options.retryAfterMs ?? null;
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}
