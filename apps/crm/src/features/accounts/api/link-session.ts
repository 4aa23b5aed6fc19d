import type { LinkSession, LinkStatus } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const LINK_SESSION_KEY = ["crm", "account-link"] as const;

/** Statuses after which the session never changes again. */
export const FINAL_LINK_STATUSES: readonly LinkStatus[] = ["linked", "expired", "denied", "failed"];

/** GET /api/v1/accounts/link/:linkId: where a QR link stands (scanned, linked, expired…). */
export function getLinkSession(linkId: string): Promise<LinkSession> {
  return crmApi.request({ method: "GET", url: `/api/v1/accounts/link/${encodeURIComponent(linkId)}` });
}

/**
 * Polls the session every `pollIntervalSeconds` of `started` until it reaches a final status or runs
 * out of time; the first answer is `started` itself, so the dialog shows the code at once. Polling
 * stops when the component using it unmounts (the dialog closes).
 */
export const linkSessionQueryOptions = (started: LinkSession) => {
  const intervalMs = Math.max(1, started.pollIntervalSeconds) * 1000;
  return queryOptions({
    queryKey: [...LINK_SESSION_KEY, started.linkId],
    queryFn: () => getLinkSession(started.linkId),
    initialData: started,
    initialDataUpdatedAt: Date.now(),
    // The session just returned is fresh: the first check comes one interval later.
    staleTime: intervalMs,
    gcTime: 0,
    retry: false,
    // Stop at a final status, and one interval past the deadline (the server has had its say by then).
    refetchInterval: (query) => {
      const finished = query.state.data !== undefined && FINAL_LINK_STATUSES.includes(query.state.data.status);
      return finished || Date.now() > Date.parse(started.expiresAt) + intervalMs ? false : intervalMs;
    },
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
  });
};

export function useLinkSession(started: LinkSession) {
  return useQuery(linkSessionQueryOptions(started));
}
