import type { CompletionCounts } from "@cdp/contracts";

/** Inclusive day range of a completions request. */
export type DayRange = { startDate: string; endDate: string };

/**
 * What the back-office needs of the publishing engine: per operator, tasks and items by status over
 * a range. The publishing engine (publish tasks and items) is built on another branch; once its
 * tables exist its module provides this. Until then `noPublishTasksYet` answers, honestly, zeros.
 */
export type TaskCompletions = {
  countsByUser(userIds: number[], range: DayRange): Promise<CompletionCounts[]>;
};

export const noPublishTasksYet: TaskCompletions = {
  async countsByUser(userIds) {
    return userIds.map((id) => ({ id, tasks: 0, itemsSucceeded: 0, itemsFailed: 0, itemsDistributing: 0 }));
  },
};

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
