export { TrendChart, type TrendChartProps } from "./trend-chart";
export { formatDateLabel, toChartData, type ChartPoint, type TrendSeries } from "./chart-data";
