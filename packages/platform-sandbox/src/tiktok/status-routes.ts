import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requireToken } from "./auth.ts";
import type { TiktokContext } from "./context.ts";
import { fail, logId, ok } from "./envelope.ts";
import { type Json, objectOf } from "./post-helpers.ts";
import { postStatus } from "./post-status.ts";
import type { TiktokPost } from "./state.ts";
import { own } from "../shared/own.ts";

/** `status/fetch` and `cancel` (A.3.6, A.3.7). */
export function registerStatusRoutes(app: FastifyInstance, context: TiktokContext) {
  const now = () => context.deps.now();

  const ownPost = (request: FastifyRequest, reply: FastifyReply, openId: string): TiktokPost | null => {
    const publishId = objectOf(request.body).publish_id;
    const post = typeof publishId === "string" ? own(context.state.posts, publishId) : undefined;
    if (!post) {
      void fail(reply, 400, "invalid_publish_id", "publish_id does not exist.");
      return null;
    }
    if (post.openId !== openId) {
      void fail(reply, 400, "token_not_authorized_for_specified_publish_id", "This token may not read this publish_id.");
      return null;
    }
    return post;
  };

  app.post("/v2/post/publish/status/fetch/", async (request, reply) => {
    const auth = requireToken(context, request, reply, { endpoint: "status_fetch", anyScope: ["video.publish", "video.upload"] });
    if (!auth) return reply;
    const post = ownPost(request, reply, auth.grant.openId);
    if (!post) return reply;
    const status = postStatus(post, context.settings, now());
    const data: Json = { status: status.status, publicaly_available_post_id: "__POST_IDS__" };
    if (status.failReason) data.fail_reason = status.failReason;
    if (status.uploadedBytes !== null) data.uploaded_bytes = status.uploadedBytes;
    if (status.downloadedBytes !== null) data.downloaded_bytes = status.downloadedBytes;
    // The ids go out as bare 19-digit JSON numbers, as TikTok types them (int64), to catch lossy parsing.
    const raw = JSON.stringify({ data, error: { code: "ok", message: "", log_id: logId() } }).replace('"__POST_IDS__"', `[${status.publicIds.join(",")}]`);
    return reply.code(200).type("application/json; charset=utf-8").send(raw);
  });

  app.post("/v2/post/publish/cancel/", async (request, reply) => {
    const auth = requireToken(context, request, reply, { endpoint: "status_fetch", anyScope: ["video.publish", "video.upload"] });
    if (!auth) return reply;
    const post = ownPost(request, reply, auth.grant.openId);
    if (!post) return reply;
    if (post.source !== "PULL_FROM_URL" || postStatus(post, context.settings, now()).status !== "PROCESSING_DOWNLOAD") {
      return fail(reply, 400, "publish_not_cancellable", "Only a PULL_FROM_URL download still in progress can be cancelled.");
    }
    post.failReason = "publish_cancelled";
    return ok(reply, {});
  });
}
