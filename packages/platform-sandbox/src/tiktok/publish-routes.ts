import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requestOrigin } from "../shared/form-body.ts";
import { requireToken } from "./auth.ts";
import { chunkPlanProblem } from "./chunk-rules.ts";
import { findCreator, mountPrefix, type TiktokContext } from "./context.ts";
import { fail, logId, nineteenDigitId, ok, opaqueToken } from "./envelope.ts";
import { createMp4DurationScanner } from "./mp4-duration.ts";
import { addPost, flag, type Json, objectOf, plannedInitFailure, refuse, text, tooLong } from "./post-helpers.ts";
import { capRefusal, privacyRefusal, type Refusal, urlRefusal } from "./posting-rules.ts";
import type { TiktokPrivacyLevel } from "./settings.ts";
import type { TiktokUpload } from "./state.ts";
import { avatarDataUrl } from "./stats.ts";

/** Content Posting API for videos: creator_info and the two video inits (A.3.1–A.3.3). */
export function registerPublishRoutes(app: FastifyInstance, context: TiktokContext) {
  const now = () => context.deps.now();

  const uploadFor = (request: FastifyRequest, source: Json, publishId: string): { upload: TiktokUpload; url: string } => {
    const upload: TiktokUpload = {
      uploadId: publishId.split(".").pop() ?? publishId,
      uploadToken: opaqueToken(""),
      videoSize: source.video_size as number,
      chunkSize: source.chunk_size as number,
      totalChunkCount: source.total_chunk_count as number,
      chunksReceived: 0,
      receivedBytes: 0,
      expiresAt: now() + context.settings.uploadUrlTtlMs,
      sha256: null,
    };
    context.uploadProgress.set(publishId, { hash: createHash("sha256"), duration: createMp4DurationScanner() });
    const prefix = mountPrefix(request.url, "/v2/post/publish/");
    const query = new URLSearchParams({ upload_id: upload.uploadId, upload_token: upload.uploadToken });
    return { upload, url: `${requestOrigin(request)}${prefix}/upload/?${query.toString()}` };
  };

  /** Validates source_info of a video init; a refusal, or what the post needs. */
  const videoSource = (source: Json): Refusal | { source: "FILE_UPLOAD" | "PULL_FROM_URL"; videoUrl: string | null } => {
    if (source.source === "FILE_UPLOAD") {
      const problem = chunkPlanProblem(source.video_size, source.chunk_size, source.total_chunk_count);
      return problem ? { status: 400, code: "invalid_param", message: problem } : { source: "FILE_UPLOAD", videoUrl: null };
    }
    if (source.source === "PULL_FROM_URL") {
      const refusal = urlRefusal(context, [text(source.video_url)]);
      return refusal ?? { source: "PULL_FROM_URL", videoUrl: text(source.video_url) };
    }
    return { status: 400, code: "invalid_param", message: "source_info.source must be FILE_UPLOAD or PULL_FROM_URL." };
  };

  app.post("/v2/post/publish/creator_info/query/", async (request, reply) => {
    const auth = requireToken(context, request, reply, { endpoint: "creator_info", anyScope: ["video.publish"] });
    if (!auth) return reply;
    const creator = findCreator(context, auth.grant.openId);
    if (!creator) return fail(reply, 401, "access_token_invalid", "The account no longer exists.");
    const cap = capRefusal(context, creator, "direct");
    // Caps answer HTTP 200 here on purpose, with error.code set (A.3.1).
    if (cap) return reply.code(200).send({ data: {}, error: { code: cap.code, message: cap.message, log_id: logId() } });
    return ok(reply, {
      creator_avatar_url: avatarDataUrl(creator),
      creator_username: creator.username,
      creator_nickname: creator.displayName,
      privacy_level_options: context.settings.audited ? creator.privacyLevelOptions : ["SELF_ONLY"],
      comment_disabled: creator.commentDisabled,
      duet_disabled: creator.duetDisabled || creator.isPrivate,
      stitch_disabled: creator.stitchDisabled || creator.isPrivate,
      max_video_post_duration_sec: creator.maxVideoPostDurationSec,
    });
  });

  app.post("/v2/post/publish/video/init/", async (request, reply) => {
    const auth = requireToken(context, request, reply, { endpoint: "video_init", anyScope: ["video.publish"] });
    if (!auth) return reply;
    const creator = findCreator(context, auth.grant.openId);
    if (!creator) return fail(reply, 401, "access_token_invalid", "The account no longer exists.");
    const planned = plannedInitFailure(context, creator, request, reply);
    if (planned) return planned;
    const body = objectOf(request.body);
    const info = objectOf(body.post_info);
    const source = objectOf(body.source_info);
    if (tooLong(info.title, 2200)) return fail(reply, 400, "invalid_param", "post_info.title must be at most 2200 characters.");
    const checked = videoSource(source);
    if ("code" in checked) return refuse(reply, checked);
    const refusal = capRefusal(context, creator, "direct") ?? privacyRefusal(context, creator, info.privacy_level, flag(info.brand_content_toggle));
    if (refusal) return refuse(reply, refusal);
    const publishId = `${checked.source === "FILE_UPLOAD" ? "v_pub_file~v2-1" : "v_pub_url~v2"}.${nineteenDigitId()}`;
    const transfer = checked.source === "FILE_UPLOAD" ? uploadFor(request, source, publishId) : null;
    addPost(context, creator, {
      publishId,
      mode: "direct",
      mediaType: "video",
      source: checked.source,
      mediaReadyAt: transfer ? null : now(),
      privacyLevel: info.privacy_level as TiktokPrivacyLevel,
      title: text(info.title),
      description: "",
      disableComment: flag(info.disable_comment) || creator.commentDisabled,
      disableDuet: flag(info.disable_duet) || creator.duetDisabled || creator.isPrivate,
      disableStitch: flag(info.disable_stitch) || creator.stitchDisabled || creator.isPrivate,
      brandContent: flag(info.brand_content_toggle),
      brandOrganic: flag(info.brand_organic_toggle),
      isAigc: flag(info.is_aigc),
      videoUrl: checked.videoUrl,
      photoUrls: [],
      photoCoverIndex: null,
      upload: transfer?.upload ?? null,
    });
    return ok(reply, transfer ? { publish_id: publishId, upload_url: transfer.url } : { publish_id: publishId });
  });

  app.post("/v2/post/publish/inbox/video/init/", async (request, reply) => {
    const auth = requireToken(context, request, reply, { endpoint: "inbox_video_init", anyScope: ["video.upload"] });
    if (!auth) return reply;
    const creator = findCreator(context, auth.grant.openId);
    if (!creator) return fail(reply, 401, "access_token_invalid", "The account no longer exists.");
    const planned = plannedInitFailure(context, creator, request, reply);
    if (planned) return planned;
    const source = objectOf(objectOf(request.body).source_info);
    const checked = videoSource(source);
    if ("code" in checked) return refuse(reply, checked);
    const refusal = capRefusal(context, creator, "inbox");
    if (refusal) return refuse(reply, refusal);
    const publishId = `${checked.source === "FILE_UPLOAD" ? "v_inbox_file~v2" : "v_inbox_url~v2"}.${nineteenDigitId()}`;
    const transfer = checked.source === "FILE_UPLOAD" ? uploadFor(request, source, publishId) : null;
    addPost(context, creator, {
      publishId,
      mode: "inbox",
      mediaType: "video",
      source: checked.source,
      mediaReadyAt: transfer ? null : now(),
      privacyLevel: null,
      title: "",
      description: "",
      disableComment: false,
      disableDuet: false,
      disableStitch: false,
      brandContent: false,
      brandOrganic: false,
      isAigc: false,
      videoUrl: checked.videoUrl,
      photoUrls: [],
      photoCoverIndex: null,
      upload: transfer?.upload ?? null,
    });
    return ok(reply, transfer ? { publish_id: publishId, upload_url: transfer.url } : { publish_id: publishId });
  });
}
