import type { AccountLimit } from "@cdp/contracts";
import { Alert, Button, HStack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";

type OverPlanNoticeProps = { limit: AccountLimit; onChoose: () => void; onUpgrade: () => void };

/** Shown while more accounts are linked than the plan keeps active (after a downgrade): nothing was deleted. */
export function OverPlanNotice({ limit, onChoose, onUpgrade }: OverPlanNoticeProps) {
  const { t } = useLingui();
  const { used, max } = limit;
  if (max === null || used <= max) return null;
  const extra = used - max;
  return (
    <Alert.Root status="warning" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t`已绑定 ${used} 个账号，当前套餐可保留 ${max} 个`}</Alert.Title>
        <Alert.Description>{t`${extra} 个账号为只读：数据全部保留，但不能发布。请选择要保留的账号，或升级套餐。`}</Alert.Description>
      </Alert.Content>
      <HStack gap="2" flexShrink={0}>
        <Button size="sm" colorPalette="brand" onClick={onChoose}>
          <Trans>选择保留的账号</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={onUpgrade}>
          <Trans>升级套餐</Trans>
        </Button>
      </HStack>
    </Alert.Root>
  );
}
