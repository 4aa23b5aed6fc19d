import { apiErrorMessage } from "@cdp/api-client";
import { draftFilesOf, type PublishDraft, type PublishDraftContent } from "@cdp/contracts";
import type { DraftSaveState, DraftSummary } from "@cdp/ui/publish-drafts";
import { useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { deletePublishDraft, getPublishDraft, PUBLISH_DRAFTS_KEY, savePublishDraft, usePublishDrafts } from "../api/publish-drafts.ts";

/** How long the form rests before it is saved (each change restarts the wait). */
export const AUTOSAVE_DELAY_MS = 1000;

export type DraftMissing = { accountCount: number; fileNames: string[] };

type Options<C extends PublishDraftContent> = {
  kind: C["kind"];
  /** The form as it stands. */
  content: C;
  /** The form can take a draft now (its accounts are loaded). */
  ready: boolean;
  /** Puts an opened draft into the form, leaving out what `missing` names. */
  apply: (content: C, missing: PublishDraft["missing"]) => void;
};

/**
 * A publish screen's draft on the server: saved a moment after each change (one save at a time, the
 * first creates it), its id in the URL (`?draft=`) so a reload reopens it, offered again when the
 * screen opens on any device, deleted once its tasks are sent.
 */
/** Worth saving: something chosen, uploaded or typed. */
const worthSaving = (content: PublishDraftContent) =>
  content.accountIds.length > 0 || draftFilesOf(content).length > 0 || content.title.trim() !== "" || content.description.trim() !== "";

export function usePublishDraft<C extends PublishDraftContent>({ kind, content, ready, apply }: Options<C>) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedId = Number(searchParams.get("draft")) || null;
  const list = usePublishDrafts(kind);
  const [draftId, setDraftId] = useState<number | null>(null);
  const [state, setState] = useState<DraftSaveState>({ kind: "idle" });
  const [savedJson, setSavedJson] = useState<string | null>(null);
  // Set when a draft was just put into the form: the form as it then renders is the saved version.
  const [adoptRendered, setAdoptRendered] = useState(false);
  const [missing, setMissing] = useState<DraftMissing | null>(null);
  const [offerDismissed, setOfferDismissed] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const idRef = useRef<number | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const closed = useRef(false);
  const latest = useRef(content);
  latest.current = content;
  const json = JSON.stringify(content);
  const dirty = worthSaving(content) && json !== savedJson;

  const refreshList = () => queryClient.invalidateQueries({ queryKey: PUBLISH_DRAFTS_KEY });
  const showInUrl = (id: number | null) =>
    setSearchParams(
      (params) => {
        if (id === null) params.delete("draft");
        else params.set("draft", String(id));
        return params;
      },
      // The page stays where the operator is (ScrollRestoration would jump to the top on this navigation).
      { replace: true, preventScrollReset: true },
    );

  const saveNow = () => {
    chain.current = chain.current.then(async () => {
      if (closed.current) return;
      const snapshot = latest.current;
      setState({ kind: "saving" });
      try {
        const saved = await savePublishDraft(idRef.current, snapshot);
        if (idRef.current === null) {
          idRef.current = saved.id;
          setDraftId(saved.id);
          showInUrl(saved.id);
        }
        setSavedJson(JSON.stringify(snapshot));
        setState({ kind: "saved", at: saved.updatedAt });
        void refreshList();
      } catch (error) {
        setState({ kind: "failed", message: apiErrorMessage(error, t`请稍后重试`) });
      }
    });
    return chain.current;
  };

  useEffect(() => {
    if (adoptRendered) {
      setSavedJson(json);
      setAdoptRendered(false);
      return;
    }
    if (!dirty || closed.current) return;
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // saveNow reads the latest form through a ref; the wait restarts only when the form changes.
  }, [json, dirty, adoptRendered]);

  const open = async (id: number) => {
    // The form being left is saved first (changes of the last second included), then replaced.
    await (dirty ? saveNow() : chain.current);
    try {
      const draft = await getPublishDraft(id);
      if (draft.content.kind !== kind) throw new Error(t`草稿不存在或已删除`);
      idRef.current = draft.id;
      setDraftId(draft.id);
      showInUrl(draft.id);
      apply(draft.content as C, draft.missing);
      setAdoptRendered(true);
      setState({ kind: "saved", at: draft.updatedAt });
      const goneFiles = draftFilesOf(draft.content).filter((file) => draft.missing.mediaIds.includes(file.mediaId)).map((file) => file.fileName);
      setMissing({ accountCount: draft.missing.accountIds.length, fileNames: goneFiles });
    } catch (error) {
      showInUrl(idRef.current);
      toaster.create({ type: "error", title: t`草稿打开失败`, description: apiErrorMessage(error, t`请稍后重试`) });
    }
  };

  // A reload (or a shared link) with ?draft= reopens that draft once the form can take it. The id this
  // screen put in the URL itself is the form already: reopening it would put the server's copy back
  // over what was typed while the first save was on its way.
  const requestedOpened = useRef(false);
  useEffect(() => {
    if (!ready || requestedOpened.current || requestedId === null || requestedId === idRef.current) return;
    requestedOpened.current = true;
    void open(requestedId);
    // open is this render's; it runs once
  }, [ready, requestedId]);

  const drafts: DraftSummary[] | undefined = list.data?.list;
  return {
    draftId,
    // A change waiting for its save already reads 正在保存草稿…: 草稿已保存 would vouch for an older form.
    state: dirty && !adoptRendered && state.kind !== "failed" ? ({ kind: "saving" } as const) : state,
    /** Changes not yet on the server: leaving now would lose them. */
    unsaved: dirty || state.kind === "saving",
    retry: () => void saveNow(),
    missing,
    dismissMissing: () => setMissing(null),
    /** Drafts to offer on opening the screen (none once this form is a draft, or after 开始新的发布). */
    offered: draftId === null && requestedId === null && !offerDismissed ? (drafts ?? []) : [],
    dismissOffer: () => setOfferDismissed(true),
    list: { drafts, loadError: list.error ? apiErrorMessage(list.error, t`请稍后重试`) : undefined, retry: () => void list.refetch() },
    listOpen,
    setListOpen,
    open: async (summary: DraftSummary) => {
      setListOpen(false);
      await open(summary.id);
    },
    async remove(summary: DraftSummary) {
      await deletePublishDraft(summary.id);
      await refreshList();
    },
    /** The tasks were sent: the draft is done with (after any save in flight), and nothing saves again. */
    async finish() {
      closed.current = true;
      await chain.current;
      const id = idRef.current;
      setSavedJson(JSON.stringify(latest.current));
      if (id !== null) await deletePublishDraft(id).catch(() => undefined);
      void refreshList();
    },
  };
}
