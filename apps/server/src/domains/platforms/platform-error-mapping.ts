import type { MessageKey } from "@cdp/contracts";
import { AppError } from "../../http/app-error.ts";
import { isPlatformError, type PlatformError } from "./platform-error.ts";

/** A platform failure as the API's error, with the platform's reason (translated per request). */
export function toAppError(error: PlatformError): AppError {
  return new AppError("PLATFORM_ERROR", { messageKey: error.messageKey, params: error.params, cause: error });
}

/** Runs a platform call for a request: a PlatformError becomes the API's error; anything else is rethrown. */
export async function platformCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isPlatformError(error)) throw toAppError(error);
    throw error;
  }
}

/** What a job does after a failed platform call. */
export type JobOutcome =
  /** Try again from `startAfter` (the job's start time). */
  | { kind: "retry"; startAfter: Date }
  /** The account's grant is gone or lacks a scope: mark it for authorising again and stop. */
  | { kind: "reconnect"; messageKey: MessageKey; params: Record<string, string | number> }
  /** The request itself is refused: fail for good with the platform's reason. */
  | { kind: "fail"; messageKey: MessageKey; params: Record<string, string | number> };

export type RetryDelays = {
  /** A transient failure without a Retry-After. */
  retryableMs: number;
  /** A used-up quota without a known reset time. */
  quotaMs: number;
};

export const DEFAULT_RETRY_DELAYS: RetryDelays = { retryableMs: 60 * 1000, quotaMs: 60 * 60 * 1000 };

/**
 * The job's next step for a platform failure: transient failures and used-up quotas retry later
 * (from `retryAfterMs` when the platform said when, else the default delay), a lost grant asks
 * for reconnecting, and a refused request fails for good.
 */
export function jobOutcomeOf(error: PlatformError, now: Date, delays: RetryDelays = DEFAULT_RETRY_DELAYS): JobOutcome {
  const reason = { messageKey: error.messageKey, params: error.params };
  switch (error.kind) {
    case "retryable":
    case "quota": {
      const fallback = error.kind === "quota" ? delays.quotaMs : delays.retryableMs;
      return { kind: "retry", startAfter: new Date(now.getTime() + (error.retryAfterMs ?? fallback)) };
    }
    case "reconnect":
      return { kind: "reconnect", ...reason };
    case "permanent":
      return { kind: "fail", ...reason };
  }
}
