import type { CalendarBucket, CalendarEvent, CalendarEventState } from "../calendar-event-chip/calendar-event";
import { fromWallTime } from "../publish-timing/zoned-time";
import { dayIn, hourKeyIn } from "./calendar-dates";

/** Story and test data: events in Shanghai around Saturday 28 November 2026. */
export const STORY_ZONE = "Asia/Shanghai";
export const STORY_TODAY = "2026-11-28";

const names = ["美妆日常", "Tech Review CN", "旅行的意义官方频道", "Cooking with Lin"];

export function storyEvent(id: number, wallTime: string, state: CalendarEventState, title = `秋冬新品第 ${id} 期`): CalendarEvent {
  return {
    id,
    title,
    accountName: names[id % names.length]!,
    platform: id % 2 === 0 ? "tiktok" : "youtube",
    state,
    at: fromWallTime(wallTime, STORY_ZONE)!.toISOString(),
    movable: state === "waiting",
  };
}

export const STORY_EVENTS: CalendarEvent[] = [
  storyEvent(1, "2026-11-24T09:30", "succeeded"),
  storyEvent(2, "2026-11-26T14:00", "failed"),
  storyEvent(3, "2026-11-27T18:45", "unverified"),
  storyEvent(4, "2026-11-28T10:00", "waiting", "双十二预热：一支口红的三种画法"),
  storyEvent(5, "2026-11-28T10:00", "waiting"),
  storyEvent(6, "2026-11-28T10:00", "distributing"),
  storyEvent(7, "2026-11-28T10:00", "waiting"),
  storyEvent(8, "2026-11-28T10:00", "waiting"),
  storyEvent(9, "2026-11-30T08:15", "waiting"),
  storyEvent(10, "2026-12-02T20:00", "waiting"),
];

function bucketsBy(events: readonly CalendarEvent[], keyOf: (event: CalendarEvent) => string): Record<string, CalendarBucket> {
  const buckets: Record<string, CalendarBucket> = {};
  for (const event of [...events].sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)) {
    const key = keyOf(event);
    const bucket = (buckets[key] ??= { counts: { waiting: 0, distributing: 0, succeeded: 0, failed: 0, unverified: 0 }, total: 0, events: [] });
    bucket.counts[event.state] += 1;
    bucket.total += 1;
    if (bucket.events.length < 3) bucket.events.push(event);
  }
  return buckets;
}

export const bucketsByDay = (events: readonly CalendarEvent[]) => bucketsBy(events, (event) => dayIn(event.at, STORY_ZONE));
export const bucketsByHour = (events: readonly CalendarEvent[]) => bucketsBy(events, (event) => hourKeyIn(event.at, STORY_ZONE));

/** What a drag carries, for `fireEvent.dragStart/dragOver/drop` (jsdom has no DataTransfer). */
export function storyDataTransfer(): DataTransfer | object {
  if (typeof DataTransfer !== "undefined") return new DataTransfer();
  const data = new Map<string, string>();
  return { effectAllowed: "all", dropEffect: "none", setData: (type: string, value: string) => data.set(type, value), getData: (type: string) => data.get(type) ?? "", types: [] as string[] };
}
