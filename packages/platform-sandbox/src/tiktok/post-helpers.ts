import type { FastifyReply } from "fastify";
import type { TiktokContext } from "./context.ts";
import { fail, nineteenDigitId } from "./envelope.ts";
import type { Refusal } from "./posting-rules.ts";
import type { TiktokDemoCreator } from "./settings.ts";
import type { TiktokPost } from "./state.ts";

export type Json = Record<string, unknown>;

export const objectOf = (value: unknown): Json => (value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {});
export const refuse = (reply: FastifyReply, refusal: Refusal) => fail(reply, refusal.status, refusal.code, refusal.message);
export const text = (value: unknown) => (typeof value === "string" ? value : "");
export const flag = (value: unknown) => value === true;

export function tooLong(value: unknown, max: number): boolean {
  return value !== undefined && (typeof value !== "string" || value.length > max);
}

/** A planned `publish_init` failure aimed at this creator, answered in TikTok's envelope; null when none is due. */
export function plannedInitFailure(context: TiktokContext, creator: TiktokDemoCreator, reply: FastifyReply): FastifyReply | null {
  const planned = context.deps.faults.takePlanned("publish_init", [creator.openId, creator.username, creator.displayName]);
  return planned ? fail(reply, planned.status, planned.error, `Publishing failed: ${planned.error} (planned sandbox fault).`) : null;
}

/** Records an accepted publication; a creator's `nextPostFailReason` is consumed by it. */
export function addPost(context: TiktokContext, creator: TiktokDemoCreator, fields: Omit<TiktokPost, "openId" | "createdAt" | "failReason" | "postId">): TiktokPost {
  const post: TiktokPost = { ...fields, openId: creator.openId, createdAt: context.deps.now(), failReason: creator.nextPostFailReason, postId: nineteenDigitId() };
  creator.nextPostFailReason = null;
  context.state.posts[post.publishId] = post;
  return post;
}
