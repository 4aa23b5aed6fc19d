import type { MediaLibraryItem } from "@cdp/contracts";
import { formatDuration, MediaThumbnail } from "@cdp/ui/media-picker-dialog";
import { formatFileSize } from "@cdp/ui/uploader";
import { Badge, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/** 视频 / 图片 / 其他 as a badge. */
export function MediaTypeBadge({ type }: { type: MediaLibraryItem["type"] }) {
  const { t } = useLingui();
  // One file's type: singular in English, unlike the type filter's 视频 / 图片.
  const label = type === "video" ? t({ message: "视频", context: "media type" }) : type === "image" ? t({ message: "图片", context: "media type" }) : t`其他`;
  return <Badge colorPalette={type === "video" ? "purple" : type === "image" ? "blue" : "gray"}>{label}</Badge>;
}

/** The cover and the name (a link that opens the file). */
export function MediaName({ item, compact = false }: { item: MediaLibraryItem; compact?: boolean }) {
  return (
    <HStack gap="3" minWidth="0" align="center">
      <MediaThumbnail url={item.url} type={item.type} name={item.fileName} width={compact ? "20" : "16"} height={compact ? "14" : "10"} />
      <Link href={item.url} target="_blank" rel="noreferrer" fontWeight="medium" wordBreak="break-all" lineClamp={2} title={item.fileName}>
        {item.fileName}
      </Link>
    </HStack>
  );
}

/** Size, and a video's length when known. */
export function mediaSize(item: MediaLibraryItem): string {
  const size = formatFileSize(item.fileSize);
  const length = formatDuration(item.durationSeconds);
  return length ? `${size} · ${length}` : size;
}

/** 未使用, or how many posts use it and how many of them still wait. */
export function MediaUsage({ item }: { item: MediaLibraryItem }) {
  const { t } = useLingui();
  const used = item.usedBy;
  const waiting = item.activeUses;
  if (used === 0) return <Text color="fg.muted">{t`未使用`}</Text>;
  return (
    <Stack gap="1" align="start">
      <Text>{t`${used} 个发布`}</Text>
      {waiting > 0 && <Badge colorPalette="orange">{t`${waiting} 个待发布`}</Badge>}
    </Stack>
  );
}
