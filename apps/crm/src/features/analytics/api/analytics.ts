import { downloadFile } from "@cdp/api-client";
import type { Platform, Ranking, TopPosts, Trend } from "@cdp/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const ANALYTICS_KEY = ["crm", "analytics"] as const;

/** Which accounts the figures cover: all, one platform, one group or one account. */
export type AnalyticsScope = { platform?: Platform; groupId?: number; accountId?: number };
export type TrendRange = { months: 6 | 12 | 24 };

/** GET /api/v1/analytics/trend: views and likes gained per month, fans at each month's end. */
export function useTrend(query: AnalyticsScope & TrendRange) {
  return useQuery({
    queryKey: [...ANALYTICS_KEY, "trend", query],
    queryFn: (): Promise<Trend> => crmApi.request({ method: "GET", url: "/api/v1/analytics/trend", params: query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/analytics/ranking: views gained in the last 7 days, with last week's rank. */
export function useRanking(scope: AnalyticsScope) {
  return useQuery({
    queryKey: [...ANALYTICS_KEY, "ranking", scope],
    queryFn: (): Promise<Ranking> => crmApi.request({ method: "GET", url: "/api/v1/analytics/ranking", params: scope }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/analytics/top-posts: the best posts the product published. */
export function useTopPosts(scope: AnalyticsScope) {
  return useQuery({
    queryKey: [...ANALYTICS_KEY, "top-posts", scope],
    queryFn: (): Promise<TopPosts> => crmApi.request({ method: "GET", url: "/api/v1/analytics/top-posts", params: scope }),
  });
}

/** Downloads an export (.xlsx) through the operators' API client (its token, language and 401 rule). */
export function downloadExport(kind: "trend" | "ranking" | "top-posts", query: Record<string, string | number | undefined>): Promise<void> {
  return downloadFile(crmApi, { url: `/api/v1/analytics/${kind}/export`, params: query }, `${kind}.xlsx`);
}
