import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import type { TrendSeries } from "./chart-data";
import { TrendChart } from "./trend-chart";

const months = ["2024-01", "2024-02", "2024-03", "2024-04", "2024-05", "2024-06"];
const points = (values: number[]) => months.map((dateStr, index) => ({ dateStr, num: values[index] ?? 0 }));

const series: TrendSeries[] = [
  { name: "播放量", points: points([82_000, 96_500, 123_456, 118_000, 150_200, 176_800]) },
  { name: "点赞数", points: points([6_100, 7_300, 9_870, 9_100, 12_400, 15_050]) },
  { name: "粉丝数", points: points([1_200, 1_650, 2_300, 2_900, 3_400, 4_100]) },
];

const meta = {
  title: "Data/TrendChart",
  component: TrendChart,
  args: { label: "近 6 个月数据趋势", series, type: "line", height: 280 },
  argTypes: {
    series: { control: false },
    type: { control: "inline-radio", options: ["line", "area"] },
  },
} satisfies Meta<typeof TrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (table: HTMLElement) => within(table).getAllByRole("row").map((row) => row.textContent);

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("a figure named by its label; the drawing is hidden from assistive technology", async () => {
      const figure = canvas.getByRole("figure", { name: "近 6 个月数据趋势" });
      await expect(figure).toBeVisible();
      // ApexCharts is loaded on demand and draws one SVG.
      await waitFor(() => expect(figure.querySelector("[aria-hidden='true'] svg")).not.toBeNull(), { timeout: 5000 });
    });
    await step("a visually hidden table has every value, months in Chinese, counts in 万", async () => {
      const table = canvas.getByRole("table", { name: "近 6 个月数据趋势" });
      await expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
        "日期",
        "播放量",
        "点赞数",
        "粉丝数",
      ]);
      await expect(rowsOf(table)).toHaveLength(7);
      await expect(within(table).getByRole("rowheader", { name: "2024年1月" })).toBeInTheDocument();
      await expect(rowsOf(table)[3]).toBe("2024年3月12.35万9,8702,300");
      await expect(rowsOf(table)[6]).toBe("2024年6月17.68万1.51万4,100");
    });
  },
};

export const Area: Story = {
  args: { type: "area", series: series.slice(0, 1), label: "播放量趋势" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "播放量趋势" });
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(2);
    await waitFor(() => expect(canvas.getByRole("figure").querySelector("svg")).not.toBeNull(), { timeout: 5000 });
  },
};

export const MissingPoints: Story = {
  args: {
    label: "粉丝数与点赞数",
    series: [
      { name: "粉丝数", points: [{ dateStr: "2024-03", num: 300 }, { dateStr: "2024-01", num: 100 }] },
      { name: "点赞数", points: [{ dateStr: "2024-02", num: 20 }] },
    ],
  },
  play: async ({ canvasElement }) => {
    // Months of all series, in order; a month a series lacks is shown as a dash.
    const table = within(canvasElement).getByRole("table", { name: "粉丝数与点赞数" });
    await expect(rowsOf(table).slice(1)).toEqual(["2024年1月100—", "2024年2月—20", "2024年3月300—"]);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("figure", { name: "近 6 个月数据趋势" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("加载中…")).toBeInTheDocument();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

export const Empty: Story = {
  args: { series: [{ name: "播放量", points: [] }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("暂无数据")).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: {
    label: "Trends over the last 6 months",
    series: [
      { name: "Views", points: points([82_000, 96_500, 123_456, 118_000, 150_200, 176_800]) },
      { name: "Likes", points: points([6_100, 7_300, 9_870, 9_100, 12_400, 15_050]) },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Trends over the last 6 months" });
    await expect(within(table).getByRole("columnheader", { name: "Date" })).toBeInTheDocument();
    await expect(rowsOf(table)[3]).toBe("Mar 2024123,4569,870");
  },
};

export const EnglishEmptyAndLoading: Story = {
  globals: { locale: "en" },
  args: { series: [], label: "Views" },
  render: (args) => (
    <>
      <TrendChart {...args} height={120} />
      <TrendChart {...args} height={120} loading />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No data yet")).toBeVisible();
    await expect(canvas.getByText("Loading…")).toBeInTheDocument();
  },
};

const monthsOf = (count: number) => Array.from({ length: count }, (_, index) => `${2024 + Math.floor((index + 11) / 12)}-${String(((index + 11) % 12) + 1).padStart(2, "0")}`);
/** Months without a figure (Jan–Mar and Nov, as a just linked account's history can have): null, never 0. */
const withGaps = (dates: string[]) =>
  dates.map((dateStr, index) => ({ dateStr, num: /-(01|02|03|11)$/.test(dateStr) ? null : 40_000 + index * 1_500 }));

/**
 * Twelve and twenty-four months in a chart as narrow as one of 数据分析's three (or a phone): every
 * month keeps its axis label (turned when they would overlap; 24 months scroll sideways rather than
 * crowd), and months without a figure are gaps.
 */
export const EveryMonthLabelled: Story = {
  tags: ["browser-only"],
  args: { label: "每月新增播放量", series: [{ name: "播放量", points: withGaps(monthsOf(12)) }] },
  render: (args) => (
    <div style={{ width: "380px" }}>
      <TrendChart {...args} />
      <TrendChart {...args} label="近 24 个月" series={[{ name: "播放量", points: withGaps(monthsOf(24)) }]} />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    for (const [name, count] of [["每月新增播放量", 12], ["近 24 个月", 24]] as const) {
      await step(`${count} months: each month's label is drawn`, async () => {
        const figure = canvas.getByRole("figure", { name });
        await waitFor(() => expect(figure.querySelector("[aria-hidden='true'] svg")).not.toBeNull(), { timeout: 5000 });
        const labels = [...figure.querySelectorAll("svg text")].map((text) => text.textContent ?? "");
        for (const month of [1, 2, 3, 11]) await expect(labels.some((label) => label.startsWith(`${month}月`) || label.endsWith(`年${month}月`))).toBe(true);
        await expect(labels.filter((label) => /月$/.test(label))).toHaveLength(count);
      });
    }
    await step("12 months fit the narrow chart; 24 keep room for their labels and scroll sideways, with edge shadows", async () => {
      const frameOf = (name: string) => canvas.getByRole("figure", { name }).querySelector<HTMLElement>(":scope > [aria-hidden='true']")!;
      const twelve = frameOf("每月新增播放量");
      await expect(twelve.scrollWidth).toBeLessThanOrEqual(twelve.clientWidth);
      const twentyFour = frameOf("近 24 个月");
      await expect(twentyFour.scrollWidth).toBeGreaterThan(twentyFour.clientWidth);
      await expect(getComputedStyle(twentyFour).backgroundAttachment).toContain("local");
      await expect(getComputedStyle(twentyFour).backgroundImage).toContain("radial-gradient");
    });
    await step("a month without a figure is a dash in the data table, never 0", async () => {
      const table = canvas.getByRole("table", { name: "每月新增播放量" });
      await expect(rowsOf(table)).toHaveLength(13);
      await expect(rowsOf(table)[2]).toBe("2025年1月—");
      await expect(rowsOf(table).filter((row) => row?.endsWith("—"))).toHaveLength(4);
    });
  },
};

export const AllMonthsMissing: Story = {
  args: { series: [{ name: "播放量", points: monthsOf(6).map((dateStr) => ({ dateStr, num: null })) }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("暂无数据")).toBeVisible();
    await expect(canvas.queryByText("0")).toBeNull();
  },
};
