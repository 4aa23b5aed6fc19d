// Loaded lazily by TrendChart: ApexCharts is large, so it stays out of the main bundle.
// ApexCharts 4.7 is the last MIT release (docs/adr/0007-charts-apexcharts-4.md).
import type { ApexOptions } from "apexcharts";
import ReactApexChartImport from "react-apexcharts";

// react-apexcharts 1.x is CommonJS marked __esModule: depending on the bundler's interop the
// default import is the component or the module object holding it.
const ReactApexChart =
  (ReactApexChartImport as unknown as { default?: typeof ReactApexChartImport }).default ?? ReactApexChartImport;

export type ApexTrendChartProps = {
  type: "line" | "area";
  height: number;
  /** The points' full labels (tooltips). */
  categories: string[];
  /** The axis's shorter labels, one per category. */
  axisLabels: string[];
  series: { name: string; data: (number | null)[] }[];
  colors: string[];
  /** Text colour of axis labels and legend. */
  labelColor: string;
  gridColor: string;
  formatValue: (value: number) => string;
};

/** Draws the chart: what TrendChart calls once this chunk is here (a plain function, so the component stays declared here). */
export const renderApexTrendChart = (props: ApexTrendChartProps) => <ApexTrendChart {...props} />;

function ApexTrendChart({ type, height, categories, axisLabels, series, colors, labelColor, gridColor, formatValue }: ApexTrendChartProps) {
  const axisLabelOf = new Map(categories.map((category, index) => [category, axisLabels[index] ?? category]));
  const options: ApexOptions = {
    chart: {
      fontFamily: "inherit",
      foreColor: labelColor,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { speed: 400 },
    },
    colors,
    stroke: { curve: "smooth", width: 2 },
    markers: { size: 3, strokeWidth: 0, hover: { size: 5 } },
    dataLabels: { enabled: false },
    fill: type === "area" ? { type: "gradient", gradient: { opacityFrom: 0.35, opacityTo: 0.02 } } : { opacity: 1 },
    // Room on the left for the first month's label when the labels are turned.
    grid: { borderColor: gridColor, strokeDashArray: 4, padding: { left: 28 } },
    legend: { position: "top", horizontalAlign: "left", fontSize: "13px" },
    xaxis: {
      categories,
      // Every month keeps its label: when they would overlap they are turned instead of left out (always
      // past a year: a year's long label beside short months overlaps before Apex decides to turn them).
      labels: { rotate: -45, rotateAlways: categories.length > 12, hideOverlappingLabels: false, trim: false, formatter: (value: string) => axisLabelOf.get(value) ?? value },
      axisBorder: { show: false },
      axisTicks: { show: false },
      tooltip: { enabled: false },
    },
    yaxis: { labels: { formatter: (value: number) => formatValue(value) } },
    tooltip: { shared: true, intersect: false, x: { formatter: (_value: number, point?: { dataPointIndex?: number }) => categories[point?.dataPointIndex ?? -1] ?? "" }, y: { formatter: (value: number) => formatValue(value) } },
  };
  return <ReactApexChart type={type} height={height} width="100%" series={series} options={options} />;
}
