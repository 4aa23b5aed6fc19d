import type { FileSharePage, FileSharePageRequest } from "@cdp/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { adminApi } from "../../../shared/api/index.ts";

export const FILE_SHARES_KEY = ["admin", "file-shares"] as const;

/** POST /admin/api/v1/file/page: one page of the shared files, newest first. */
export function getFileShares(page: Required<FileSharePageRequest>): Promise<FileSharePage> {
  return adminApi.request({ method: "POST", url: "/admin/api/v1/file/page", data: page });
}

export const fileSharesQueryOptions = (page: Required<FileSharePageRequest>) =>
  queryOptions({ queryKey: [...FILE_SHARES_KEY, page], queryFn: () => getFileShares(page), placeholderData: keepPreviousData });

export function useFileShares(page: Required<FileSharePageRequest>) {
  return useQuery(fileSharesQueryOptions(page));
}
