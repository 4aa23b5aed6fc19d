import type { Envelope, FieldError } from "@cdp/contracts";
import { ApiError } from "./api-error.ts";

/** An answer in the API's envelope, with the field errors and request id a refusal may carry. */
export type AnswerEnvelope = Envelope<unknown> & { errors?: FieldError[]; requestId?: string };

export function isEnvelope(value: unknown): value is AnswerEnvelope {
  return typeof value === "object" && value !== null && typeof (value as { code?: unknown }).code === "number" && "msg" in value;
}

/** The ApiError a refusing envelope stands for. */
export function fromEnvelope(body: AnswerEnvelope, status: number | null): ApiError {
  return new ApiError(body.code, body.msg, status, body.errors ?? [], body.requestId);
}
