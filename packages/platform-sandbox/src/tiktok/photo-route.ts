import type { FastifyInstance } from "fastify";
import { requireToken } from "./auth.ts";
import { findCreator, type TiktokContext } from "./context.ts";
import { fail, nineteenDigitId, ok } from "./envelope.ts";
import { addPost, flag, objectOf, plannedInitFailure, refuse, text, tooLong } from "./post-helpers.ts";
import { capRefusal, privacyRefusal, urlRefusal } from "./posting-rules.ts";
import type { TiktokPrivacyLevel } from "./settings.ts";

/** Photo posts: `content/init` with PULL_FROM_URL only (A.3.5). */
export function registerPhotoRoute(app: FastifyInstance, context: TiktokContext) {
  const now = () => context.deps.now();

  app.post("/v2/post/publish/content/init/", async (request, reply) => {
    const body = objectOf(request.body);
    const direct = body.post_mode === "DIRECT_POST";
    const auth = requireToken(context, request, reply, { endpoint: "content_init", anyScope: [direct ? "video.publish" : "video.upload"] });
    if (!auth) return reply;
    const creator = findCreator(context, auth.grant.openId);
    if (!creator) return fail(reply, 401, "access_token_invalid", "The account no longer exists.");
    const planned = plannedInitFailure(context, creator, request, reply);
    if (planned) return planned;
    const info = objectOf(body.post_info);
    const source = objectOf(body.source_info);
    const images = source.photo_images;
    if (body.media_type !== "PHOTO") return fail(reply, 400, "invalid_param", "media_type must be PHOTO.");
    if (!direct && body.post_mode !== "MEDIA_UPLOAD") return fail(reply, 400, "invalid_param", "post_mode must be DIRECT_POST or MEDIA_UPLOAD.");
    if (tooLong(info.title, 90)) return fail(reply, 400, "invalid_param", "post_info.title must be at most 90 characters.");
    if (tooLong(info.description, 4000)) return fail(reply, 400, "invalid_param", "post_info.description must be at most 4000 characters.");
    if (source.source !== "PULL_FROM_URL") return fail(reply, 400, "invalid_param", "Photos can only be posted with source PULL_FROM_URL.");
    if (!Array.isArray(images) || images.length < 1 || images.length > 35 || images.some((url) => typeof url !== "string")) {
      return fail(reply, 400, "invalid_param", "photo_images must hold 1 to 35 URLs.");
    }
    const cover = source.photo_cover_index;
    if (!Number.isInteger(cover) || (cover as number) < 0 || (cover as number) >= images.length) {
      return fail(reply, 400, "invalid_param", "photo_cover_index must be a 0-based index into photo_images.");
    }
    const urls = images as string[];
    const refusal =
      urlRefusal(context, urls) ??
      capRefusal(context, creator, direct ? "direct" : "inbox") ??
      (direct ? privacyRefusal(context, creator, info.privacy_level, flag(info.brand_content_toggle)) : null);
    if (refusal) return refuse(reply, refusal);
    const publishId = `${direct ? "p_pub_url~v2" : "p_inbox_url~v2"}.${nineteenDigitId()}`;
    addPost(context, creator, {
      publishId,
      mode: direct ? "direct" : "inbox",
      mediaType: "photo",
      source: "PULL_FROM_URL",
      mediaReadyAt: now(),
      privacyLevel: direct ? (info.privacy_level as TiktokPrivacyLevel) : null,
      title: text(info.title),
      description: text(info.description),
      disableComment: direct && (flag(info.disable_comment) || creator.commentDisabled),
      disableDuet: false,
      disableStitch: false,
      brandContent: flag(info.brand_content_toggle),
      brandOrganic: flag(info.brand_organic_toggle),
      isAigc: false,
      videoUrl: null,
      photoUrls: urls,
      photoCoverIndex: cover as number,
      upload: null,
    });
    return ok(reply, { publish_id: publishId });
  });
}
