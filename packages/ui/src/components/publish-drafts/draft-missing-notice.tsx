import { Alert, CloseButton, List } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

export type DraftMissingNoticeProps = {
  /** Accounts of the draft that are unbound or no longer the operator's. */
  accountCount: number;
  /** Names of the draft's files that were deleted. */
  fileNames: string[];
  onDismiss: () => void;
};

/** A draft opened with parts that are gone: says which were left out, instead of failing to open. */
export function DraftMissingNotice({ accountCount, fileNames, onDismiss }: DraftMissingNoticeProps) {
  const { t } = useLingui();
  if (accountCount === 0 && fileNames.length === 0) return null;
  const files = fileNames.join(t`、`);
  return (
    <Alert.Root role="alert" status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content minW="0">
        <Alert.Title>{t`草稿中有些内容已不可用，已从表单中移除`}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" wordBreak="break-word">
            {accountCount > 0 && <List.Item>{t`${accountCount} 个账号已解绑或不再可用`}</List.Item>}
            {fileNames.length > 0 && <List.Item>{t`已删除的文件：${files}`}</List.Item>}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={t`关闭提示`} onClick={onDismiss} />
    </Alert.Root>
  );
}
