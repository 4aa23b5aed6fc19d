import type { MediaLibraryItem } from "@cdp/contracts";
import { MediaPickerDialog } from "@cdp/ui/media-picker-dialog";
import type { UploadedFileItem } from "@cdp/ui/uploader";
import { Box, Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Library } from "lucide-react";
import { useState } from "react";
import { useMediaLibrary } from "../api/media-library.ts";

export type LibraryPickButtonProps = {
  /** Videos for 视频发布, images for 图文发布. */
  accept: "video" | "image";
  /** The files already in the form (shown as chosen). */
  value: UploadedFileItem[];
  /** At most this many more may be chosen. */
  max?: number;
  /** Called with the chosen files as an upload would give them, each with its media id. */
  onChoose: (files: { file: UploadedFileItem; mediaId: number }[]) => void;
  disabled?: boolean;
};

/** A stored file as the uploader holds a fresh upload of it. */
export function uploadedFileOf(item: MediaLibraryItem): UploadedFileItem {
  return {
    fileName: item.fileName,
    exportFile: item.url,
    type: item.type,
    fileSize: item.fileSize,
    ...(item.type === "image" ? { imgUrl: item.url } : {}),
    ...(item.type === "video" ? { address: item.url } : {}),
  };
}

/**
 * The form's files with the chosen ones added after them (a file already there is not added twice);
 * each chosen file's media id is remembered as an upload's would be.
 */
export function withLibraryFiles(current: UploadedFileItem[], chosen: { file: UploadedFileItem; mediaId: number }[], remember: (url: string, mediaId: number) => void) {
  const there = new Set(current.map((file) => file.exportFile));
  const added = chosen.filter(({ file }) => !there.has(file.exportFile));
  for (const { file, mediaId } of added) remember(file.exportFile, mediaId);
  return [...current, ...added.map(({ file }) => file)];
}

/** 从素材库选择 beside the uploader: the library's videos or images in a dialog, searched and paged on the server. */
export function LibraryPickButton({ accept, value, max, onChoose, disabled }: LibraryPickButtonProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const library = useMediaLibrary({ page, pageSize, type: accept, keyword }, open);
  const inForm = new Set(value.map((file) => file.exportFile));
  const items = library.data?.list ?? [];

  return (
    <Box>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} disabled={disabled || max === 0}>
        <Library aria-hidden="true" />
        {t`从素材库选择`}
      </Button>
      <MediaPickerDialog
        open={open}
        onOpenChange={setOpen}
        title={accept === "video" ? t`从素材库选择视频` : t`从素材库选择图片`}
        items={items}
        total={library.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        keyword={keyword}
        onSearch={(next) => {
          setKeyword(next);
          setPage(1);
        }}
        loading={library.isPending}
        error={library.isError ? library.error.message : undefined}
        onRetry={() => void library.refetch()}
        multiple
        max={max}
        chosenIds={items.filter((item) => inForm.has(item.url)).map((item) => item.id)}
        emptyText={accept === "video" ? t`素材库中还没有视频，上传后会出现在这里` : t`素材库中还没有图片，上传后会出现在这里`}
        onChoose={(chosen) => onChoose(chosen.map((item) => ({ file: uploadedFileOf(item), mediaId: item.id })))}
      />
    </Box>
  );
}
