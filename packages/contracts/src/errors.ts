/**
 * Every failure either API reports, with its envelope `code` and HTTP status. The server's single
 * error type (`AppError`) takes one of these names; clients branch on `code`.
 * Generic failures use the HTTP status number as their code, so "code 401" means the same thing
 * in an envelope and on the wire.
 */
export const ERROR_TABLE = {
  VALIDATION_FAILED: { code: 400, status: 400 },
  BAD_REQUEST: { code: 400, status: 400 },
  UNAUTHORIZED: { code: 401, status: 401 },
  FORBIDDEN: { code: 403, status: 403 },
  NOT_FOUND: { code: 404, status: 404 },
  CONFLICT: { code: 409, status: 409 },
  PAYLOAD_TOO_LARGE: { code: 413, status: 413 },
  RATE_LIMITED: { code: 429, status: 429 },
  INTERNAL: { code: 500, status: 500 },
  SERVICE_UNAVAILABLE: { code: 503, status: 503 },
  /** Excel import with the wrong template (spec: import code 3). */
  IMPORT_TEMPLATE_MISMATCH: { code: 3, status: 422 },
  /** A plan allowance (linked accounts, …) is used up; clients offer the upgrade. */
  PLAN_LIMIT_REACHED: { code: 4030, status: 403 },
  /** TikTok or YouTube refused or failed; the message is the translated reason. */
  PLATFORM_ERROR: { code: 502, status: 502 },
} as const satisfies Record<string, { code: number; status: number }>;

export type ErrorName = keyof typeof ERROR_TABLE;

export const UNAUTHORIZED_CODE = ERROR_TABLE.UNAUTHORIZED.code;
