/**
 * A chart point as the server sends it (spec: chart point `dateStr`, `num`). `num` is null for a
 * period without a figure: the line has a gap there (never a drop to 0) and the axis keeps its label.
 */
export type ChartPoint = { dateStr: string; num: number | null };

export type TrendSeries = {
  /** The series' name, shown in the legend and as a column of the data table, e.g. "播放量". */
  name: string;
  points: ChartPoint[];
};

export type ChartData = {
  /** Every date of every series, in order. */
  dates: string[];
  /** Each series' value per date (`null` where a series has no point). */
  series: { name: string; data: (number | null)[] }[];
};

const DATE = /^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?/;

function sortKey(dateStr: string): string {
  const match = DATE.exec(dateStr);
  if (!match) return dateStr;
  const [, year, month, day = "00"] = match;
  return `${year}-${month!.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** Lines the series up on one date axis: the union of their dates, oldest first. */
export function toChartData(series: readonly TrendSeries[]): ChartData {
  const dates = [...new Set(series.flatMap((s) => s.points.map((point) => point.dateStr)))].sort((a, b) =>
    sortKey(a).localeCompare(sortKey(b)),
  );
  return {
    dates,
    series: series.map((s) => {
      const byDate = new Map(s.points.map((point) => [point.dateStr, point.num]));
      return { name: s.name, data: dates.map((date) => byDate.get(date) ?? null) };
    }),
  };
}

/** True when there is nothing to draw: no point has a figure. */
export function isEmptyChart(series: readonly TrendSeries[]): boolean {
  return series.every((s) => s.points.every((point) => point.num === null));
}

/**
 * A date label in the reader's language: a month (`2024-01`) as "2024年1月" / "Jan 2024",
 * a day (`2024-01-15`) as "1月15日" / "Jan 15". Anything else is shown as it came.
 */
export function formatDateLabel(dateStr: string, locale: string): string {
  const match = DATE.exec(dateStr);
  if (!match) return dateStr;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, day ? Number(day) : 1));
  const options: Intl.DateTimeFormatOptions = day
    ? { month: "short", day: "numeric", timeZone: "UTC" }
    : { year: "numeric", month: "short", timeZone: "UTC" };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/**
 * The axis's labels: a month axis names the year only on its first month and on each January
 * ("2025年12月", "1月" … / "Dec 2025", "Jan 2026", "Feb" …), so twelve or twenty-four months fit
 * across a narrow chart without turning sideways. Days and anything else keep their full label.
 */
export function axisDateLabels(dates: readonly string[], locale: string): string[] {
  return dates.map((dateStr, index) => {
    const match = DATE.exec(dateStr);
    if (!match || match[3] !== undefined) return formatDateLabel(dateStr, locale);
    const month = Number(match[2]);
    if (index === 0 || month === 1) return formatDateLabel(dateStr, locale);
    const date = new Date(Date.UTC(Number(match[1]), month - 1, 1));
    return new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" }).format(date);
  });
}
