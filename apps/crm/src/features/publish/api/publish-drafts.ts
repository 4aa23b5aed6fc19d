import type { PublishDraft, PublishDraftContent, PublishDraftKind, PublishDraftSummary, SavedDraft } from "@cdp/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { crmApi } from "../../../shared/api/index.ts";

export const PUBLISH_DRAFTS_KEY = ["crm", "publish-drafts"] as const;

/** GET /api/v1/publish/drafts?kind=: the operator's drafts of one publish screen, last saved first. */
export function getPublishDrafts(kind: PublishDraftKind): Promise<{ list: PublishDraftSummary[] }> {
  return crmApi.request({ method: "GET", url: "/api/v1/publish/drafts", params: { kind } });
}

export const publishDraftsQueryOptions = (kind: PublishDraftKind) => queryOptions({ queryKey: [...PUBLISH_DRAFTS_KEY, kind], queryFn: () => getPublishDrafts(kind) });

export function usePublishDrafts(kind: PublishDraftKind) {
  return useQuery(publishDraftsQueryOptions(kind));
}

/** GET /api/v1/publish/drafts/:id: the draft with the accounts and files gone since it was saved. */
export function getPublishDraft(id: number): Promise<PublishDraft> {
  return crmApi.request({ method: "GET", url: `/api/v1/publish/drafts/${id}` });
}

/** POST a new draft, or PUT over the one being edited. */
export function savePublishDraft(id: number | null, content: PublishDraftContent): Promise<SavedDraft> {
  return id === null
    ? crmApi.request({ method: "POST", url: "/api/v1/publish/drafts", data: { content } })
    : crmApi.request({ method: "PUT", url: `/api/v1/publish/drafts/${id}`, data: { content } });
}

export function deletePublishDraft(id: number): Promise<null> {
  return crmApi.request({ method: "DELETE", url: `/api/v1/publish/drafts/${id}` });
}
