import type { CompletionCounts, DailyCompletion } from "@cdp/contracts";

/** Inclusive day range of a completions request. */
export type DayRange = { startDate: string; endDate: string };

/**
 * What the back-office needs of the publishing engine: per operator, tasks and items by status over
 * a range, in total or per day. The publishing records (`createPublishingRecords`) answer it.
 */
export type TaskCompletions = {
  countsByUser(userIds: number[], range: DayRange): Promise<CompletionCounts[]>;
  /** The same counts per UTC day (`YYYY-MM-DD`); days without tasks are absent. */
  dailyCountsByUser(userIds: number[], range: DayRange): Promise<(DailyCompletion & { id: number })[]>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every day of the range in order, with zeros where `days` has none (a chart needs the gaps). */
export function everyDay(range: DayRange, days: DailyCompletion[]): DailyCompletion[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const series: DailyCompletion[] = [];
  for (let at = Date.parse(range.startDate); at <= Date.parse(range.endDate); at += DAY_MS) {
    const date = new Date(at).toISOString().slice(0, 10);
    series.push(byDate.get(date) ?? { date, tasks: 0, itemsSucceeded: 0, itemsFailed: 0, itemsDistributing: 0 });
  }
  return series;
}

/** Sums operators' counts into one group's. */
export function sumCompletions(id: number, counts: CompletionCounts[]): CompletionCounts {
  return counts.reduce(
    (total, count) => ({
      id,
      tasks: total.tasks + count.tasks,
      itemsSucceeded: total.itemsSucceeded + count.itemsSucceeded,
      itemsFailed: total.itemsFailed + count.itemsFailed,
      itemsDistributing: total.itemsDistributing + count.itemsDistributing,
    }),
    { id, tasks: 0, itemsSucceeded: 0, itemsFailed: 0, itemsDistributing: 0 },
  );
}
