import { CALENDAR_MAX_AHEAD_DAYS, CALENDAR_MIN_LEAD_MS, preflightProblems, type MessageKey, type RescheduleItemRequest } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
import { TIKTOK_POSTS_PER_DAY } from "../platforms/tiktok/tiktok-limits.ts";
import type { CalendarData, CalendarRow, MoveTarget } from "./calendar.data.ts";
import type { Enqueue } from "./item-outcome.ts";
import type { OptionsCheck } from "./publishing.service.ts";
import { taskOptionsOf } from "./task-options.ts";

const DAY_MS = 86_400_000;

export type RescheduleDeps = {
  data: Pick<CalendarData, "moveTarget" | "underAccountLock" | "event">;
  enqueue: Pick<Enqueue, "run">;
  clock: Clock;
  /** The plan's publishes per (UTC) day. */
  publishesPerDay(userId: number): Promise<number>;
  /** The operator's accounts among these that are over the plan's account allowance (read-only). */
  readOnlyAmong(userId: number, accountIds: number[]): Promise<Set<number>>;
  /** What each TikTok creator allows now (creator_info), the same check as task creation. */
  checkOptions: OptionsCheck;
};

const refuse = (messageKey: MessageKey, params: Record<string, string | number> = {}) => new AppError("BAD_REQUEST", { messageKey, params });
const conflict = (messageKey: MessageKey) => new AppError("CONFLICT", { messageKey });

/** "2026-11-29 10:05" in `timeZone`. */
export function wallTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const utcDayOf = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());

/** The platforms' text and count rules (the publish screens' preflight) for the target as it would be sent. */
function refuseBrokenRules(target: MoveTarget) {
  const options = taskOptionsOf(target);
  const [problem] = preflightProblems({
    platform: target.platform,
    kind: target.kind,
    accountName: target.accountName,
    title: target.title,
    description: target.description,
    tags: options.tags,
    privacy: options.privacy,
    allowComment: options.allowComment,
    allowDuet: target.kind === "video" && options.allowDuet,
    allowStitch: target.kind === "video" && options.allowStitch,
    durationSeconds: target.durationSeconds,
    imageCount: target.kind === "photo" ? target.mediaIds.length : 0,
    creator: null,
  });
  if (problem) throw refuse(problem.key, problem.params);
}

/**
 * Moves one waiting target to a new time after checking it as task creation would (the account still
 * usable, the preflight rules, what the TikTok creator allows), then, under the account's publishing lock,
 * the per-account interval, the plan's publishes per day and TikTok's posts per creator per day on the
 * new day. The move is one conditional UPDATE (still waiting, no lease, nothing sent, still at the time
 * the checks saw) with the item's job sent for the new time in the same transaction. The job queued for
 * the old time stays: when it fires before the item is due the worker's claim fails (`scheduled_at`
 * is later) and it sends itself for the item's time; after an earlier move, the new job runs it and the
 * old one finds it no longer waiting. The lease makes either way publish exactly once.
 */
export function createReschedule(deps: RescheduleDeps) {
  return async function reschedule(userId: number, itemId: number, request: RescheduleItemRequest): Promise<CalendarRow> {
    const target = await deps.data.moveTarget(userId, itemId);
    if (!target) throw new AppError("NOT_FOUND", { messageKey: "calendar.move.notFound" });
    if (!target.movable) throw conflict("calendar.move.notWaiting");
    const now = deps.clock();
    const to = new Date(request.scheduledAt);
    if (to.getTime() < now.getTime() + CALENDAR_MIN_LEAD_MS) throw refuse("calendar.move.tooSoon", { minutes: CALENDAR_MIN_LEAD_MS / 60_000 });
    if (to.getTime() > now.getTime() + CALENDAR_MAX_AHEAD_DAYS * DAY_MS) throw refuse("calendar.move.tooFar", { days: CALENDAR_MAX_AHEAD_DAYS });
    const zone = request.timeZone ?? target.timeZone;

    if (target.accountStatus !== "active" || target.tokenStatus !== "healthy") throw refuse("publish.accountNotUsable", { name: target.accountName });
    if ((await deps.readOnlyAmong(userId, [target.accountId])).has(target.accountId)) throw refuse("publish.accountReadOnly", { name: target.accountName });
    refuseBrokenRules(target);
    const account = { id: target.accountId, platform: target.platform, name: target.accountName, status: target.accountStatus, tokenStatus: target.tokenStatus };
    await deps.checkOptions({ userId, accounts: [account], options: taskOptionsOf(target), kind: target.kind, durations: new Map([[target.accountId, target.durationSeconds]]) });
    const perDay = await deps.publishesPerDay(userId);

    const expected = new Date(target.scheduledAtMs);
    const moved = await deps.data.underAccountLock(target.accountId, async (moves) => {
      const clash = await moves.clashWith(itemId, to, target.intervalSeconds);
      if (clash) {
        throw refuse("calendar.move.intervalClash", { name: target.accountName, time: wallTime(clash, zone), minutes: Math.max(1, Math.round(target.intervalSeconds / 60)) });
      }
      // A day's limits bind only a move to another day: one within its day changes no day's count.
      const day = utcDayOf(to);
      if (day !== utcDayOf(expected)) {
        const scheduled = await moves.scheduledBetween(userId, itemId, new Date(day), new Date(day + DAY_MS));
        const date = `${new Date(day).toISOString().slice(0, 10)} (UTC)`;
        if (scheduled.operator + 1 > perDay) throw new AppError("PLAN_LIMIT_REACHED", { messageKey: "calendar.move.planDayFull", params: { date, count: scheduled.operator, max: perDay } });
        if (target.platform === "tiktok" && scheduled.account + 1 > TIKTOK_POSTS_PER_DAY) {
          throw refuse("calendar.move.tiktokDayFull", { name: target.accountName, date, count: scheduled.account, max: TIKTOK_POSTS_PER_DAY });
        }
      }
      if (!(await moves.move(itemId, expected, to, deps.clock()))) return false;
      await deps.enqueue.run(itemId, to, moves.tx);
      return true;
    });
    if (!moved) throw conflict("calendar.move.changed");
    const row = await deps.data.event(userId, itemId);
    if (!row) throw new AppError("NOT_FOUND", { messageKey: "calendar.move.notFound" });
    return row;
  };
}

export type RescheduleItem = ReturnType<typeof createReschedule>;
