import { Box, Skeleton, Table, Text, useToken, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import { sidewaysScrollCue } from "../../theme/recipes/sideways-scroll-cue";
import { formatCount } from "../ranking-list/format-count";
import type { renderApexTrendChart as RenderApexTrendChartFn } from "./apex-trend-chart";
import { axisDateLabels, formatDateLabel, isEmptyChart, toChartData, type TrendSeries } from "./chart-data";

type ApexModule = { renderApexTrendChart: RenderApexTrendChart };
let apexModule: ApexModule | null = null;
let apexLoading: Promise<ApexModule> | null = null;

// The chart library is fetched as soon as a chart is on the page, while its data is still on the
// way: fetched after the data, its chunk added a round trip before anything was drawn. No
// React.lazy: a Suspense boundary that showed its fallback holds the content back a further 300 ms.
function loadApexTrendChart(): Promise<ApexModule> {
  apexLoading ??= import("./apex-trend-chart").then(
    (module) => (apexModule = module),
    (error: unknown) => {
      apexLoading = null;
      throw error;
    },
  );
  return apexLoading;
}

type RenderApexTrendChart = typeof RenderApexTrendChartFn;

/** The drawing once its chunk is here (null until then); a chunk that cannot load goes to the error boundary. */
function useApexTrendChart(): RenderApexTrendChart | null {
  const [loaded, setLoaded] = useState<ApexModule | null>(apexModule);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!loaded) loadApexTrendChart().then(setLoaded, setFailure);
  }, [loaded]);
  if (failure) throw failure;
  return loaded?.renderApexTrendChart ?? null;
}

/** The width each point keeps (its axis label turned, at most): 12 months fit a phone, 24 scroll there. */
const POINT_MIN_REM = 1.5;

/** The palette's tokens, one per series in order: brand blue, teal, orange, purple, pink. */
const SERIES_COLOR_TOKENS = ["brand.500", "teal.500", "orange.400", "purple.500", "pink.500"];

export type TrendChartProps = Omit<HTMLChakraProps<"figure">, "title"> & {
  /** The chart's accessible name and the caption of its data table, e.g. "近 6 个月数据趋势". */
  label: string;
  /** One line per series (views, likes, fans…), each a list of `{ dateStr, num }` points. */
  series: TrendSeries[];
  /**
   * Lines, or lines with a filled area below.
   * @default "line"
   */
  type?: "line" | "area";
  /**
   * The chart's height in pixels.
   * @default 300
   */
  height?: number;
  /** Show a placeholder while the data loads. */
  loading?: boolean;
  /**
   * Text when there is nothing to draw.
   * @default "暂无数据" (translated)
   */
  emptyText?: ReactNode;
  /** Formats values on the axis, in the tooltip and in the data table. By default 万/亿 in Chinese. */
  formatValue?: (value: number) => string;
  /** Line colours as Chakra tokens or CSS colours, one per series. */
  colors?: string[];
};

/**
 * Line or area chart over months (ApexCharts, loaded on first use). The drawing is hidden from
 * assistive technology; a visually hidden table with the same numbers is read instead.
 */
export function TrendChart(props: TrendChartProps) {
  const { label, series, type = "line", height = 300, loading = false, emptyText, formatValue, colors, ...rest } = props;
  const { t, i18n } = useLingui();
  const format = formatValue ?? ((value: number) => formatCount(value, i18n.locale));
  const resolvedColors = useToken("colors", colors ?? SERIES_COLOR_TOKENS);
  const [labelColor, gridColor] = useToken("colors", ["gray.600", "gray.200"]);
  const data = toChartData(series);
  const dateLabels = data.dates.map((date) => formatDateLabel(date, i18n.locale));
  const empty = isEmptyChart(series);
  const placeholder = <Skeleton height={`${height}px`} borderRadius="l2" />;
  const renderChart = useApexTrendChart();

  return (
    <Box as="figure" aria-label={label} aria-busy={loading || undefined} width="full" minWidth="0" {...rest}>
      {loading ? (
        <>
          <Text srOnly>{t`加载中…`}</Text>
          {placeholder}
        </>
      ) : empty ? (
        <Box display="flex" alignItems="center" justifyContent="center" height={`${height}px`} color="fg.muted" textStyle="sm">
          {emptyText ?? t`暂无数据`}
        </Box>
      ) : (
        <>
          <Box aria-hidden="true" css={sidewaysScrollCue}>
            {/* Each month keeps room for its label: a frame narrower than that scrolls sideways with the edge shadows. */}
            <Box minHeight={`${height}px`} minWidth={`${data.dates.length * POINT_MIN_REM}rem`}>
              {renderChart
                ? renderChart({
                    type,
                    height,
                    categories: dateLabels,
                    axisLabels: axisDateLabels(data.dates, i18n.locale),
                    series: data.series,
                    colors: resolvedColors,
                    labelColor: labelColor ?? "#4b5563",
                    gridColor: gridColor ?? "#e5e7eb",
                    formatValue: format,
                  })
                : placeholder}
            </Box>
          </Box>
          {/* Hidden by its box: a table keeps its rows' height whatever its own size, and stretched the page by a blank band. */}
          <Box srOnly>
            <Table.Root>
              <Table.Caption>{label}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">{t`日期`}</Table.ColumnHeader>
                  {data.series.map((s) => (
                    <Table.ColumnHeader key={s.name} scope="col">
                      {s.name}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.dates.map((date, row) => (
                  <Table.Row key={date}>
                    <Table.Cell as="th" scope="row">
                      {dateLabels[row]}
                    </Table.Cell>
                    {data.series.map((s) => {
                      const value = s.data[row];
                      return <Table.Cell key={s.name}>{value == null ? "—" : format(value)}</Table.Cell>;
                    })}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </>
      )}
    </Box>
  );
}
