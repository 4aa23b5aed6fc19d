import { PLATFORMS, PUBLISH_TASK_TYPES, PublishStatus, type Platform, type PublishTaskType } from "@cdp/contracts";
import { useSearchParams } from "react-router-dom";
import type { PublishTaskQuery } from "../api/publish-tasks.ts";

/** The filters the operator can set; dates are `YYYY-MM-DD` days in the browser's time zone. */
export type RecordFilters = {
  status?: PublishStatus;
  platform?: Platform;
  type?: PublishTaskType;
  accountId?: number;
  groupId?: number;
  fromDay?: string;
  toDay?: string;
  keyword?: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_PAGE_SIZE = 10;

const positive = (text: string | null) => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : undefined;
};
const oneOf = <T extends string>(values: readonly T[], text: string | null) => values.find((value) => value === text);
const day = (text: string | null) => (text && DAY.test(text) ? text : undefined);

/** A day's start or end in the browser's time zone, as the API's ISO time with an offset. */
function dayBoundary(dayText: string, end: boolean): string {
  const [year, month, date] = dayText.split("-").map(Number) as [number, number, number];
  const at = end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date);
  return at.toISOString();
}

/** 发布记录's filters, page and open task, kept in the URL so a reload or a shared link shows the same records. */
export function useRecordQuery() {
  const [params, setParams] = useSearchParams();
  const statusText = params.get("status");
  const filters: RecordFilters = {
    status: Object.values(PublishStatus).find((status) => String(status) === statusText),
    platform: oneOf(PLATFORMS, params.get("platform")),
    type: oneOf(PUBLISH_TASK_TYPES, params.get("type")),
    accountId: positive(params.get("accountId")),
    groupId: positive(params.get("groupId")),
    fromDay: day(params.get("from")),
    toDay: day(params.get("to")),
    keyword: params.get("keyword")?.trim() || undefined,
  };
  const page = positive(params.get("page")) ?? 1;
  const pageSize = positive(params.get("pageSize")) ?? DEFAULT_PAGE_SIZE;
  const openTaskId = positive(params.get("open"));

  const { fromDay, toDay, ...rest } = filters;
  const apiFilters: Omit<PublishTaskQuery, "page" | "pageSize"> = {
    ...rest,
    from: fromDay ? dayBoundary(fromDay, false) : undefined,
    to: toDay ? dayBoundary(toDay, true) : undefined,
  };
  const query: PublishTaskQuery = { ...apiFilters, page, pageSize };

  const write = (next: RecordFilters, nextPage: number, nextPageSize: number) => {
    const entries: [string, string | number | undefined][] = [
      ["status", next.status],
      ["platform", next.platform],
      ["type", next.type],
      ["accountId", next.accountId],
      ["groupId", next.groupId],
      ["from", next.fromDay],
      ["to", next.toDay],
      ["keyword", next.keyword],
      ["page", nextPage > 1 ? nextPage : undefined],
      ["pageSize", nextPageSize !== DEFAULT_PAGE_SIZE ? nextPageSize : undefined],
      ["open", openTaskId],
    ];
    setParams(new URLSearchParams(entries.filter((entry): entry is [string, string | number] => entry[1] !== undefined).map(([key, value]) => [key, String(value)])));
  };

  return {
    filters,
    query,
    apiFilters,
    openTaskId,
    setFilters: (next: RecordFilters) => write(next, 1, pageSize),
    setPage: (nextPage: number) => write(filters, nextPage, pageSize),
    setPageSize: (nextPageSize: number) => write(filters, 1, nextPageSize),
  };
}
