import { apiErrorMessage } from "@cdp/api-client";
import type { PlatformAccount } from "@cdp/contracts";
import { ConfirmDialog } from "@cdp/ui/confirm-dialog";
import { LoadFailure } from "@cdp/ui/load-failure";
import { DataTable, type DataTableColumn } from "@cdp/ui/data-table";
import { PageHeader } from "@cdp/ui/page-header";
import { PlatformTag } from "@cdp/ui/platform-tag";
import { UpgradePrompt } from "@cdp/ui/upgrade-prompt";
import { Button, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useRouteName } from "@cdp/app-kit";
import { useAccountGroups } from "../api/account-groups.ts";
import { useAccounts, type AccountListQuery } from "../api/accounts.ts";
import { useRefreshAccount } from "../api/refresh-account.ts";
import { useUnbindAccount } from "../api/unbind-account.ts";
import { useLinkReturn } from "../hooks/use-link-return.ts";
import { AccountActions } from "./account-actions.tsx";
import { AccountIdentityCell, GroupsCell, HealthCell, RemarkCell } from "./account-cells.tsx";
import { AccountFilters, type AccountFilterValues } from "./account-filters.tsx";
import { AccountsEmpty } from "./list-states.tsx";
import { formatStat } from "../utils/format-stat.ts";
import { LinkDialog, type LinkDialogRequest } from "./link-dialog.tsx";
import { KeepAccountsDialog } from "./keep-accounts-dialog.tsx";
import { OverPlanNotice } from "./over-plan-notice.tsx";
import { PlanUsage } from "./plan-usage.tsx";
import { RemarkDialog } from "./remark-dialog.tsx";

const PERMISSION_PATH = "/CRM/permissionManage";

/** 账号管理: the linked TikTok and YouTube accounts; link, re-authorise, refresh, rename, unbind. */
export function AccountsPage() {
  const { t, i18n } = useLingui();
  const routeName = useRouteName();
  const navigate = useNavigate();
  const linkedId = useLinkReturn();
  const [query, setQuery] = useState<AccountListQuery>({ page: 1, pageSize: 20 });
  const accounts = useAccounts(query);
  const groups = useAccountGroups();
  const refresh = useRefreshAccount();
  const unbind = useUnbindAccount();
  const [linkRequest, setLinkRequest] = useState<LinkDialogRequest | null>(null);
  const [upgradeMessage, setUpgradeMessage] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<PlatformAccount | null>(null);
  const [unbinding, setUnbinding] = useState<PlatformAccount | null>(null);
  const [choosingKept, setChoosingKept] = useState(false);
  const unbindingName = unbinding?.name ?? "";
  const groupList = groups.data?.list ?? [];
  const filtered = query.platform !== undefined || query.groupId !== undefined || query.keyword !== undefined;

  // Ids being refreshed: each row keeps its own spinner, even with several refreshes running.
  const [refreshing, setRefreshing] = useState<ReadonlySet<number>>(new Set());

  const refreshData = async (account: PlatformAccount) => {
    const name = account.name;
    setRefreshing((ids) => new Set(ids).add(account.id));
    try {
      await refresh.mutateAsync(account.id);
      toaster.create({ type: "success", title: t`“${name}”的数据已刷新` });
    } catch (error) {
      toaster.create({ type: "error", title: t`数据刷新失败`, description: apiErrorMessage(error, t`请稍后重试`) });
    } finally {
      setRefreshing((ids) => {
        const next = new Set(ids);
        next.delete(account.id);
        return next;
      });
    }
  };

  const stat = (value: number) => <Text as="span" whiteSpace="nowrap">{formatStat(value, i18n.locale)}</Text>;
  const columns: DataTableColumn<PlatformAccount>[] = [
    { key: "account", header: t`账号`, render: (account) => <AccountIdentityCell account={account} highlighted={account.id === linkedId} /> },
    { key: "remark", header: t`账号昵称`, render: (account) => <RemarkCell account={account} onEdit={() => setRenaming(account)} /> },
    { key: "platform", header: t`平台`, render: (account) => <PlatformTag platform={account.platform} /> },
    { key: "likes", header: t`点赞`, align: "end", render: (account) => stat(account.stats.likes) },
    { key: "views", header: t`播放`, align: "end", render: (account) => stat(account.stats.views) },
    { key: "fans", header: t`粉丝`, align: "end", render: (account) => stat(account.stats.fans) },
    {
      key: "health",
      header: t`授权状态`,
      render: (account) => <HealthCell account={account} onReconnect={() => setLinkRequest({ platform: account.platform, reconnect: true })} />,
    },
    { key: "groups", header: t`分组`, render: (account) => <GroupsCell account={account} groups={groupList} /> },
    {
      key: "actions",
      header: t`操作`,
      align: "end",
      render: (account) => (
        <AccountActions
          account={account}
          refreshing={refreshing.has(account.id)}
          onRefresh={() => void refreshData(account)}
          onUnbind={() => setUnbinding(account)}
        />
      ),
    },
  ];

  const applyFilters = (filters: AccountFilterValues) => setQuery((current) => ({ page: 1, pageSize: current.pageSize, ...filters }));
  const neverLinked = !accounts.isPending && !accounts.isError && !filtered && accounts.data.total === 0;

  return (
    <Stack gap="6">
      <PageHeader
        routeName={routeName}
        description={accounts.data && <PlanUsage limit={accounts.data.limit} />}
        actions={
          <Button colorPalette="brand" onClick={() => setLinkRequest({})}>
            <Plus aria-hidden="true" />
            <Trans>添加账号</Trans>
          </Button>
        }
      />
      {accounts.data && <OverPlanNotice limit={accounts.data.limit} onChoose={() => setChoosingKept(true)} onUpgrade={() => void navigate(PERMISSION_PATH)} />}
      {accounts.isError ? (
        <LoadFailure title={t`账号列表加载失败`} message={accounts.error.message} onRetry={() => void accounts.refetch()} />
      ) : neverLinked ? (
        <AccountsEmpty onAdd={() => setLinkRequest({})} />
      ) : (
        <>
          <AccountFilters value={query} groups={groupList} onChange={applyFilters} />
          <DataTable
            label={t`已绑定账号`}
            columns={columns}
            rows={accounts.data?.list ?? []}
            rowKey={(account) => account.id}
            loading={accounts.isPending}
            emptyText={t`没有符合条件的账号`}
            pagination={{
              page: query.page,
              pageSize: query.pageSize,
              total: accounts.data?.total ?? 0,
              onPageChange: (page) => setQuery((current) => ({ ...current, page })),
              onPageSizeChange: (pageSize) => setQuery((current) => ({ ...current, page: 1, pageSize })),
            }}
          />
        </>
      )}
      <LinkDialog request={linkRequest} onClose={() => setLinkRequest(null)} onPlanLimit={setUpgradeMessage} />
      <UpgradePrompt
        open={upgradeMessage !== null}
        onOpenChange={(open) => !open && setUpgradeMessage(null)}
        description={upgradeMessage}
        onUpgrade={() => void navigate(PERMISSION_PATH)}
      />
      <RemarkDialog account={renaming} onClose={() => setRenaming(null)} />
      <KeepAccountsDialog open={choosingKept} max={accounts.data?.limit.max ?? 0} onClose={() => setChoosingKept(false)} />
      <ConfirmDialog
        open={unbinding !== null}
        onOpenChange={(open) => !open && setUnbinding(null)}
        tone="danger"
        title={t`解绑账号`}
        message={t`确定解绑“${unbindingName}”吗？解绑后将在平台上撤销本应用的授权，无法再向该账号发布内容；已有的发布记录会保留。`}
        confirmText={t`解绑`}
        onConfirm={async () => {
          if (!unbinding) return;
          await unbind.mutateAsync(unbinding.id);
          toaster.create({ type: "success", title: t`账号已解绑` });
        }}
      />
    </Stack>
  );
}
