import { smsLoginRequestSchema, type LoginResponse, type SmsLoginRequest } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const smsLoginInputSchema = smsLoginRequestSchema;

/** POST /api/v1/user/smsLogin: `phone, code` -> `data.tokenValue`. */
export function smsLogin(input: SmsLoginRequest): Promise<LoginResponse> {
  return crmApi.request({ method: "POST", url: "/api/v1/user/smsLogin", data: input });
}

export function useSmsLogin() {
  return useMutation({ mutationFn: smsLogin });
}
