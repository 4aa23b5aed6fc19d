import { useRouteName } from "@cdp/app-kit";
import { LoadFailure } from "@cdp/ui/load-failure";
import { PageHeader } from "@cdp/ui/page-header";
import { Button, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { REFRESH_INTERVAL_MS, SYSTEM_HEALTH_KEY } from "../api/refresh.ts";
import { useSystemHealth } from "../api/system-health.ts";
import { BackupSection } from "./backup-section.tsx";
import { DeliveryFailuresSection } from "./delivery-failures-section.tsx";
import { HealthSection } from "./health-section.tsx";
import { HealthSummary } from "./health-summary.tsx";
import { PlatformUsageTable } from "./platform-usage-table.tsx";
import { QueueTable } from "./queue-table.tsx";
import { ReconnectAccountsSection } from "./reconnect-accounts-section.tsx";
import { StuckItemsSection } from "./stuck-items-section.tsx";
import { WorkersTable } from "./workers-table.tsx";

/** 系统状态: the queue, the workers, today's platform usage, backups, stuck items, accounts to reconnect and failed sends, refreshed every 10 s. */
export function SystemHealthPage() {
  const { t, i18n } = useLingui();
  const routeName = useRouteName();
  const queryClient = useQueryClient();
  const health = useSystemHealth();
  const refreshing = useIsFetching({ queryKey: SYSTEM_HEALTH_KEY }) > 0;
  const seconds = REFRESH_INTERVAL_MS / 1000;
  const checkedAt = health.data ? new Date(health.data.checkedAt).toLocaleTimeString(i18n.locale) : null;
  const lastJobRun = health.data?.lastHeartbeatJobAt ? new Date(health.data.lastHeartbeatJobAt).toLocaleString(i18n.locale) : t`从未`;

  return (
    <Stack gap="8">
      <PageHeader
        routeName={routeName}
        actions={
          <HStack gap="3" wrap="wrap">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {checkedAt ? t`更新于 ${checkedAt}，每 ${seconds} 秒自动刷新` : t`每 ${seconds} 秒自动刷新`}
            </Text>
            <Button variant="outline" loading={refreshing} onClick={() => void queryClient.invalidateQueries({ queryKey: SYSTEM_HEALTH_KEY })}>
              <RefreshCw aria-hidden="true" />
              <Trans>立即刷新</Trans>
            </Button>
          </HStack>
        }
      />
      {health.isError ? (
        <LoadFailure title={t`系统状态加载失败`} message={health.error.message} onRetry={() => void health.refetch()} />
      ) : (
        <>
          {health.data ? <HealthSummary health={health.data} /> : null}
          <SimpleGrid columns={{ base: 1, "2xl": 2 }} gap="8">
            <HealthSection title={t`任务队列`} description={t`按任务名称统计的等待、计划、运行、重试和失败任务`}>
              <QueueTable rows={health.data?.queue ?? []} loading={health.isPending} />
            </HealthSection>
            <Stack gap="8">
              <HealthSection title={t`工作进程`} description={t`心跳任务最近运行：${lastJobRun}`}>
                <WorkersTable rows={health.data?.workers ?? []} loading={health.isPending} />
              </HealthSection>
              <HealthSection title={t`平台今日用量`} description={t`TikTok 按 UTC 日计，YouTube 按太平洋时间日计`}>
                <PlatformUsageTable rows={health.data?.platformUsage ?? []} loading={health.isPending} />
              </HealthSection>
              <BackupSection backup={health.data?.backup} />
            </Stack>
          </SimpleGrid>
        </>
      )}
      <StuckItemsSection />
      <ReconnectAccountsSection />
      <DeliveryFailuresSection />
    </Stack>
  );
}
