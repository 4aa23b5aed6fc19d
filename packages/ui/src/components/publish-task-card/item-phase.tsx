import { Box, Progress, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { formatFileSize } from "../uploader/format-file-size";
import type { PublishItemPhase, PublishItemView } from "./types";

/**
 * The item's phase; while it waits, the server's line saying why and until when (its schedule, the
 * platform's quota, a retry, another upload of the account); while uploading, a progress bar.
 */
export function ItemPhase({ item }: { item: PublishItemView }) {
  const { t } = useLingui();
  const labels: Record<PublishItemPhase, string> = {
    waiting: t`等待发布`,
    waitingQuota: t`等待配额（平台今日额度已用完）`,
    uploading: t`上传中`,
    processing: t`平台处理中`,
    verifying: t`正在平台上核对`,
    published: t`已发布`,
    failed: t`失败`,
    unverified: t`待人工核实`,
    canceled: t`已取消`,
  };
  const { uploadedBytes, totalBytes } = item;
  if (item.phase === "verifying") {
    return <Text textStyle="sm">{item.phaseLabel || labels.verifying}</Text>;
  }
  if ((item.phase === "waiting" || item.phase === "waitingQuota") && item.phaseLabel) {
    return (
      <Box display="flex" flexDirection="column" gap="0.5">
        <Text textStyle="sm">{labels[item.phase]}</Text>
        <Text textStyle="xs" color="fg.muted">
          {item.phaseLabel}
        </Text>
      </Box>
    );
  }
  if (item.phase !== "uploading" || uploadedBytes == null || !totalBytes) {
    return <Text textStyle="sm">{labels[item.phase]}</Text>;
  }
  const percent = Math.min(100, Math.round((uploadedBytes / totalBytes) * 100));
  const sent = formatFileSize(uploadedBytes);
  const total = formatFileSize(totalBytes);
  const name = item.accountName;
  return (
    <Box display="flex" flexDirection="column" gap="1" minWidth="8rem">
      <Text textStyle="sm">
        {labels.uploading} {percent}%
      </Text>
      <Progress.Root size="xs" value={percent} translations={{ value: () => t`${name} 的上传进度` }}>
        <Progress.Track aria-valuetext={t`已上传 ${sent} / ${total}`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text textStyle="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
        {sent} / {total}
      </Text>
    </Box>
  );
}
