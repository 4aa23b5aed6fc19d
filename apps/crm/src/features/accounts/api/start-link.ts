import { startLinkRequestSchema, type LinkSession, type StartLinkRequest } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const startLinkInputSchema = startLinkRequestSchema;

/** POST /api/v1/accounts/link: starts linking an account (redirect: `authUrl`; qr: the code to show). */
export function startLink(input: StartLinkRequest): Promise<LinkSession> {
  return crmApi.request({ method: "POST", url: "/api/v1/accounts/link", data: startLinkInputSchema.parse(input) });
}

export function useStartLink() {
  return useMutation({ mutationFn: startLink });
}
