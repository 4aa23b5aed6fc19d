import { smsCodeRequestSchema, type SmsCodeRequest } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const sendLoginSmsCodeInputSchema = smsCodeRequestSchema;

/** POST /api/v1/user/sendLoginSmsCode: texts a sign-in code to a bound mobile number. */
export function sendLoginSmsCode(input: SmsCodeRequest): Promise<null> {
  return crmApi.request({ method: "POST", url: "/api/v1/user/sendLoginSmsCode", data: input });
}

export function useSendLoginSmsCode() {
  return useMutation({ mutationFn: sendLoginSmsCode });
}
