import { expect, test } from "vitest";
import { axisDateLabels, formatDateLabel, isEmptyChart, toChartData } from "./chart-data";

test("series are lined up on the union of their dates, oldest first, gaps as null", () => {
  const data = toChartData([
    { name: "播放量", points: [{ dateStr: "2024-03", num: 30 }, { dateStr: "2024-01", num: 10 }] },
    { name: "点赞数", points: [{ dateStr: "2024-02", num: 2 }, { dateStr: "2024-03", num: 3 }] },
  ]);
  expect(data.dates).toEqual(["2024-01", "2024-02", "2024-03"]);
  expect(data.series).toEqual([
    { name: "播放量", data: [10, null, 30] },
    { name: "点赞数", data: [null, 2, 3] },
  ]);
});

test("dates without leading zeros sort by their value", () => {
  const data = toChartData([{ name: "粉丝数", points: ["2024-10", "2024-9", "2023-12"].map((dateStr) => ({ dateStr, num: 1 })) }]);
  expect(data.dates).toEqual(["2023-12", "2024-9", "2024-10"]);
});

test("a chart is empty when no series has a point", () => {
  expect(isEmptyChart([])).toBe(true);
  expect(isEmptyChart([{ name: "播放量", points: [] }])).toBe(true);
  expect(isEmptyChart([{ name: "播放量", points: [{ dateStr: "2024-01", num: 0 }] }])).toBe(false);
});

test("a month without a figure keeps its place on the axis as a gap; only months without any figure make an empty chart", () => {
  const points = [
    { dateStr: "2024-01", num: null },
    { dateStr: "2024-02", num: 5 },
    { dateStr: "2024-03", num: null },
  ];
  expect(toChartData([{ name: "播放量", points }])).toEqual({ dates: ["2024-01", "2024-02", "2024-03"], series: [{ name: "播放量", data: [null, 5, null] }] });
  expect(isEmptyChart([{ name: "播放量", points }])).toBe(false);
  expect(isEmptyChart([{ name: "播放量", points: points.map((point) => ({ ...point, num: null })) }])).toBe(true);
});

test("months and days are labelled in the reader's language", () => {
  expect(formatDateLabel("2024-01", "zh-CN")).toBe("2024年1月");
  expect(formatDateLabel("2024-01", "en")).toBe("Jan 2024");
  expect(formatDateLabel("2024/12/05", "zh-CN")).toBe("12月5日");
  expect(formatDateLabel("2024-12-05", "en")).toBe("Dec 5");
  expect(formatDateLabel("第 3 周", "en")).toBe("第 3 周");
});

test("a month axis names the year on its first month and on each January only", () => {
  const months = ["2025-11", "2025-12", "2026-01", "2026-02"];
  expect(axisDateLabels(months, "zh-CN")).toEqual(["2025年11月", "12月", "2026年1月", "2月"]);
  expect(axisDateLabels(months, "en")).toEqual(["Nov 2025", "Dec", "Jan 2026", "Feb"]);
  expect(axisDateLabels(["2026-01-05", "2026-01-06"], "zh-CN")).toEqual(["1月5日", "1月6日"]);
});
