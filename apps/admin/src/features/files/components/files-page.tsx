import type { FileShare } from "@cdp/contracts";
import { ConfirmDialog } from "@cdp/ui/confirm-dialog";
import type { DataTableColumn } from "@cdp/ui/data-table";
import { FILE_DIALOG_EDIT_STATE, FileDialog, type FileShareValues } from "@cdp/ui/file-dialog";
import { PageHeader } from "@cdp/ui/page-header";
import { Button, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Upload } from "lucide-react";
import { useState } from "react";
import { adminUpload } from "../../../shared/api/index.ts";
import { ListTable, useListSort } from "../../../shared/components/list-table/index.ts";
import { RowActions } from "../../../shared/components/row-actions/index.ts";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useRouteName } from "@cdp/app-kit";
import { useCreateFileShare } from "../api/create-file-share.ts";
import { useDeleteFileShare } from "../api/delete-file-share.ts";
import { useFileShares, type FileShareSort } from "../api/file-shares.ts";
import { useUpdateFileShare } from "../api/update-file-share.ts";
import { readFileDialogMaxMb } from "../hooks/file-dialog-max-mb.ts";
import { FileLinkCell, FileSizeCell, FileTypeCell } from "./file-share-cells.tsx";

const CREATE_STATE = 1;

/** 文件管理: the files shared with every operator; upload, rename or replace, delete. */
export function FilesPage() {
  const { t, i18n } = useLingui();
  const routeName = useRouteName();
  const [page, setPage] = useState({ page: 1, pageSize: 10 });
  const [sort, changeSort] = useListSort<FileShareSort>(setPage);
  const files = useFileShares({ ...page, ...sort });
  const createFile = useCreateFileShare();
  const updateFile = useUpdateFileShare();
  const deleteFile = useDeleteFileShare();
  const [dialog, setDialog] = useState<{ state: number; file?: FileShare } | null>(null);
  const [deleting, setDeleting] = useState<FileShare | null>(null);
  const deletingName = deleting?.name ?? "";

  const save = async (values: FileShareValues) => {
    const envelope = dialog?.file ? await updateFile.mutateAsync({ id: dialog.file.id, ...values }) : await createFile.mutateAsync(values);
    toaster.create({ type: "success", title: envelope.msg || t`保存成功` });
  };

  const columns: DataTableColumn<FileShare>[] = [
    { key: "name", header: t`文件名称`, sortable: true },
    { key: "file", header: t`文件`, render: (file) => <FileLinkCell file={file} /> },
    { key: "fileType", header: t`类型`, render: (file) => <FileTypeCell file={file} /> },
    { key: "fileSize", header: t`大小`, sortable: true, align: "end", render: (file) => <FileSizeCell file={file} /> },
    { key: "createdAt", header: t`创建时间`, sortable: true, render: (file) => new Date(file.createdAt).toLocaleString(i18n.locale) },
    {
      key: "actions",
      header: t`操作`,
      align: "end",
      render: (file) => <RowActions name={file.name} onEdit={() => setDialog({ state: FILE_DIALOG_EDIT_STATE, file })} onDelete={() => setDeleting(file)} />,
    },
  ];

  return (
    <Stack gap="6">
      <PageHeader
        routeName={routeName}
        actions={
          <Button colorPalette="brand" onClick={() => setDialog({ state: CREATE_STATE })}>
            <Upload aria-hidden="true" />
            <Trans context="files page button">上传文件</Trans>
          </Button>
        }
      />
      <ListTable
        list={files}
        failureTitle={t`文件列表加载失败`}
        page={page}
        onPageChange={setPage}
        sort={sort}
        onSortChange={changeSort}
        label={t`共享文件`}
        columns={columns}
        rowKey={(file) => file.id}
        emptyText={t`还没有共享文件，点击“上传文件”添加`}
      />
      <FileDialog
        open={dialog !== null}
        dialogState={dialog?.state ?? CREATE_STATE}
        initial={dialog?.file ? { name: dialog.file.name, fileUrl: dialog.file.fileUrl, fileName: dialog.file.fileName } : undefined}
        upload={adminUpload}
        maxSizeMb={readFileDialogMaxMb()}
        onSave={save}
        onClose={(refresh) => {
          // A new file is the newest: show the first page, where it is unless another order was chosen.
          if (refresh && dialog?.state === CREATE_STATE) setPage((current) => ({ ...current, page: 1 }));
          setDialog(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="danger"
        title={t`删除文件`}
        message={t`确定删除“${deletingName}”吗？运营人员将不再能选用该文件。`}
        confirmText={t`删除`}
        onConfirm={async () => {
          if (deleting) await deleteFile.mutateAsync(deleting.id);
        }}
      />
    </Stack>
  );
}
