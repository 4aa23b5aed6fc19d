import type { UserGroup } from "@cdp/contracts";
import { ConfirmDialog } from "@cdp/ui/confirm-dialog";
import type { DataTableColumn } from "@cdp/ui/data-table";
import { PageHeader } from "@cdp/ui/page-header";
import { Button, HStack, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { useState } from "react";
import { ListTable, useListSort } from "../../../shared/components/list-table/index.ts";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useRouteName } from "@cdp/app-kit";
import { useDeleteGroup, useGroups, type GroupSort } from "../api/groups.ts";
import { CreateGroupDialog } from "./create-group-dialog.tsx";
import { GroupMembersDialog } from "./group-members-dialog.tsx";

/** 用户组: groups with their plan and member count; members dialog, create, delete. */
export function UserGroupsPage() {
  const { t, i18n } = useLingui();
  const routeName = useRouteName();
  const [page, setPage] = useState({ page: 1, pageSize: 10 });
  const [sort, changeSort] = useListSort<GroupSort>(setPage);
  const groups = useGroups({ ...page, ...sort });
  const deleteGroup = useDeleteGroup();
  const [creating, setCreating] = useState(false);
  const [members, setMembers] = useState<UserGroup | null>(null);
  const [deleting, setDeleting] = useState<UserGroup | null>(null);
  const deletingName = deleting?.name ?? "";

  const columns: DataTableColumn<UserGroup>[] = [
    { key: "name", header: t`用户组名称`, sortable: true },
    { key: "plan", header: t`组套餐`, render: (group) => (group.plan === null ? t`未设置` : group.plan === "free" ? t`免费版` : t`专业版`) },
    { key: "members", header: t`成员数`, sortable: true, align: "end" },
    { key: "createdAt", header: t`创建时间`, sortable: true, render: (group) => new Date(group.createdAt).toLocaleString(i18n.locale) },
    {
      key: "actions",
      header: t`操作`,
      align: "end",
      render: (group) => {
        const name = group.name;
        return (
          <HStack gap="1" justify="end">
            <Button size="xs" variant="ghost" aria-label={t`成员 ${name}`} onClick={() => setMembers(group)}>
              <Trans>成员</Trans>
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`删除 ${name}`} onClick={() => setDeleting(group)}>
              <Trans>删除</Trans>
            </Button>
          </HStack>
        );
      },
    },
  ];

  return (
    <Stack gap="6">
      <PageHeader
        routeName={routeName}
        actions={
          <Button colorPalette="brand" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            <Trans>新建用户组</Trans>
          </Button>
        }
      />
      <ListTable
        list={groups}
        failureTitle={t`用户组加载失败`}
        page={page}
        onPageChange={setPage}
        sort={sort}
        onSortChange={changeSort}
        label={t`用户组`}
        columns={columns}
        rowKey={(group) => group.id}
        emptyText={t`还没有用户组，点击“新建用户组”添加`}
      />
      <CreateGroupDialog
        open={creating}
        onClose={(created) => {
          setCreating(false);
          if (created) toaster.create({ type: "success", title: t`保存成功` });
        }}
      />
      <GroupMembersDialog group={members} onClose={() => setMembers(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="danger"
        title={t`删除用户组`}
        message={t`确定删除“${deletingName}”吗？组内用户不会被删除，但不再继承该组的套餐。`}
        confirmText={t`删除`}
        onConfirm={async () => {
          if (deleting) await deleteGroup.mutateAsync(deleting.id);
        }}
      />
    </Stack>
  );
}
