import { z } from "zod";

/** CRM API (`/api/v1`): `code 0` means success. */
export const CRM_SUCCESS_CODE = 0;
/** Admin API (`/admin/api/v1`): `code 1` means success (the spec's admin convention). */
export const ADMIN_SUCCESS_CODE = 1;

export type ApiSurface = "crm" | "admin";

export const SUCCESS_CODE: Record<ApiSurface, number> = {
  crm: CRM_SUCCESS_CODE,
  admin: ADMIN_SUCCESS_CODE,
};

export const fieldErrorSchema = z.object({
  field: z.string().describe("Dotted path of the offending field, e.g. `body.email`"),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one response shape of both APIs: `{ code, msg, data }`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    data,
  });
}

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.null(),
  requestId: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type Envelope<T> = { code: number; msg: string; data: T };
