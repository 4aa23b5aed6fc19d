import { describe, expect, it } from "vitest";
import { AppError } from "../../http/app-error.ts";
import { PlatformError, type PlatformErrorKind } from "./platform-error.ts";
import { jobOutcomeOf, platformCall, toAppError } from "./platform-error-mapping.ts";

const now = new Date("2026-03-01T10:00:00Z");
const failure = (kind: PlatformErrorKind, retryAfterMs: number | null = null) =>
  new PlatformError("tiktok", { kind, platformCode: `code_${kind}`, messageKey: "platform.tiktok.rate_limit_exceeded", params: { n: 1 }, retryAfterMs });

describe("platform errors for a request", () => {
  it("become a PLATFORM_ERROR carrying the platform's reason", () => {
    const error = toAppError(failure("permanent"));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ errorName: "PLATFORM_ERROR", messageKey: "platform.tiktok.rate_limit_exceeded", params: { n: 1 } });
  });

  it("are mapped by platformCall, which leaves other failures alone", async () => {
    await expect(platformCall(() => Promise.reject(failure("quota")))).rejects.toMatchObject({ errorName: "PLATFORM_ERROR" });
    const other = new Error("disk full");
    await expect(platformCall(() => Promise.reject(other))).rejects.toBe(other);
    await expect(platformCall(async () => 7)).resolves.toBe(7);
  });
});

describe("platform errors for a job", () => {
  it("retry at the time the platform named", () => {
    expect(jobOutcomeOf(failure("retryable", 30_000), now)).toEqual({ kind: "retry", startAfter: new Date("2026-03-01T10:00:30Z") });
    expect(jobOutcomeOf(failure("quota", 14 * 3600_000), now)).toEqual({ kind: "retry", startAfter: new Date("2026-03-02T00:00:00Z") });
  });

  it("retry after the default delay when the platform named no time", () => {
    const delays = { retryableMs: 5_000, quotaMs: 3600_000 };
    expect(jobOutcomeOf(failure("retryable"), now, delays)).toEqual({ kind: "retry", startAfter: new Date("2026-03-01T10:00:05Z") });
    expect(jobOutcomeOf(failure("quota"), now, delays)).toEqual({ kind: "retry", startAfter: new Date("2026-03-01T11:00:00Z") });
  });

  it("ask for reconnecting when the grant is gone, and fail for good when the request is refused", () => {
    expect(jobOutcomeOf(failure("reconnect"), now)).toEqual({ kind: "reconnect", messageKey: "platform.tiktok.rate_limit_exceeded", params: { n: 1 } });
    expect(jobOutcomeOf(failure("permanent"), now)).toEqual({ kind: "fail", messageKey: "platform.tiktok.rate_limit_exceeded", params: { n: 1 } });
  });
});
