import { ERROR_TABLE, type ErrorName, type MessageKey } from "@cdp/contracts";

type AppErrorOptions = {
  /**
   * A key of the shared message catalogue, translated per request; defaults to the error's own
   * message. There is no way to pass ready-made text: every reason follows the caller's language.
   */
  messageKey?: MessageKey;
  params?: Record<string, string | number>;
  cause?: unknown;
};

let stackLimitBefore = Error.stackTraceLimit;

/**
 * A client's mistake (4xx) is answered and logged without a stack: nobody reads it, and capturing
 * one costs. Called for the `super` argument, so it runs just before the Error is built; the
 * constructor restores the limit right after.
 */
function withoutStackIfClientError(errorName: ErrorName, message: string): string {
  stackLimitBefore = Error.stackTraceLimit;
  if (ERROR_TABLE[errorName].status < 500) Error.stackTraceLimit = 0;
  return message;
}

/** The server's one error type. Its name picks the envelope code and HTTP status from ERROR_TABLE. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly params: Record<string, string | number>;

  constructor(
    readonly errorName: ErrorName,
    options: AppErrorOptions = {},
  ) {
    super(withoutStackIfClientError(errorName, options.messageKey ?? errorName), { cause: options.cause });
    Error.stackTraceLimit = stackLimitBefore;
    this.name = "AppError";
    this.code = ERROR_TABLE[errorName].code;
    this.status = ERROR_TABLE[errorName].status;
    this.messageKey = options.messageKey ?? `error.${errorName}`;
    this.params = options.params ?? {};
  }
}
