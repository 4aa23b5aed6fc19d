import { Alert, Button, CloseButton, HStack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { draftTime } from "./draft-time";
import type { DraftSummary } from "./types";

export type DraftOfferProps = {
  /** The operator's drafts of this screen, last saved first (at least one). */
  drafts: DraftSummary[];
  onContinue: (draft: DraftSummary) => void;
  onShowAll: () => void;
  /** 开始新的发布: hides the offer (the drafts stay). */
  onDismiss: () => void;
};

/** On opening a publish screen with drafts: continue the last one, see them all, or start afresh. */
export function DraftOffer({ drafts, onContinue, onShowAll, onDismiss }: DraftOfferProps) {
  const { t, i18n } = useLingui();
  const [latest] = drafts;
  if (!latest) return null;
  const title = latest.title || t`未命名草稿`;
  const when = draftTime(latest.updatedAt, i18n.locale);
  const count = drafts.length;
  return (
    <Alert.Root role="status" status="info" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1 1 16rem" minW="0">
        <Alert.Title>{count > 1 ? t`你有 ${count} 份未完成的草稿` : t`你有一份未完成的草稿`}</Alert.Title>
        <Alert.Description wordBreak="break-word">{t`最近一份：「${title}」，${when} 保存`}</Alert.Description>
      </Alert.Content>
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" colorPalette="brand" onClick={() => onContinue(latest)}>
          {t`继续编辑`}
        </Button>
        {count > 1 && (
          <Button size="sm" variant="outline" onClick={onShowAll}>
            {t`查看全部草稿`}
          </Button>
        )}
      </HStack>
      <CloseButton size="sm" aria-label={t`开始新的发布`} onClick={onDismiss} />
    </Alert.Root>
  );
}
