import { acceptInvitationRequestSchema, type AcceptInvitationRequest, type LoginResponse } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const acceptInvitationInputSchema = acceptInvitationRequestSchema;

/** POST /api/v1/user/acceptInvitation: `token, password` -> `data.tokenValue`; the link works once. */
export function acceptInvitation(input: AcceptInvitationRequest): Promise<LoginResponse> {
  return crmApi.request({ method: "POST", url: "/api/v1/user/acceptInvitation", data: input });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
