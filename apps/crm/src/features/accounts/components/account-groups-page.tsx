import type { AccountGroup } from "@cdp/contracts";
import { ConfirmDialog } from "@cdp/ui/confirm-dialog";
import { LoadFailure } from "@cdp/ui/load-failure";
import { DataTable, type DataTableColumn } from "@cdp/ui/data-table";
import { PageHeader } from "@cdp/ui/page-header";
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { useState } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useRouteName } from "@cdp/app-kit";
import { useAccountGroups } from "../api/account-groups.ts";
import { useDeleteAccountGroup } from "../api/delete-account-group.ts";
import { GroupColorDot } from "./group-color-dot.tsx";
import { GroupsEmpty } from "./list-states.tsx";
import { GroupDialog, type GroupDialogState } from "./group-dialog.tsx";
import { GroupMembersDialog } from "./group-members-dialog.tsx";

/** 账号分组: groups of accounts to publish to together; create, edit, manage members, delete. */
export function AccountGroupsPage() {
  const { t, i18n } = useLingui();
  const routeName = useRouteName();
  const groups = useAccountGroups();
  const deleteGroup = useDeleteAccountGroup();
  const [dialog, setDialog] = useState<GroupDialogState | null>(null);
  const [managing, setManaging] = useState<AccountGroup | null>(null);
  const [deleting, setDeleting] = useState<AccountGroup | null>(null);
  const deletingName = deleting?.name ?? "";
  const count = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);

  const columns: DataTableColumn<AccountGroup>[] = [
    {
      key: "color",
      header: t`颜色`,
      render: (group) => <GroupColorDot color={group.color} />,
    },
    { key: "name", header: t`分组名称`, render: (group) => <Text fontWeight="medium">{group.name}</Text> },
    {
      key: "remark",
      header: t`分组备注`,
      // Up to 200 characters: two lines at most, the whole note on hover and for screen readers.
      render: (group) => (
        <Text color={group.remark ? "fg" : "fg.subtle"} maxWidth="24rem" lineClamp={2} wordBreak="break-word" title={group.remark || undefined}>
          {group.remark || "-"}
        </Text>
      ),
    },
    { key: "accountCount", header: t`账号数`, align: "end", render: (group) => count(group.accountCount) },
    { key: "publishedCount", header: t`发布数`, align: "end", render: (group) => count(group.publishedCount) },
    {
      key: "actions",
      header: t`操作`,
      align: "end",
      render: (group) => {
        const name = group.name;
        return (
          <HStack gap="1" justify="end">
            <Button size="xs" variant="ghost" aria-label={t`编辑 ${name}`} onClick={() => setDialog({ mode: "edit", group })}>
              <Trans>编辑</Trans>
            </Button>
            <Button size="xs" variant="ghost" aria-label={t`管理账号 ${name}`} onClick={() => setManaging(group)}>
              <Trans>管理账号</Trans>
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`删除 ${name}`} onClick={() => setDeleting(group)}>
              <Trans>删除</Trans>
            </Button>
          </HStack>
        );
      },
    },
  ];

  const create = () => setDialog({ mode: "create" });
  const list = groups.data?.list ?? [];

  return (
    <Stack gap="6">
      <PageHeader
        routeName={routeName}
        actions={
          <Button colorPalette="brand" onClick={create}>
            <Plus aria-hidden="true" />
            <Trans>新建分组</Trans>
          </Button>
        }
      />
      {groups.isError ? (
        <LoadFailure title={t`分组列表加载失败`} message={groups.error.message} onRetry={() => void groups.refetch()} />
      ) : !groups.isPending && list.length === 0 ? (
        <GroupsEmpty onCreate={create} />
      ) : (
        <DataTable label={t`账号分组`} columns={columns} rows={list} rowKey={(group) => group.id} loading={groups.isPending} />
      )}
      <GroupDialog state={dialog} onClose={() => setDialog(null)} />
      <GroupMembersDialog group={managing} onClose={() => setManaging(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        tone="danger"
        title={t`删除分组`}
        message={t`确定删除分组“${deletingName}”吗？分组内的账号不会被解绑，已有的发布记录也会保留。`}
        confirmText={t`删除`}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteGroup.mutateAsync(deleting.id);
          toaster.create({ type: "success", title: t`分组已删除` });
        }}
      />
    </Stack>
  );
}
