import { resetPasswordRequestSchema, type ResetPasswordRequest } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const resetPasswordInputSchema = resetPasswordRequestSchema;

/** POST /api/v1/user/resetPassword: `email, code, password`; signs the operator out everywhere. */
export function resetPassword(input: ResetPasswordRequest): Promise<null> {
  return crmApi.request({ method: "POST", url: "/api/v1/user/resetPassword", data: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
