import type { SystemHealth } from "@cdp/contracts";
import { SimpleGrid, Stat } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { backupNeedsAttention } from "./backup-section.tsx";

type Figure = { label: string; value: string; help: string; alarm: boolean };

/** The figures an administrator looks at first; a figure that needs attention is shown in red. */
export function HealthSummary({ health }: { health: SystemHealth }) {
  const { t, i18n } = useLingui();
  const alive = health.workers.filter((worker) => worker.alive).length;
  const failures = health.deliveryFailures.email + health.deliveryFailures.sms;
  const jobsFailed = health.queue.reduce((sum, row) => sum + row.failed, 0);
  const { email, sms } = health.deliveryFailures;
  const figures: Figure[] = [
    { label: t`在线工作进程`, value: `${alive} / ${health.workers.length}`, help: t`最近一分钟内有心跳`, alarm: alive === 0 },
    { label: t`卡住的发布项`, value: String(health.stuckItems), help: t`超过期限仍在进行中`, alarm: health.stuckItems > 0 },
    { label: t`需重新授权的账号`, value: String(health.reconnectAccounts), help: t`平台授权已失效`, alarm: health.reconnectAccounts > 0 },
    { label: t`发送失败（24小时）`, value: String(failures), help: t`邮件 ${email} · 短信 ${sms}`, alarm: failures > 0 },
    { label: t`失败的任务`, value: String(jobsFailed), help: t`队列中保留的失败任务`, alarm: jobsFailed > 0 },
    {
      label: t`最近备份`,
      value: health.backup.lastSuccess ? new Date(health.backup.lastSuccess.at).toLocaleDateString(i18n.locale) : t`从未备份`,
      help: health.backup.schedule ? t`已设定时备份` : t`未设定时备份`,
      alarm: backupNeedsAttention(health.backup),
    },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="4">
      {figures.map((figure) => (
        <Stat.Root key={figure.label} borderWidth="1px" borderRadius="l2" p="4" bg="bg.panel">
          <Stat.Label>{figure.label}</Stat.Label>
          <Stat.ValueText color={figure.alarm ? "fg.error" : undefined}>{figure.value}</Stat.ValueText>
          <Stat.HelpText>{figure.help}</Stat.HelpText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
