import type { FileSharePage, FileSharePageRequest } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";

export const FILE_SHARES_KEY = ["admin", "file-shares"] as const;

export type FileShareSort = Required<Pick<FileSharePageRequest, "sortBy" | "sortOrder">>;

/** POST /admin/api/v1/file/page: one page of the shared files, newest first unless sorted. */
export function getFileShares(query: FileSharePageRequest): Promise<FileSharePage> {
  return adminApi.request({ method: "POST", url: "/admin/api/v1/file/page", data: query });
}

export const fileSharesQueryOptions = (query: FileSharePageRequest) =>
  queryOptions({ queryKey: [...FILE_SHARES_KEY, query], queryFn: () => getFileShares(query), placeholderData: keepPreviousData });

export function useFileShares(query: FileSharePageRequest) {
  return useQuery(fileSharesQueryOptions(query));
}
