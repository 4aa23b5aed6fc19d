import type { AccountGroup, PlatformAccount } from "@cdp/contracts";
import { AccountPicker, type AccountPickerChange } from "@cdp/ui/account-picker";
import { PlatformTag } from "@cdp/ui/platform-tag";
import { Box, HStack, Link, List, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { memo } from "react";
import { Link as RouterLink } from "react-router-dom";
import { canPublishTo, toPickerAccount, toPickerGroups } from "../model/targets.ts";

const ACCOUNTS_PATH = "/CRM/accountManage/index";

type TargetAccountsProps = {
  accounts: PlatformAccount[];
  groups: AccountGroup[];
  loading: boolean;
  value: string[];
  onChange: (ids: string[], change: AccountPickerChange) => void;
  /** Accounts that can be shown but not chosen (e.g. YouTube for an image set), with why. */
  unavailable?: { accountId: number; reason: string }[];
};

const NOTHING_UNAVAILABLE: NonNullable<TargetAccountsProps["unavailable"]> = [];

/**
 * The account picker of usable accounts, and below it the ones that cannot be chosen and why, with the way to fix them.
 * Memoized: the publish screens keep the whole form's state on the page, and without it every keystroke in the title
 * drew every account row again (200 accounts: 519 ms a keystroke in jsdom, against 80 ms with 4).
 */
export const TargetAccounts = memo(function TargetAccounts({ accounts, groups, loading, value, onChange, unavailable = NOTHING_UNAVAILABLE }: TargetAccountsProps) {
  const { t } = useLingui();
  const overPlan = t`超出当前套餐的账号数量，此账号为只读。请在账号管理中选择要保留的账号，或升级套餐`;
  const readOnly = accounts.filter((account) => account.readOnly).map((account): [number, string] => [account.id, overPlan]);
  const blocked = new Map([...readOnly, ...unavailable.map((entry): [number, string] => [entry.accountId, entry.reason])]);
  const usable = accounts.filter((account) => canPublishTo(account) && !blocked.has(account.id));
  const notUsable = accounts
    .filter((account) => !canPublishTo(account) || blocked.has(account.id))
    .map((account) => ({ account, reason: blocked.get(account.id) ?? account.tokenHealthReason ?? t`账号授权已失效，请重新授权`, reconnect: !canPublishTo(account) }));

  return (
    <Stack gap="3">
      <AccountPicker accounts={usable.map(toPickerAccount)} groups={toPickerGroups(groups, usable)} value={value} onChange={onChange} loading={loading} />
      {!loading && accounts.length === 0 && (
        <Text textStyle="sm" color="fg.muted">
          <Trans>还没有可发布的账号。</Trans>{" "}
          <Link asChild colorPalette="brand" color="colorPalette.fg">
            <RouterLink to={ACCOUNTS_PATH}>
              <Trans>去账号管理添加账号</Trans>
            </RouterLink>
          </Link>
        </Text>
      )}
      {notUsable.length > 0 && (
        <Box borderWidth="1px" borderRadius="l2" padding="3" bg="bg.muted">
          <Text textStyle="sm" fontWeight="medium" marginBottom="2">
            <Trans>以下账号暂不能选择</Trans>
          </Text>
          <List.Root as="ul" gap="2" listStyle="none" aria-label={t`不能选择的账号`}>
            {notUsable.map(({ account, reason, reconnect }) => (
              <List.Item key={account.id} opacity={0.85}>
                <HStack gap="2" wrap="wrap">
                  <Text textStyle="sm" color="fg.muted">{account.name}</Text>
                  <PlatformTag platform={account.platform} />
                  <Text textStyle="xs" color="fg.muted">{reason}</Text>
                  {reconnect && (
                    <Link asChild textStyle="xs" colorPalette="brand" color="colorPalette.fg">
                      <RouterLink to={ACCOUNTS_PATH}>
                        <Trans>去账号管理重新授权</Trans>
                      </RouterLink>
                    </Link>
                  )}
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Stack>
  );
});
