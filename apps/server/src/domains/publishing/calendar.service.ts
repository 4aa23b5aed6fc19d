import type { CalendarEvent, CalendarEventPage, CalendarEventsQuery, CalendarSummary, CalendarSummaryQuery, RescheduleItemRequest } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import type { CalendarData, CalendarRow, CalendarScope } from "./calendar.data.ts";
import type { RescheduleItem } from "./calendar-reschedule.ts";

/** What the calendar service is built from. */
export type CalendarServiceDeps = { data: CalendarData; reschedule: RescheduleItem; clock: Clock };

export function toCalendarEvent(row: CalendarRow): CalendarEvent {
  return {
    itemId: row.itemId,
    taskId: row.taskId,
    accountId: row.accountId,
    accountName: row.accountName,
    accountAvatar: row.accountAvatar,
    platform: row.platform,
    kind: row.kind,
    title: row.title,
    state: row.state,
    at: new Date(row.atMs).toISOString(),
    scheduledAt: new Date(row.scheduledAtMs).toISOString(),
    movable: row.movable,
  };
}

function scopeOf(userId: number, query: Pick<CalendarSummaryQuery, "from" | "to" | "timeZone" | "platform" | "groupId" | "accountId">): CalendarScope {
  return {
    userId,
    from: new Date(query.from),
    to: new Date(query.to),
    timeZone: query.timeZone,
    ...(query.platform ? { platform: query.platform } : {}),
    ...(query.groupId ? { groupId: query.groupId } : {}),
    ...(query.accountId ? { accountId: query.accountId } : {}),
  };
}

/**
 * Identical summary reads that arrive while one is running wait for it instead of running the same
 * statement again (20 screens of one operator polling one month). A read that starts after a move of
 * the operator's never joins one that started before it, so a mover always sees the move.
 */
function sharedReads<T>() {
  const running = new Map<string, Promise<T>>();
  const generation = new Map<number, number>();
  return {
    read(userId: number, key: string, run: () => Promise<T>): Promise<T> {
      const full = `${userId}:${generation.get(userId) ?? 0}:${key}`;
      const known = running.get(full);
      if (known) return known;
      const started = run().finally(() => running.delete(full));
      running.set(full, started);
      return started;
    },
    changed(userId: number) {
      generation.set(userId, (generation.get(userId) ?? 0) + 1);
    },
  };
}

/** The calendar: the month and week grids, a range's targets page by page, and moving a target. */
export function createCalendarService(deps: CalendarServiceDeps) {
  const summaries = sharedReads<CalendarSummary>();

  return {
    summary(userId: number, query: CalendarSummaryQuery): Promise<CalendarSummary> {
      const key = JSON.stringify([query.from, query.to, query.timeZone, query.view, query.platform, query.groupId, query.accountId]);
      return summaries.read(userId, key, async () => {
        const { counts, events } = await deps.data.summary(scopeOf(userId, query), query.view);
        const byBucket = new Map<number, CalendarEvent[]>();
        for (const row of events) {
          const list = byBucket.get(row.bucketMs) ?? [];
          list.push(toCalendarEvent(row));
          byBucket.set(row.bucketMs, list);
        }
        return {
          timeZone: query.timeZone,
          buckets: counts.map(({ startMs, total, ...counts }) => ({ start: new Date(startMs).toISOString(), counts, total, events: byBucket.get(startMs) ?? [] })),
        };
      });
    },

    async events(userId: number, query: CalendarEventsQuery): Promise<CalendarEventPage> {
      const { rows, total } = await deps.data.events(scopeOf(userId, query), { offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
      return { list: rows.map(toCalendarEvent), total };
    },

    async reschedule(userId: number, itemId: number, request: RescheduleItemRequest): Promise<CalendarEvent> {
      const row = await deps.reschedule(userId, itemId, request);
      summaries.changed(userId);
      return toCalendarEvent(row);
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
