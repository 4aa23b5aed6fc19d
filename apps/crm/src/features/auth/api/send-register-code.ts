import { emailCodeRequestSchema, type EmailCodeRequest } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const sendRegisterCodeInputSchema = emailCodeRequestSchema;

/** POST /api/v1/user/sendRegEmailCode: emails a registration code. */
export function sendRegisterCode(input: EmailCodeRequest): Promise<null> {
  return crmApi.request({ method: "POST", url: "/api/v1/user/sendRegEmailCode", data: input });
}

export function useSendRegisterCode() {
  return useMutation({ mutationFn: sendRegisterCode });
}
