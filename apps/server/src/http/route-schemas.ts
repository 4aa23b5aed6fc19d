import { envelopeSchema, errorEnvelopeSchema } from "@cdp/contracts";
import type { z } from "zod";

/** Response schemas of an API route: the success envelope around `data`, and the error envelope. */
export function apiResponses<T extends z.ZodType>(data: T) {
  return { 200: envelopeSchema(data), "4xx": errorEnvelopeSchema, "5xx": errorEnvelopeSchema };
}
