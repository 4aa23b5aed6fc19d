import { bindPhoneRequestSchema, type BindPhoneRequest } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const bindPhoneInputSchema = bindPhoneRequestSchema;

/** POST /api/v1/user/bindPhone: `phone, code` (the texted code); the number then works for SMS sign-in. */
export function bindPhone(input: BindPhoneRequest): Promise<null> {
  return crmApi.request({ method: "POST", url: "/api/v1/user/bindPhone", data: input });
}

export function useBindPhone() {
  return useMutation({ mutationFn: bindPhone });
}
