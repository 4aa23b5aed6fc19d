import { useRouteName } from "@cdp/app-kit";
import type { ChannelAdmin } from "@cdp/contracts";
import type { DataTableColumn } from "@cdp/ui/data-table";
import { ConfirmDialog } from "@cdp/ui/confirm-dialog";
import { PageHeader } from "@cdp/ui/page-header";
import { Button, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { useState } from "react";
import { RowActions } from "../../../shared/components/row-actions/index.ts";
import { ListTable, useListSort } from "../../../shared/components/list-table/index.ts";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useChannels, type ChannelQuery, type ChannelSort } from "../api/channels.ts";
import { useDeleteChannel } from "../api/delete-channel.ts";
import { ChannelDialog, type ChannelDialogState } from "./channel-dialog.tsx";
import { LoginPictureCell } from "./login-picture-cell.tsx";
import { RegistrationLinkCell } from "./registration-link-cell.tsx";

/** 渠道管理: sign-up channels, their login pictures and registration links; create, edit, delete. */
export function ChannelsPage() {
  const { t, i18n } = useLingui();
  const routeName = useRouteName();
  const [query, setQuery] = useState<ChannelQuery>({ page: 1, pageSize: 10 });
  const [sort, changeSort] = useListSort<ChannelSort>(setQuery);
  const channels = useChannels({ ...query, ...sort });
  const deleteChannel = useDeleteChannel();
  const [dialog, setDialog] = useState<ChannelDialogState | null>(null);
  const [deleting, setDeleting] = useState<ChannelAdmin | null>(null);
  const deletingName = deleting?.name ?? "";
  const deletingCount = deleting?.operators ?? 0;

  const columns: DataTableColumn<ChannelAdmin>[] = [
    { key: "name", header: t`渠道名称`, sortable: true, width: "12rem" },
    { key: "loginPicture", header: t`登录图片`, width: "8rem", render: (channel) => <LoginPictureCell url={channel.loginPicture} /> },
    { key: "link", header: t`注册链接`, render: (channel) => <RegistrationLinkCell channelId={channel.id} channelName={channel.name} /> },
    { key: "operators", header: t`用户数`, sortable: true, align: "end", width: "7rem" },
    { key: "createdAt", header: t`创建时间`, sortable: true, width: "11rem", render: (channel) => new Date(channel.createdAt).toLocaleString(i18n.locale) },
    {
      key: "actions",
      header: t`操作`,
      align: "end",
      width: "9rem",
      render: (channel) => <RowActions name={channel.name} onEdit={() => setDialog({ mode: "edit", channel })} onDelete={() => setDeleting(channel)} />,
    },
  ];

  return (
    <Stack gap="6">
      <PageHeader
        routeName={routeName}
        actions={
          <Button colorPalette="brand" onClick={() => setDialog({ mode: "create" })}>
            <Plus aria-hidden="true" />
            <Trans>新建渠道</Trans>
          </Button>
        }
      />
      <ListTable
        list={channels}
        failureTitle={t`渠道列表加载失败`}
        page={query}
        onPageChange={(page) => setQuery((current) => ({ ...current, ...page }))}
        sort={sort}
        onSortChange={changeSort}
        label={t`渠道`}
        columns={columns}
        rowKey={(channel) => channel.id}
        emptyText={t`还没有渠道，点击“新建渠道”添加`}
      />
      <ChannelDialog
        state={dialog}
        onClose={(saved) => {
          if (saved && dialog?.mode === "create") setQuery((current) => ({ ...current, page: 1 }));
          setDialog(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        tone="danger"
        title={t`删除渠道`}
        message={t`确定删除“${deletingName}”吗？它的注册链接和登录图片将失效；通过它注册的 ${deletingCount} 个用户保留账号和数据，只是不再属于任何渠道。`}
        confirmText={t`删除`}
        onConfirm={async () => {
          if (!deleting) return;
          const envelope = await deleteChannel.mutateAsync(deleting.id);
          toaster.create({ type: "success", title: envelope.msg || t`删除成功` });
        }}
      />
    </Stack>
  );
}
