import { emailCodeRequestSchema, type EmailCodeRequest } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const sendResetPasswordCodeInputSchema = emailCodeRequestSchema;

/** POST /api/v1/user/sendResetPasswordEmailCode: emails a password reset code. */
export function sendResetPasswordCode(input: EmailCodeRequest): Promise<null> {
  return crmApi.request({ method: "POST", url: "/api/v1/user/sendResetPasswordEmailCode", data: input });
}

export function useSendResetPasswordCode() {
  return useMutation({ mutationFn: sendResetPasswordCode });
}
