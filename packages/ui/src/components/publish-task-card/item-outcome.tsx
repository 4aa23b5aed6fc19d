import { Link, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ExternalLink } from "lucide-react";
import { formatDateTime } from "../publish-timing/zoned-time";
import { formatCountdown } from "./countdown";
import type { PublishItemView } from "./types";

/** When the item posts: its time, with a countdown while it is still ahead. */
export function ItemSchedule({ item, now, timeZone }: { item: PublishItemView; now: Date; timeZone: string }) {
  const { t } = useLingui();
  if (!item.scheduledAt) return <Text textStyle="sm" color="fg.muted">—</Text>;
  const at = new Date(item.scheduledAt);
  const left = item.status === 0 && item.phase === "waiting" ? formatCountdown(at.getTime() - now.getTime()) : null;
  return (
    <Text textStyle="sm" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      {formatDateTime(at, timeZone)}
      {left != null && (
        <Text as="span" display="block" textStyle="xs" color="fg.muted">
          {t`${left} 后发布`}
        </Text>
      )}
    </Text>
  );
}

/**
 * The result: the failure's reason, why a target needs verifying (in orange: it may be posted), a link
 * to the post, or "link pending" while TikTok moderates it.
 */
export function ItemOutcome({ item }: { item: PublishItemView }) {
  const { t } = useLingui();
  if (item.status === 3) {
    return (
      <Text textStyle="sm" color="orange.fg">
        {item.failureReason || t`平台无法确认是否已发布，请到平台核实`}
      </Text>
    );
  }
  if (item.status === 2) {
    return (
      <Text textStyle="sm" color="fg.error">
        {item.failureReason || t`发布失败，原因未知`}
      </Text>
    );
  }
  if (item.status !== 1) return <Text textStyle="sm" color="fg.muted">—</Text>;
  if (!item.postUrl) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {t`链接待生成（平台审核中）`}
      </Text>
    );
  }
  const name = item.accountName;
  return (
    <Link
      href={item.postUrl}
      target="_blank"
      rel="noopener noreferrer"
      textStyle="sm"
      colorPalette="brand"
      color="colorPalette.fg"
      aria-label={t`查看 ${name} 的作品（新窗口）`}
    >
      {t`查看作品`} <ExternalLink size={14} aria-hidden="true" />
    </Link>
  );
}
