import type { MediaList, MediaListQuery } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../api/index.ts";

/** Every media list the CRM caches (the publish screens' recent media too): invalidated after an upload or a delete. */
export const MEDIA_KEY = ["crm", "media"] as const;

export type MediaLibraryQuery = Pick<MediaListQuery, "page" | "pageSize"> & Partial<Pick<MediaListQuery, "keyword" | "type">>;

/** GET /api/v1/media/list: one page of the operator's files (newest first), by name and type, with their use counts. */
export function getMediaLibrary(query: MediaLibraryQuery): Promise<MediaList> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ""));
  return crmApi.request({ method: "GET", url: "/api/v1/media/list", params });
}

export const mediaLibraryQueryOptions = (query: MediaLibraryQuery) =>
  queryOptions({ queryKey: [...MEDIA_KEY, "library", query], queryFn: () => getMediaLibrary(query), placeholderData: keepPreviousData });

export function useMediaLibrary(query: MediaLibraryQuery, enabled = true) {
  return useQuery({ ...mediaLibraryQueryOptions(query), enabled });
}
