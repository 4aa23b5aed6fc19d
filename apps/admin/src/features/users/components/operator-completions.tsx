import { DEFAULT_LOCALE, isLocale, operatorCompletionsRequestSchema, validateForm, type DailyCompletion } from "@cdp/contracts";
import { LoadFailure } from "@cdp/ui/load-failure";
import { DateField } from "@cdp/ui/date-field";
import { TrendChart } from "@cdp/ui/trend-chart";
import { HStack, SimpleGrid, Stack, Stat } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useOperatorCompletions } from "../api/operator-completions.ts";
import { lastDays } from "../utils/day-range.ts";

const DEFAULT_DAYS = 30;

/** An operator's tasks and items by status over a date range, with the succeeded and failed items per day. */
export function OperatorCompletions({ operatorId }: { operatorId: number }) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const [range, setRange] = useState(() => lastDays(DEFAULT_DAYS));
  const request = { ids: [operatorId], ...range, daily: true };
  const checked = validateForm(operatorCompletionsRequestSchema, request, locale);
  const completions = useOperatorCompletions(checked.data ?? { ...request, ids: [] });
  const counts = checked.data ? completions.data?.[0] : undefined;
  const daily: DailyCompletion[] = counts?.daily ?? [];
  // No task in the range: the chart says so rather than drawing flat zeros.
  const series = counts?.tasks
    ? [
        { name: t`成功`, points: daily.map((day) => ({ dateStr: day.date, num: day.itemsSucceeded })) },
        { name: t`失败`, points: daily.map((day) => ({ dateStr: day.date, num: day.itemsFailed })) },
      ]
    : [];
  const stats = [
    { label: t`任务`, value: counts?.tasks },
    { label: t`发布成功`, value: counts?.itemsSucceeded },
    { label: t`发布失败`, value: counts?.itemsFailed },
    { label: t`发布中`, value: counts?.itemsDistributing },
  ];

  return (
    <Stack gap="4">
      <HStack gap="3" align="start">
        <DateField label={t`开始日期`} size="sm" value={range.startDate} onChange={(startDate) => setRange({ ...range, startDate })} />
        <DateField
          label={t`结束日期`}
          size="sm"
          value={range.endDate}
          errorText={checked.errors?.endDate ?? checked.errors?.startDate}
          onChange={(endDate) => setRange({ ...range, endDate })}
        />
      </HStack>
      {completions.isError ? (
        <LoadFailure title={t`任务统计加载失败`} message={completions.error.message} onRetry={() => void completions.refetch()} />
      ) : (
        <>
          <SimpleGrid columns={4} gap="3">
            {stats.map((stat) => (
              <Stat.Root key={stat.label} size="sm" borderWidth="1px" borderRadius="l2" padding="3">
                <Stat.Label>{stat.label}</Stat.Label>
                <Stat.ValueText>{stat.value ?? "—"}</Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>
          <TrendChart
            label={t`每日发布结果`}
            type="area"
            height={200}
            series={series}
            colors={["green.500", "red.500"]}
            loading={checked.data !== null && completions.isPending}
            emptyText={t`该时间段没有发布任务`}
          />
        </>
      )}
    </Stack>
  );
}
