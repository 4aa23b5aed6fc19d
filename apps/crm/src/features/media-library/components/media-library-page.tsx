import type { MediaLibraryItem, MediaType } from "@cdp/contracts";
import { useRouteName } from "@cdp/app-kit";
import { ConfirmDialog } from "@cdp/ui/confirm-dialog";
import { DataTable, PageControls, type DataTableColumn } from "@cdp/ui/data-table";
import { FilterBar, FilterSelect } from "@cdp/ui/filter-bar";
import { LoadFailure } from "@cdp/ui/load-failure";
import { MEDIA_PICKER_PAGE_SIZES } from "@cdp/ui/media-picker-dialog";
import { PageHeader } from "@cdp/ui/page-header";
import { Uploader, type UploadedFileItem } from "@cdp/ui/uploader";
import { Box, Button, Card, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useMediaLibrary } from "../../../shared/media-library/index.ts";
import { useDeleteMedia } from "../api/delete-media.ts";
import { useUploadLimitMb } from "../../../shared/api/index.ts";
import { useLibraryUpload } from "../hooks/use-library-upload.ts";
import { MediaCardList } from "./media-card-list.tsx";
import { MediaName, MediaTypeBadge, MediaUsage, mediaSize } from "./media-facts.tsx";

/** 素材库: the operator's uploaded videos and images, searched, filtered and paged on the server; upload and delete here. */
export function MediaLibraryPage() {
  const { t, i18n } = useLingui();
  const routeName = useRouteName();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [type, setType] = useState<MediaType | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const library = useMediaLibrary({ page, pageSize, keyword, type });
  const remove = useDeleteMedia();
  const upload = useLibraryUpload();
  const maxSizeMb = useUploadLimitMb();
  const [uploads, setUploads] = useState<UploadedFileItem[]>([]);
  const [deleting, setDeleting] = useState<MediaLibraryItem | null>(null);
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const list = library.data?.list ?? [];
  const total = library.data?.total ?? 0;
  const filtered = keyword !== undefined || type !== undefined;

  const columns: DataTableColumn<MediaLibraryItem>[] = [
    { key: "fileName", header: t`文件`, render: (item) => <MediaName item={item} /> },
    { key: "type", header: t`类型`, width: "6rem", render: (item) => <MediaTypeBadge type={item.type} /> },
    { key: "fileSize", header: t`大小 / 时长`, width: "9rem", render: (item) => mediaSize(item) },
    { key: "createdAt", header: t`上传时间`, width: "11rem", render: (item) => when(item.createdAt) },
    { key: "usedBy", header: t`使用情况`, width: "8rem", render: (item) => <MediaUsage item={item} /> },
    {
      key: "actions",
      header: t`操作`,
      align: "end",
      width: "6rem",
      render: (item) => {
        const name = item.fileName;
        return (
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`删除 ${name}`} onClick={() => setDeleting(item)}>
            <Trans>删除</Trans>
          </Button>
        );
      },
    },
  ];

  const changePageSize = (size: number) => {
    setPageSize(size);
    setPage(1);
  };
  const empty = (
    <Stack align="center" gap="2" paddingY="10" textAlign="center">
      <Text fontWeight="medium">{filtered ? t`没有符合条件的素材` : t`素材库还是空的`}</Text>
      <Text color="fg.muted" textStyle="sm">
        {filtered ? t`换个文件名或类型再试试。` : t`在上方上传视频或图片，或在视频发布、图文发布中上传，文件都会保存在这里。`}
      </Text>
    </Stack>
  );

  const deletingName = deleting?.fileName ?? "";
  const deletingUses = deleting?.usedBy ?? 0;
  const deletingWaiting = deleting?.activeUses ?? 0;
  const deleteMessage =
    deletingWaiting > 0
      ? t`“${deletingName}”正被 ${deletingWaiting} 个等待或分发中的发布使用，这些发布完成前无法删除。`
      : deletingUses > 0
        ? t`“${deletingName}”已用于 ${deletingUses} 个已完成的发布。删除不影响已发布的作品，但文件会从存储中移除，无法恢复，之后也不能再用它发布。`
        : t`确定删除“${deletingName}”吗？文件会从存储中移除，无法恢复。`;

  return (
    <Stack gap="5">
      <PageHeader routeName={routeName} description={t`你上传的视频和图片都在这里，发布时可直接从素材库选择，无需重新上传。`} />
      <Card.Root variant="outline">
        <Card.Body gap="3">
          <Text fontWeight="medium">
            <Trans>上传到素材库</Trans>
          </Text>
          <Uploader accept="media" value={uploads} onChange={() => setUploads([])} upload={upload} maxSizeMb={maxSizeMb} label={t`视频或图片`} />
        </Card.Body>
      </Card.Root>
      <FilterBar label={t`筛选素材`} keyword={{ label: t`按文件名搜索`, placeholder: t`输入文件名`, value: keyword, onSearch: (next) => (setKeyword(next), setPage(1)) }}>
        <FilterSelect
          label={t`类型`}
          allLabel={t`全部类型`}
          value={type}
          options={[
            { value: "video", label: t({ message: "视频", context: "media filter" }) },
            { value: "image", label: t`图片` },
          ]}
          onChange={(next) => (setType(next), setPage(1))}
          width="8rem"
        />
      </FilterBar>
      {library.isError ? (
        <LoadFailure title={t`素材库加载失败`} message={library.error.message} onRetry={() => void library.refetch()} />
      ) : (
        <>
          <Box hideBelow="md">
            <DataTable
              label={t`素材库`}
              columns={columns}
              rows={list}
              rowKey={(item) => item.id}
              loading={library.isPending}
              emptyText={empty}
              pagination={{ page, pageSize, total, pageSizeOptions: [...MEDIA_PICKER_PAGE_SIZES], onPageChange: setPage, onPageSizeChange: changePageSize }}
            />
          </Box>
          <Box hideFrom="md">
            {!library.isPending && list.length === 0 ? empty : <MediaCardList items={list} loading={library.isPending} when={when} onDelete={setDeleting} />}
            {total > 0 && (
              <Stack gap="2" marginTop="3" align="center">
                <Text textStyle="sm" color="fg.muted">{t`共 ${total} 个`}</Text>
                <Box display="flex" gap="2" flexWrap="wrap" justifyContent="center">
                  <PageControls page={page} pageSize={pageSize} total={total} pageSizes={MEDIA_PICKER_PAGE_SIZES} onPageChange={setPage} onPageSizeChange={changePageSize} pageSizeCss={{ width: "7rem" }} />
                </Box>
              </Stack>
            )}
          </Box>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        tone="danger"
        title={t`删除素材`}
        message={deleteMessage}
        confirmText={t`删除`}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toaster.create({ type: "success", title: t`素材已删除` });
        }}
      />
    </Stack>
  );
}
