import { adminTaskExportRequestSchema, type AdminTaskSortKey, type Platform, type PublishStatus, type PublishTaskType } from "@cdp/contracts";
import { useSearchParams } from "react-router-dom";
import type { AdminTaskFilters, AdminTaskQuery } from "../api/admin-tasks.ts";

/** What the administrator filters by; `fromDay`/`toDay` are `YYYY-MM-DD` days in the browser's time zone. */
export type TaskFilterValues = {
  owner?: string;
  keyword?: string;
  type?: PublishTaskType;
  platform?: Platform;
  status?: PublishStatus;
  fromDay?: string;
  toDay?: string;
};

/** The list's order; the API's default (newest first) is left out of the URL and the request. */
export type TaskSort = { sortBy: AdminTaskSortKey; sortOrder: "asc" | "desc" };
const DEFAULT_SORT: TaskSort = { sortBy: "createdAt", sortOrder: "desc" };

const PAGE_SIZES = [10, 20, 50] as const;
const fields = adminTaskExportRequestSchema.shape;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const parsed = <T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, text: string | null): T | undefined => {
  if (text === null || text === "") return undefined;
  const result = schema.safeParse(text);
  return result.success ? result.data : undefined;
};
const dayOf = (text: string | null) => (text !== null && DAY.test(text) ? text : undefined);

/** The start of a day, or the last millisecond of it, in the browser's time zone, as the API's ISO time. */
function dayEdge(day: string, edge: "start" | "end"): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return (edge === "start" ? new Date(year, month - 1, date) : new Date(year, month - 1, date, 23, 59, 59, 999)).toISOString();
}

const sortParams = (sort: TaskSort) => ({
  sortBy: sort.sortBy !== DEFAULT_SORT.sortBy ? sort.sortBy : undefined,
  sortOrder: sort.sortOrder !== DEFAULT_SORT.sortOrder ? sort.sortOrder : undefined,
});

/** 任务管理's filters, order and page, kept in the URL (a reload or a shared link shows the same tasks), read through the API's own schemas. */
export function useTaskQuery() {
  const [params, setParams] = useSearchParams();
  const filters: TaskFilterValues = {
    owner: parsed(fields.owner, params.get("owner")) || undefined,
    keyword: parsed(fields.keyword, params.get("keyword")) || undefined,
    type: parsed(fields.type, params.get("type")),
    platform: parsed(fields.platform, params.get("platform")),
    status: parsed(fields.status, params.get("status")),
    fromDay: dayOf(params.get("from")),
    toDay: dayOf(params.get("to")),
  };
  const pageSizeParam = Number(params.get("pageSize"));
  const pageSize = PAGE_SIZES.find((size) => size === pageSizeParam) ?? PAGE_SIZES[0];
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const sort: TaskSort = {
    sortBy: parsed(fields.sortBy, params.get("sortBy")) ?? DEFAULT_SORT.sortBy,
    sortOrder: parsed(fields.sortOrder, params.get("sortOrder")) ?? DEFAULT_SORT.sortOrder,
  };

  const { fromDay, toDay, ...rest } = filters;
  const apiFilters: AdminTaskFilters = { ...rest, from: fromDay && dayEdge(fromDay, "start"), to: toDay && dayEdge(toDay, "end"), ...sortParams(sort) };
  const query: AdminTaskQuery = { ...withoutEmpty(apiFilters), page, pageSize };

  const write = (next: TaskFilterValues, nextSort: TaskSort, nextPage: number, nextPageSize: number) => {
    const { fromDay: from, toDay: to, ...text } = next;
    const values = { ...text, from, to, ...sortParams(nextSort), page: nextPage > 1 ? nextPage : undefined, pageSize: nextPageSize !== PAGE_SIZES[0] ? nextPageSize : undefined };
    setParams(new URLSearchParams(Object.entries(withoutEmpty(values)).map(([key, value]) => [key, String(value)])));
  };

  return {
    filters,
    sort,
    query,
    apiFilters: withoutEmpty(apiFilters),
    pageSizes: PAGE_SIZES,
    setFilters: (next: TaskFilterValues) => write(next, sort, 1, pageSize),
    setSort: (next: TaskSort) => write(filters, next, 1, pageSize),
    setPage: (next: number) => write(filters, sort, next, pageSize),
    setPageSize: (next: number) => write(filters, sort, 1, next),
  };
}

function withoutEmpty<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== "")) as T;
}
