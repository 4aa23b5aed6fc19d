import { Box, Button, CloseButton, Dialog, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { FormDialog } from "../form-dialog";
import { LoadFailure } from "../load-failure";
import { draftTime } from "./draft-time";
import type { DraftSummary } from "./types";

export type DraftsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Last saved first; undefined while loading. */
  drafts: DraftSummary[] | undefined;
  /** Why the list did not load. */
  loadError?: string;
  onRetry?: () => void;
  /** The draft being edited now (marked, and not offered again). */
  currentId?: number | null;
  onOpen: (draft: DraftSummary) => void;
  /** Rejects with the reason, shown on the row. */
  onDelete: (draft: DraftSummary) => Promise<void>;
};

/** 草稿箱: every draft of the screen with what it holds and when it was saved; open one or delete it (asked once more). */
export function DraftsDialog({ open, onOpenChange, drafts, loadError, onRetry, currentId, onOpen, onDelete }: DraftsDialogProps) {
  const { t } = useLingui();
  return (
    // The shared centred frame (Portal, backdrop, positioner); the list is its content.
    <FormDialog open={open} onOpenChange={onOpenChange} size="lg" scrollBehavior="inside">
      <Dialog.Header>
        <Dialog.Title>{t`草稿箱`}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {loadError ? (
          <LoadFailure title={t`草稿加载失败`} message={loadError} onRetry={onRetry} />
        ) : drafts === undefined ? (
          <HStack justify="center" py="8">
            <Spinner size="sm" />
            <Text color="fg.muted">{t`加载中…`}</Text>
          </HStack>
        ) : drafts.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="8">
            {t`暂无草稿。编辑发布内容时会自动保存草稿。`}
          </Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" aria-label={t`草稿`}>
            {drafts.map((draft) => (
              <DraftRow key={draft.id} draft={draft} current={draft.id === currentId} onOpen={() => onOpen(draft)} onDelete={() => onDelete(draft)} />
            ))}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t`关闭`} />
      </Dialog.CloseTrigger>
    </FormDialog>
  );
}

function DraftRow({ draft, current, onOpen, onDelete }: { draft: DraftSummary; current: boolean; onOpen: () => void; onDelete: () => Promise<void> }) {
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const title = draft.title || t`未命名草稿`;
  const remove = async () => {
    setDeleting(true);
    setFailure(null);
    try {
      await onDelete();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setDeleting(false);
    }
  };
  return (
    <Box as="li" aria-label={title} py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: "0" }} display="flex" flexWrap="wrap" gap="3" alignItems="center">
      <Box flex="1 1 14rem" minW="0">
        <Text fontWeight="medium" wordBreak="break-word">
          {title}
          {current && (
            <Text as="span" ms="2" textStyle="xs" color="fg.muted">
              {t`（正在编辑）`}
            </Text>
          )}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {t`${draft.accountCount} 个账号 · ${draft.mediaCount} 个文件 · ${draftTime(draft.updatedAt, i18n.locale)} 保存`}
        </Text>
        {failure && (
          <Text textStyle="sm" color="fg.error" role="alert">
            {failure}
          </Text>
        )}
      </Box>
      {asking ? (
        <HStack gap="2">
          <Text textStyle="sm">{t`删除后无法恢复`}</Text>
          <Button size="xs" colorPalette="red" loading={deleting} loadingText={t`删除中…`} onClick={() => void remove()}>
            {t`确认删除`}
          </Button>
          <Button size="xs" variant="ghost" disabled={deleting} onClick={() => setAsking(false)}>
            {t`取消`}
          </Button>
        </HStack>
      ) : (
        <HStack gap="2">
          <Button size="xs" colorPalette="brand" disabled={current} onClick={onOpen} aria-label={t`打开草稿「${title}」`}>
            {t`打开`}
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setAsking(true)} aria-label={t`删除草稿「${title}」`}>
            {t`删除`}
          </Button>
        </HStack>
      )}
    </Box>
  );
}
