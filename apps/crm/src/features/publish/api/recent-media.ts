import type { MediaItem } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

const RECENT = { page: 1, pageSize: 100 } as const;

/** GET /api/v1/media/list: the operator's newest uploads, to name the records' media and show their covers. */
export function getRecentMedia(): Promise<{ list: MediaItem[]; total: number }> {
  return crmApi.request({ method: "GET", url: "/api/v1/media/list", params: RECENT });
}

export const recentMediaQueryOptions = () => queryOptions({ queryKey: ["crm", "media", RECENT], queryFn: getRecentMedia, staleTime: 60_000 });

/** The newest uploads by id (older media fall back to a numbered name and no cover). */
export function useRecentMedia(): ReadonlyMap<number, MediaItem> {
  const { data } = useQuery(recentMediaQueryOptions());
  return new Map((data?.list ?? []).map((media) => [media.id, media]));
}
