import { apiErrorMessage } from "@cdp/api-client";
import { DemoDataBanner } from "@cdp/ui/demo-data-banner";
import { LoadFailure } from "@cdp/ui/load-failure";
import { PageHeader } from "@cdp/ui/page-header";
import { TrendChart } from "@cdp/ui/trend-chart";
import { Button, ButtonGroup, EmptyState, Grid, Skeleton, Stack, Text, VStack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChartLine, Download } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { useRouteName } from "@cdp/app-kit";
import { downloadExport, useRanking, useTopPosts, useTrend, type AnalyticsScope, type TrendRange } from "../api/analytics.ts";
import { useScopeOptions } from "../api/scope-options.ts";
import { AnalyticsFilters } from "./analytics-filters.tsx";
import { SummaryCards } from "./summary-cards.tsx";
import { TopPostsList } from "./top-posts.tsx";
import { WeeklyRanking } from "./weekly-ranking.tsx";

const PERMISSION_PATH = "/CRM/permissionManage";
const ACCOUNTS_PATH = "/CRM/accountManage/index";

/** 数据分析: summary cards, monthly trends of views, likes and fans, the weekly ranking and top posts. */
export function DataAnalysisPage() {
  const { t } = useLingui();
  const routeName = useRouteName();
  const navigate = useNavigate();
  const [scope, setScope] = useState<AnalyticsScope>({});
  const [months, setMonths] = useState<TrendRange["months"]>(12);
  const [chartType, setChartType] = useState<"line" | "area">("area");
  const options = useScopeOptions();
  const trend = useTrend({ ...scope, months });
  // The ranking stays the whole list when one account is chosen: the choice is highlighted in it.
  const { accountId: _chosen, ...rankingScope } = scope;
  const ranking = useRanking(rankingScope);
  const topPosts = useTopPosts(scope);
  // The trend says whether the figures are samples (the plan has no analytics). Until it has
  // answered, neither the members' export buttons nor the demo-data banner is drawn.
  const plan = trend.data === undefined ? "unknown" : trend.data.sample ? "free" : "member";
  const gapDays = (trend.data?.views ?? []).reduce((total, point) => total + point.gapDays, 0);

  const exportFile = async (kind: "trend" | "ranking" | "top-posts") => {
    try {
      const query = kind === "trend" ? { ...scope, months } : kind === "ranking" ? { ...rankingScope } : { ...scope };
      await downloadExport(kind, query);
    } catch (error) {
      toaster.create({ type: "error", title: t`导出失败`, description: error instanceof Error ? error.message : "" });
    }
  };

  if (options.accountsLoaded && options.accounts.length === 0) {
    return (
      <Stack gap="5">
        <PageHeader routeName={routeName} />
        <EmptyState.Root borderWidth="1px" borderRadius="l3">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <ChartLine />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title asChild>
                <h2>
                  <Trans>还没有可分析的账号</Trans>
                </h2>
              </EmptyState.Title>
              <EmptyState.Description>
                <Trans>绑定 TikTok 或 YouTube 账号后，这里会按月显示播放量、点赞数和粉丝数。</Trans>
              </EmptyState.Description>
            </VStack>
            <Button colorPalette="brand" onClick={() => navigate(ACCOUNTS_PATH)}>
              <Trans>去绑定账号</Trans>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <PageHeader
        routeName={routeName}
        actions={
          plan === "unknown" ? (
            !trend.isError && <Skeleton height="8" width="20rem" maxWidth="full" borderRadius="l2" />
          ) : plan === "member" ? (
            <ButtonGroup size="sm" variant="outline">
              <Button onClick={() => void exportFile("trend")}>
                <Download aria-hidden="true" />
                <Trans>导出趋势</Trans>
              </Button>
              <Button onClick={() => void exportFile("ranking")}>
                <Download aria-hidden="true" />
                <Trans>导出排行</Trans>
              </Button>
              <Button onClick={() => void exportFile("top-posts")}>
                <Download aria-hidden="true" />
                <Trans>导出热门作品</Trans>
              </Button>
            </ButtonGroup>
          ) : null
        }
      />
      {plan === "free" && <DemoDataBanner onUpgrade={() => navigate(PERMISSION_PATH)} />}
      <AnalyticsFilters scope={scope} range={months} groups={options.groups} accounts={options.accounts} onScope={setScope} onRange={setMonths} />
      {trend.isError ? (
        <LoadFailure title={apiErrorMessage(trend.error, t`数据加载失败，请稍后重试`)} onRetry={() => void trend.refetch()} />
      ) : (
        <>
          <SummaryCards summary={trend.data?.summary} />
          {gapDays > 0 && (
            <Text color="fg.muted" fontSize="sm">
              {t`有 ${gapDays} 个账号日缺少数据（当天未能获取），图中未计为 0。`}
            </Text>
          )}
          <ButtonGroup size="xs" variant="outline" attached role="group" aria-label={t`图表类型`}>
            <Button aria-pressed={chartType === "line"} variant={chartType === "line" ? "solid" : "outline"} onClick={() => setChartType("line")}>
              <Trans>折线图</Trans>
            </Button>
            <Button aria-pressed={chartType === "area"} variant={chartType === "area" ? "solid" : "outline"} onClick={() => setChartType("area")}>
              <Trans>面积图</Trans>
            </Button>
          </ButtonGroup>
          {/* 24 months need a chart's whole width for their labels; the charts sit on the page's own background. */}
          <Grid templateColumns={months === 24 ? "minmax(0, 1fr)" : { base: "minmax(0, 1fr)", xl: "repeat(3, minmax(0, 1fr))" }} gap="4" css={{ "--scroll-cue-cover": "var(--chakra-colors-bg-subtle)" }}>
            <Stack gap="1">
              <Text fontWeight="semibold" textStyle="sm" aria-hidden="true">
                {t`每月新增播放量`}
              </Text>
              <TrendChart label={t`每月新增播放量`} type={chartType} loading={trend.isPending} series={[{ name: t`播放量`, points: trend.data?.views ?? [] }]} />
            </Stack>
            <Stack gap="1">
              <Text fontWeight="semibold" textStyle="sm" aria-hidden="true">
                {t`每月新增点赞数`}
              </Text>
              <TrendChart label={t`每月新增点赞数`} type={chartType} loading={trend.isPending} series={[{ name: t`点赞数`, points: trend.data?.likes ?? [] }]} />
            </Stack>
            <Stack gap="1">
              <Text fontWeight="semibold" textStyle="sm" aria-hidden="true">
                {t`每月末粉丝数`}
              </Text>
              <TrendChart label={t`每月末粉丝数`} type={chartType} loading={trend.isPending} series={[{ name: t`粉丝数`, points: trend.data?.fans ?? [] }]} />
            </Stack>
          </Grid>
        </>
      )}
      <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="4" alignItems="start">
        <WeeklyRanking
          ranking={ranking.data}
          loading={ranking.isPending}
          selectedAccountId={scope.accountId}
          onSelectAccount={(accountId) => setScope((current) => (current.accountId === accountId ? {} : { accountId }))}
        />
        <TopPostsList
          posts={topPosts.data}
          loading={topPosts.isPending}
          failure={topPosts.isError ? apiErrorMessage(topPosts.error, t`数据加载失败，请稍后重试`) : null}
          onRetry={() => void topPosts.refetch()}
        />
      </Grid>
    </Stack>
  );
}
