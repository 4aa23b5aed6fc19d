import type { ReconnectAccount, ReconnectAccountPageQuery } from "@cdp/contracts";
import type { DataTableColumn } from "@cdp/ui/data-table";
import { useLingui } from "@lingui/react/macro";
import { useReconnectAccounts } from "../api/reconnect-accounts.ts";
import { useSortedPage } from "../hooks/use-sorted-page.ts";
import { PLATFORM_LABELS } from "./labels.ts";
import { PagedListSection } from "./paged-list-section.tsx";

/** Linked accounts whose platform grant lapsed, with the operator who must authorise them again. */
export function ReconnectAccountsSection() {
  const { t, i18n } = useLingui();
  const { page, setPage, sort, query, changeSort } = useSortedPage<ReconnectAccountPageQuery["sortBy"]>();
  const accounts = useReconnectAccounts(query);
  const total = accounts.data?.total ?? 0;
  const columns: DataTableColumn<ReconnectAccount>[] = [
    { key: "platform", header: t`平台`, render: (account) => PLATFORM_LABELS[account.platform] },
    { key: "name", header: t`账号`, sortable: true, render: (account) => (account.username ? `${account.name} (@${account.username})` : account.name) },
    { key: "owner", header: t`所属用户`, sortable: true, render: (account) => [account.owner.email, account.owner.nickname].filter(Boolean).join(" · ") || `#${account.owner.id}` },
    { key: "reason", header: t`原因` },
    { key: "linkedAt", header: t`授权时间`, sortable: true, render: (account) => new Date(account.linkedAt).toLocaleString(i18n.locale) },
  ];
  return (
    <PagedListSection
      title={t`需重新授权的账号`}
      description={total > 0 ? t`共 ${total} 个账号需要所属用户重新授权` : undefined}
      failureTitle={t`需重新授权的账号加载失败`}
      emptyText={t`所有账号的授权都有效`}
      columns={columns}
      rowKey={(account) => account.id}
      list={accounts}
      page={page}
      onPageChange={setPage}
      sort={sort}
      onSortChange={changeSort}
    />
  );
}
