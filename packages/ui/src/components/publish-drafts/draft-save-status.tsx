import { Button, HStack, Spinner, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { CircleAlert, CircleCheck } from "lucide-react";
import { draftTime } from "./draft-time";
import type { DraftSaveState } from "./types";

export type DraftSaveStatusProps = {
  state: DraftSaveState;
  /** Shown after a failed save: saves again now. */
  onRetry?: () => void;
};

/** A quiet line beside the publish form: 正在保存草稿… / 草稿已保存 22:31 / 草稿保存失败 重试 (announced politely). */
export function DraftSaveStatus({ state, onRetry }: DraftSaveStatusProps) {
  const { t, i18n } = useLingui();
  return (
    <HStack role="status" aria-live="polite" gap="1.5" minH="8" textStyle="sm" color={state.kind === "failed" ? "fg.error" : "fg.muted"}>
      {state.kind === "saving" && (
        <>
          <Spinner size="xs" />
          <Text>{t`正在保存草稿…`}</Text>
        </>
      )}
      {state.kind === "saved" && (
        <>
          <CircleCheck size={14} aria-hidden="true" />
          <Text>{t`草稿已保存 ${draftTime(state.at, i18n.locale)}`}</Text>
        </>
      )}
      {state.kind === "failed" && (
        <>
          <CircleAlert size={14} aria-hidden="true" />
          <Text title={state.message}>{t`草稿保存失败`}</Text>
          {onRetry && (
            <Button size="2xs" variant="ghost" colorPalette="red" onClick={onRetry}>
              {t`重试`}
            </Button>
          )}
        </>
      )}
    </HStack>
  );
}
