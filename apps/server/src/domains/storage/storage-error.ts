/** OSS error codes the local upload host answers with (the same names and statuses as Aliyun OSS PostObject). */
export type StorageErrorCode =
  | "AccessDenied"
  | "SignatureDoesNotMatch"
  | "InvalidAccessKeyId"
  | "InvalidPolicyDocument"
  | "InvalidArgument"
  | "MalformedPOSTRequest"
  | "EntityTooLarge"
  | "EntityTooSmall"
  | "InvalidObjectName"
  | "NoSuchKey"
  | "InvalidRange"
  | "InternalError";

const STATUS: Record<StorageErrorCode, number> = {
  AccessDenied: 403,
  SignatureDoesNotMatch: 403,
  InvalidAccessKeyId: 403,
  InvalidPolicyDocument: 400,
  InvalidArgument: 400,
  MalformedPOSTRequest: 400,
  EntityTooLarge: 400,
  EntityTooSmall: 400,
  InvalidObjectName: 400,
  NoSuchKey: 404,
  InvalidRange: 416,
  InternalError: 500,
};

/** A refusal of the storage host; answered as OSS-style XML (`<Error><Code>…</Code><Message>…</Message>`). */
export class StorageError extends Error {
  readonly status: number;
  constructor(
    readonly code: StorageErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "StorageError";
    this.status = STATUS[code];
  }
}

export function storageErrorXml(error: StorageError, requestId: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<Error>",
    `  <Code>${escapeXml(error.code)}</Code>`,
    `  <Message>${escapeXml(error.message)}</Message>`,
    `  <RequestId>${escapeXml(requestId)}</RequestId>`,
    "</Error>",
    "",
  ].join("\n");
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
}
