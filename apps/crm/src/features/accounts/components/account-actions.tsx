import type { PlatformAccount } from "@cdp/contracts";
import { Button, HStack, IconButton } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { RefreshCw } from "lucide-react";

type AccountActionsProps = {
  account: PlatformAccount;
  refreshing: boolean;
  onRefresh: () => void;
  onUnbind: () => void;
};

/**
 * A row's 刷新数据 (an icon: the row is wide) and 解绑, each named with the account for screen
 * readers. The nickname is edited from its own column.
 */
export function AccountActions({ account, refreshing, onRefresh, onUnbind }: AccountActionsProps) {
  const { t } = useLingui();
  const name = account.name;
  return (
    <HStack gap="1" justify="end" whiteSpace="nowrap">
      <IconButton size="xs" variant="ghost" aria-label={t`刷新数据 ${name}`} title={t`刷新数据`} loading={refreshing} onClick={onRefresh}>
        <RefreshCw />
      </IconButton>
      <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`解绑 ${name}`} onClick={onUnbind}>
        <Trans>解绑</Trans>
      </Button>
    </HStack>
  );
}
