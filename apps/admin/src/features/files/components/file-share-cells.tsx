import type { FileShare } from "@cdp/contracts";
import { formatFileSize } from "@cdp/ui/uploader";
import { Link, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/** The shared file's link (opens in a new tab), named by the uploaded file's name. */
export function FileLinkCell({ file }: { file: FileShare }) {
  return (
    <Link href={file.fileUrl} target="_blank" rel="noreferrer" color="fg.info" wordBreak="break-all">
      {file.fileName}
    </Link>
  );
}

export function FileTypeCell({ file }: { file: FileShare }) {
  const { t } = useLingui();
  const type = { image: t`图片`, video: t`视频`, other: t`其他` }[file.fileType];
  return <Text>{type}</Text>;
}

/** Blank when the storage did not report the size (a cloud driver's upload). */
export function FileSizeCell({ file }: { file: FileShare }) {
  return file.fileSize === null ? null : <Text>{formatFileSize(file.fileSize)}</Text>;
}
