import { issueRedeemCodesRequestSchema, type redeemCodeSchema } from "@cdp/contracts";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { adminApi } from "../../../shared/api/index.ts";

export type IssueRedeemCodesInput = z.output<typeof issueRedeemCodesRequestSchema>;
export type RedeemCode = z.infer<typeof redeemCodeSchema>;

/** POST /admin/api/v1/plan/redeem-codes: new single-use codes; the server never lists them again. */
export function issueRedeemCodes(input: IssueRedeemCodesInput): Promise<{ list: RedeemCode[] }> {
  return adminApi.request({ method: "POST", url: "/admin/api/v1/plan/redeem-codes", data: issueRedeemCodesRequestSchema.parse(input) });
}

export function useIssueRedeemCodes() {
  return useMutation({ mutationFn: issueRedeemCodes });
}
