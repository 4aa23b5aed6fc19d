import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import type { Operator } from "../accounts/helpers.ts";
import { upload, videoBytes, type PublishingWorld } from "../publishing/helpers.ts";

export const publicVideo = { privacy: "public", allowComment: true, allowDuet: false, allowStitch: false };

let videos = 0;

/** One video task to these accounts at `startAt` (ISO), its interval in seconds; answers the task's item ids in account order. */
export async function scheduleVideo(world: PublishingWorld, operator: Operator, accountIds: number[], startAt: Date, intervalSeconds = 0, title = "日历排期"): Promise<{ taskId: number; itemIds: number[] }> {
  const mediaIds: number[] = [];
  for (const _ of accountIds) {
    videos += 1;
    mediaIds.push(await upload(world.runtime, operator, `calendar-${videos}.mp4`, videoBytes(40_000, videos)));
  }
  const created = await operator.post("/api/v1/publish/tasks/video", { sendType: "accounts", accountIds, mediaIds, title, intervalSeconds, startAt: startAt.toISOString(), options: publicVideo });
  if (created.json().code !== 0) throw new Error(`task not created: ${created.body}`);
  const taskId = created.json().data.tasks[0].id as number;
  const detail = (await operator.get(`/api/v1/publish/tasks/${taskId}`)).json().data as { items: { id: number; accountId: number }[] };
  return { taskId, itemIds: accountIds.map((accountId) => detail.items.find((item) => item.accountId === accountId)!.id) };
}

/** PATCH …/items/:itemId/schedule as the operator, in a language. */
export function move(world: PublishingWorld, operator: Operator, itemId: number | string, body: object, language: "zh-CN" | "en" = "zh-CN"): Promise<LightMyRequestResponse> {
  return world.runtime.app.inject({
    method: "PATCH",
    url: `/api/v1/publish/items/${itemId}/schedule`,
    headers: { authorization: `Bearer ${operator.token}`, language_type: language },
    payload: body,
  });
}

export type QueuedJob = { id: string; state: string; startAfterMs: number };

/** The publish jobs pg-boss holds for an item (any state), oldest first. */
export async function publishJobsOf(world: PublishingWorld, itemId: number): Promise<QueuedJob[]> {
  const result = await world.runtime.database.db.execute(
    sql`select id::text as id, state::text as state, (extract(epoch from start_after) * 1000)::float8 as "startAfterMs" from pgboss.job
        where name = 'publishing.publish-item' and singleton_key = ${`publish-item:${itemId}`} order by created_on, id`,
  );
  return (result as unknown as { rows: QueuedJob[] }).rows.map((row) => ({ ...row, startAfterMs: Number(row.startAfterMs) }));
}

/**
 * Lets real time pass for pg-boss: the item's jobs still waiting to start become due now (pg-boss
 * counts time on the database's clock, which the test clock does not move).
 */
export async function fireWaitingJobs(world: PublishingWorld, itemId: number, only?: string[]): Promise<number> {
  const jobs = (await publishJobsOf(world, itemId)).filter((job) => job.state === "created" && (!only || only.includes(job.id)));
  for (const job of jobs) await world.runtime.database.db.execute(sql`update pgboss.job set start_after = now() where id = ${job.id}::uuid`);
  return jobs.length;
}
