import { useState } from "react";
import { useListSort } from "../../../shared/components/list-table/index.ts";
import type { PageWindow } from "../api/refresh.ts";

type Sort<Key extends string> = { sortBy: Key; sortOrder: "asc" | "desc" };

/** A 系统状态 list's page and the order chosen by its headers; a new order starts again at page 1. */
export function useSortedPage<Key extends string>() {
  const [page, setPage] = useState<PageWindow>({ page: 1, pageSize: 10 });
  const [sort, changeSort] = useListSort<Sort<Key>>(setPage);
  return { page, setPage, sort, query: { ...page, ...sort }, changeSort };
}
