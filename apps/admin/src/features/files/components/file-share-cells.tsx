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

/** Type and size, when the server knows them. */
export function FileFactsCell({ file }: { file: FileShare }) {
  const { t } = useLingui();
  const type = { image: t`图片`, video: t`视频`, other: t`其他` }[file.fileType];
  return (
    <Text>
      {type}
      {file.fileSize === null ? "" : ` · ${formatFileSize(file.fileSize)}`}
    </Text>
  );
}
