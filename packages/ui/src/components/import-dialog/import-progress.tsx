import { Alert, chakra, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { CircleAlert, CircleCheck, FileSpreadsheet } from "lucide-react";
import { ErrorTable } from "./error-table";
import type { ImportState } from "./use-import";

export type ImportProgressProps = { state: ImportState };

/** The picked file with its state, and for rows with errors, the failure banner and the error table. */
export function ImportProgress({ state }: ImportProgressProps) {
  const { t } = useLingui();
  const entry = {
    idle: null,
    uploading: { icon: <Spinner size="xs" />, text: t`上传中…`, color: "fg.muted" },
    // Darker than fg.success, which is too light for text on the subtle background.
    imported: { icon: <CircleCheck size={16} aria-hidden="true" />, text: t`上传成功`, color: { _light: "green.700", _dark: "green.300" } },
    invalid: { icon: <CircleAlert size={16} aria-hidden="true" />, text: t`导入异常`, color: "fg.error" },
  }[state.phase];
  const errorSize = state.phase === "invalid" ? state.errorSize : 0;

  return (
    <>
      {/* Always there, so assistive technology announces each change of state. */}
      <chakra.div role="status" aria-label={t`导入状态`}>
        {state.phase !== "idle" && entry && (
          <HStack gap="2" paddingInline="3" paddingBlock="2" borderWidth="1px" borderRadius="l2" bg="bg.subtle">
            <FileSpreadsheet size={18} aria-hidden="true" />
            <Text flex="1" minWidth="0" truncate textStyle="sm">
              {state.fileName}
            </Text>
            <HStack gap="1" color={entry.color} textStyle="sm" flexShrink="0">
              {entry.icon}
              <span>{entry.text}</span>
            </HStack>
          </HStack>
        )}
      </chakra.div>
      {state.phase === "invalid" && (
        <Stack gap="3">
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t`导入异常`}</Alert.Title>
              <Alert.Description>{t`文件中存在错误或缺失的数据，请修正后重新上传。`}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Text textStyle="sm">{t`共有 ${errorSize} 行数据有误`}</Text>
          <Text textStyle="sm" color="fg.muted">{t`所有数据都正确才能导入成功，请按下表调整后重新导入。`}</Text>
          <ErrorTable rows={state.rows} />
        </Stack>
      )}
    </>
  );
}
