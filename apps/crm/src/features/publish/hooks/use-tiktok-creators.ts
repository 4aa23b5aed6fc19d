import type { PlatformAccount } from "@cdp/contracts";
import { usePublishOptions } from "../api/publish-options.ts";
import { toCreatorInfo } from "../model/post-options.ts";

/** What each chosen TikTok account allows (TikTok's creator_info), with the query's state for the options panel. */
export function useTikTokCreators(tiktokAccounts: PlatformAccount[], allAccounts: PlatformAccount[]) {
  const query = usePublishOptions(tiktokAccounts.map((account) => account.id));
  const nameOf = new Map(allAccounts.map((account) => [account.id, account.name]));
  const creators = (query.data?.list ?? []).filter((entry) => entry.platform === "tiktok").map((entry) => toCreatorInfo(entry, nameOf.get(entry.accountId) ?? ""));
  return {
    creators,
    state: { loading: query.isPending, error: query.isError ? query.error.message : undefined, onRetry: () => void query.refetch() },
  };
}
