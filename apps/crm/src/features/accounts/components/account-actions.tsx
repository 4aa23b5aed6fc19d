import type { PlatformAccount } from "@cdp/contracts";
import { Button, HStack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { RefreshCw } from "lucide-react";

type AccountActionsProps = {
  account: PlatformAccount;
  refreshing: boolean;
  onRefresh: () => void;
  onEditRemark: () => void;
  onUnbind: () => void;
};

/** A row's 刷新数据, 编辑昵称 and 解绑, each named with the account for screen readers. */
export function AccountActions({ account, refreshing, onRefresh, onEditRemark, onUnbind }: AccountActionsProps) {
  const { t } = useLingui();
  const name = account.name;
  return (
    <HStack gap="1" justify="end">
      <Button size="xs" variant="ghost" aria-label={t`刷新数据 ${name}`} loading={refreshing} onClick={onRefresh}>
        <RefreshCw aria-hidden="true" />
        <Trans>刷新数据</Trans>
      </Button>
      <Button size="xs" variant="ghost" aria-label={t`编辑昵称 ${name}`} onClick={onEditRemark}>
        <Trans>编辑昵称</Trans>
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`解绑 ${name}`} onClick={onUnbind}>
        <Trans>解绑</Trans>
      </Button>
    </HStack>
  );
}
