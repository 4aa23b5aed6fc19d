import type { ChannelAdmin, ChannelPageRequest } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";

export const CHANNELS_KEY = ["admin", "channels"] as const;

export type ChannelQuery = { page: number; pageSize: number };
export type ChannelSort = Required<Pick<ChannelPageRequest, "sortBy" | "sortOrder">>;

/** POST /admin/api/v1/channel/page: one page of sign-up channels with their operator counts, newest first unless sorted. */
export function getChannels(query: ChannelPageRequest): Promise<{ list: ChannelAdmin[]; total: number }> {
  return adminApi.request({ method: "POST", url: "/admin/api/v1/channel/page", data: query });
}

export const channelsQueryOptions = (query: ChannelPageRequest) =>
  queryOptions({ queryKey: [...CHANNELS_KEY, query], queryFn: () => getChannels(query), placeholderData: keepPreviousData });

export function useChannels(query: ChannelPageRequest) {
  return useQuery(channelsQueryOptions(query));
}
