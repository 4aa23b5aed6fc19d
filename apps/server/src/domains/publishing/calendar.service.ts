import type { CalendarEvent, CalendarEventPage, CalendarEventsQuery, CalendarSummary, CalendarSummaryQuery, RescheduleItemRequest } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
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

/** How long a summary serves identical reads as it is (the worker's progress shows within this). */
export const SUMMARY_FRESH_MS = 5000;
/** Past this a summary is not served while a new one is read: the read waits for it. */
export const SUMMARY_STALE_MS = 30_000;
const SUMMARY_ENTRIES = 2000;

type Entry<T> = { value?: T; at: number; refresh?: Promise<T> };

/**
 * Identical summary reads (one operator's screens polling one month) share one statement: a summary
 * younger than `SUMMARY_FRESH_MS` is served as it is; an older one (up to `SUMMARY_STALE_MS`) is served
 * while one read refreshes it; reads that find no usable summary wait for the one read running. Any
 * write an operator makes through this process (a move, a new task, an import, a resend; see
 * `forget`) drops their summaries, so they see it at once. What others change (the worker's progress,
 * another API process) shows within `SUMMARY_FRESH_MS` plus one read. On PGlite a read blocks the
 * process while it runs, so sharing is what keeps the grid's polling from queuing behind it.
 */
function sharedReads<T>(now: () => number) {
  const entries = new Map<string, Entry<T>>();
  const generation = new Map<number, number>();
  const refresh = (key: string, entry: Entry<T>, run: () => Promise<T>) => {
    entry.refresh ??= run()
      .then((value) => {
        entries.set(key, { value, at: now() });
        return value;
      })
      .finally(() => {
        entry.refresh = undefined;
      });
    return entry.refresh;
  };
  return {
    read(userId: number, key: string, run: () => Promise<T>): Promise<T> {
      const full = `${userId}:${generation.get(userId) ?? 0}:${key}`;
      let entry = entries.get(full);
      if (!entry) {
        if (entries.size >= SUMMARY_ENTRIES) entries.delete(entries.keys().next().value!);
        entry = { at: 0 };
        entries.set(full, entry);
      }
      const age = now() - entry.at;
      if (entry.value !== undefined && age < SUMMARY_FRESH_MS) return Promise.resolve(entry.value);
      const refreshing = refresh(full, entry, run);
      if (entry.value !== undefined && age < SUMMARY_STALE_MS) {
        refreshing.catch(() => undefined);
        return Promise.resolve(entry.value);
      }
      return refreshing;
    },
    changed(userId: number) {
      generation.set(userId, (generation.get(userId) ?? 0) + 1);
      for (const key of entries.keys()) if (key.startsWith(`${userId}:`)) entries.delete(key);
    },
  };
}

/** PostgreSQL's invalid_parameter_value for a zone name its own zone list lacks (either driver, maybe wrapped in `cause`). */
function isUnknownZone(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === "22023" && typeof message === "string" && message.includes("time zone")) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A zone the runtime knows but the database does not is the caller's mistake, said as such (never a 500). */
async function inZone<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isUnknownZone(error)) throw new AppError("BAD_REQUEST", { messageKey: "validation.calendar.timeZone" });
    throw error;
  }
}

/** The calendar: the month and week grids, a range's targets page by page, and moving a target. */
export function createCalendarService(deps: CalendarServiceDeps) {
  const summaries = sharedReads<CalendarSummary>(() => performance.now());

  return {
    summary(userId: number, query: CalendarSummaryQuery): Promise<CalendarSummary> {
      const key = JSON.stringify([query.from, query.to, query.timeZone, query.view, query.platform, query.groupId, query.accountId]);
      return summaries.read(userId, key, async () => {
        const { counts, events } = await inZone(() => deps.data.summary(scopeOf(userId, query), query.view));
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
      const { rows, total } = await inZone(() => deps.data.events(scopeOf(userId, query), { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }));
      return { list: rows.map(toCalendarEvent), total };
    },

    async reschedule(userId: number, itemId: number, request: RescheduleItemRequest): Promise<CalendarEvent> {
      try {
        return toCalendarEvent(await deps.reschedule(userId, itemId, request));
      } finally {
        summaries.changed(userId);
      }
    },

    /** The operator changed something that may show on the calendar: their next summary is read afresh. */
    forget(userId: number) {
      summaries.changed(userId);
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
