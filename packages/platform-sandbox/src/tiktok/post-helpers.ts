import type { FastifyReply, FastifyRequest } from "fastify";
import { takePlannedFault } from "../shared/planned-acts.ts";
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

/** The names a planned fault may use for a creator. */
export const creatorNames = (creator: TiktokDemoCreator) => [creator.openId, creator.username, creator.displayName];

/**
 * A planned `publish_init` refusal aimed at this creator, answered in TikTok's envelope; null when
 * none is due (an act mode only marks the request: see takePlannedFault).
 */
export function plannedInitFailure(context: TiktokContext, creator: TiktokDemoCreator, request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  const planned = takePlannedFault(context.deps.faults, request, "publish_init", creatorNames(creator));
  return planned ? fail(reply, planned.status, planned.error, `Publishing failed: ${planned.error} (planned sandbox fault).`) : null;
}

/** Records an accepted publication; a creator's `nextPostFailReason` is consumed by it. */
export function addPost(context: TiktokContext, creator: TiktokDemoCreator, fields: Omit<TiktokPost, "openId" | "createdAt" | "failReason" | "postId">): TiktokPost {
  const post: TiktokPost = { ...fields, openId: creator.openId, createdAt: context.deps.now(), failReason: creator.nextPostFailReason, postId: nineteenDigitId() };
  creator.nextPostFailReason = null;
  context.state.posts[post.publishId] = post;
  return post;
}
