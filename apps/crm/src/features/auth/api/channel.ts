import type { Channel } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

/** GET /api/v1/channel/:id: a sign-up channel and its login picture (public). */
export function getChannel(id: number): Promise<Channel> {
  return crmApi.request({ method: "GET", url: `/api/v1/channel/${id}` });
}

export const channelQueryOptions = (id: number) =>
  queryOptions({ queryKey: ["channel", id], queryFn: () => getChannel(id), staleTime: 10 * 60 * 1000, retry: false });

/** The channel of `?channel=<id>`, when the id is a positive number. */
export function useChannel(id: number | null) {
  return useQuery({ ...channelQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
