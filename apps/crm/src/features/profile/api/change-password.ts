import type { ChangePasswordRequest, Envelope } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

/**
 * POST /api/v1/user/changePassword: `oldPassword, newPassword`. On success the server ends every
 * session of the operator, this one included; `msg` says to sign in again.
 */
export function changePassword(input: ChangePasswordRequest): Promise<Envelope<null>> {
  return crmApi.requestEnvelope({ method: "POST", url: "/api/v1/user/changePassword", data: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
