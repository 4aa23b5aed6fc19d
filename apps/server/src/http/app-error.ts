import { ERROR_TABLE, type ErrorName, type FieldError, type MessageKey } from "@cdp/contracts";

type AppErrorOptions = {
  /** A shared message key, translated per request; defaults to the error's own message. */
  messageKey?: MessageKey;
  params?: Record<string, string | number>;
  /** Already-translated text, for messages that come from elsewhere (a platform's reason, say). */
  message?: string;
  fields?: FieldError[];
  cause?: unknown;
};

/** The server's one error type. Its name picks the envelope code and HTTP status from ERROR_TABLE. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly params: Record<string, string | number>;
  readonly explicitMessage: string | undefined;
  readonly fields: FieldError[] | undefined;

  constructor(
    readonly errorName: ErrorName,
    options: AppErrorOptions = {},
  ) {
    super(options.message ?? errorName, { cause: options.cause });
    this.name = "AppError";
    this.code = ERROR_TABLE[errorName].code;
    this.status = ERROR_TABLE[errorName].status;
    this.messageKey = options.messageKey ?? `error.${errorName}`;
    this.params = options.params ?? {};
    this.explicitMessage = options.message;
    this.fields = options.fields;
  }
}
