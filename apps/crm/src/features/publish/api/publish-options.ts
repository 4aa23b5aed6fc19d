import type { accountPublishOptionsSchema } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { crmApi } from "../../../shared/api/index.ts";

export type AccountPublishOptions = z.infer<typeof accountPublishOptionsSchema>;

/** GET /api/v1/publish/options: what each chosen account allows, from TikTok's creator_info. */
export function getPublishOptions(accountIds: readonly number[]): Promise<{ list: AccountPublishOptions[] }> {
  return crmApi.request({ method: "GET", url: "/api/v1/publish/options", params: { accountIds: accountIds.join(",") } });
}

export const publishOptionsQueryOptions = (accountIds: readonly number[]) =>
  queryOptions({ queryKey: ["crm", "publish-options", [...accountIds].sort((a, b) => a - b)], queryFn: () => getPublishOptions(accountIds) });

/** Asked only when TikTok accounts are chosen (YouTube has no creator_info). */
export function usePublishOptions(accountIds: readonly number[]) {
  return useQuery({ ...publishOptionsQueryOptions(accountIds), enabled: accountIds.length > 0 });
}
