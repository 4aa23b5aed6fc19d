import type { FileShare } from "@cdp/contracts";
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
      {file.fileSize === null ? "" : ` · ${formatBytes(file.fileSize)}`}
    </Text>
  );
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Number(value.toFixed(1))} ${units[unit]}`;
}
