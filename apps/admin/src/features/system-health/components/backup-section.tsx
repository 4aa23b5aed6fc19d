import type { BackupHealth } from "@cdp/contracts";
import { DataList, Skeleton, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { HealthSection } from "./health-section.tsx";

/** Whether the backups need attention: none ever succeeded, or the last attempt failed. */
export function backupNeedsAttention(backup: BackupHealth): boolean {
  return !backup.lastSuccess || (backup.lastFailure !== null && backup.lastFailure.at > backup.lastSuccess.at);
}

/** Backups: the schedule in force, the last success (on schedule or by `npm run backup`) and the last failure. */
export function BackupSection({ backup }: { backup: BackupHealth | undefined }) {
  const { t, i18n } = useLingui();
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.locale);
  const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
  const description = !backup
    ? undefined
    : backup.schedule
      ? t`定时备份：${backup.schedule}（UTC），保留最近 ${backup.keep} 份`
      : t`未设置定时备份（BACKUP_SCHEDULE）；可在服务器上运行 npm run backup`;
  const success = backup?.lastSuccess;
  const failure = backup?.lastFailure;
  const rows = backup
    ? [
        {
          label: t`最近成功`,
          value: success ? (
            <Text color={backupNeedsAttention(backup) ? "fg.error" : undefined}>
              {success.scheduled
                ? t`${time(success.at)} · ${size(success.bytes)} · 用时 ${Math.ceil(success.durationMs / 1000)} 秒 · 定时`
                : t`${time(success.at)} · ${size(success.bytes)} · 用时 ${Math.ceil(success.durationMs / 1000)} 秒 · 手动`}
            </Text>
          ) : (
            <Text color="fg.error">{t`从未备份`}</Text>
          ),
        },
        ...(failure ? [{ label: t`最近失败`, value: <Text color={backupNeedsAttention(backup) ? "fg.error" : "fg.muted"}>{`${time(failure.at)} · ${failure.reason}`}</Text> }] : []),
        {
          label: t`数据库`,
          value: <Text>{backup.databaseIncluded ? t`包含在备份文件中` : t`在 PostgreSQL 服务器上：请用 pg_dump 备份，备份文件只含数据目录`}</Text>,
        },
      ]
    : [];
  return (
    <HealthSection title={t`备份`} {...(description ? { description } : {})}>
      {backup ? (
        <DataList.Root orientation="horizontal" size="sm">
          {rows.map(({ label, value }) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minWidth="24">{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      ) : (
        <Skeleton height="16" />
      )}
    </HealthSection>
  );
}
