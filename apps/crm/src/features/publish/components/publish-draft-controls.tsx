import { DraftMissingNotice, DraftOffer, DraftSaveStatus, DraftsDialog } from "@cdp/ui/publish-drafts";
import { Button, HStack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { FileClock } from "lucide-react";
import type { usePublishDraft } from "../hooks/use-publish-draft.ts";

type Draft = ReturnType<typeof usePublishDraft>;

/** The page header's right side: where autosave stands, and 草稿箱 with its dialog. */
export function DraftHeaderActions({ draft }: { draft: Draft }) {
  const { t } = useLingui();
  const count = draft.list.drafts?.length ?? 0;
  return (
    <HStack gap="3" flexWrap="wrap" justify="flex-end">
      <DraftSaveStatus state={draft.state} onRetry={draft.retry} />
      <Button size="sm" variant="outline" onClick={() => draft.setListOpen(true)}>
        <FileClock aria-hidden="true" />
        {count > 0 ? t`草稿箱（${count}）` : t`草稿箱`}
      </Button>
      <DraftsDialog
        open={draft.listOpen}
        onOpenChange={draft.setListOpen}
        drafts={draft.list.drafts}
        loadError={draft.list.loadError}
        onRetry={draft.list.retry}
        currentId={draft.draftId}
        onOpen={(summary) => void draft.open(summary)}
        onDelete={draft.remove}
      />
    </HStack>
  );
}

/** Above the form: the offer to continue a draft, and what an opened draft had that is gone. */
export function DraftNotices({ draft }: { draft: Draft }) {
  return (
    <>
      {draft.offered.length > 0 && <DraftOffer drafts={draft.offered} onContinue={(summary) => void draft.open(summary)} onShowAll={() => draft.setListOpen(true)} onDismiss={draft.dismissOffer} />}
      {draft.missing && <DraftMissingNotice accountCount={draft.missing.accountCount} fileNames={draft.missing.fileNames} onDismiss={draft.dismissMissing} />}
    </>
  );
}
