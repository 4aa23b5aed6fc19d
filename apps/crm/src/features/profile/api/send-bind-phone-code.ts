import { smsCodeRequestSchema, type SmsCodeRequest } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const sendBindPhoneCodeInputSchema = smsCodeRequestSchema;

/** POST /api/v1/user/sendBindPhoneSmsCode: texts a code to the number to bind (refused when another operator holds it). */
export function sendBindPhoneCode(input: SmsCodeRequest): Promise<null> {
  return crmApi.request({ method: "POST", url: "/api/v1/user/sendBindPhoneSmsCode", data: input });
}

export function useSendBindPhoneCode() {
  return useMutation({ mutationFn: sendBindPhoneCode });
}
