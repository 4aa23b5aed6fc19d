import { TIKTOK_CAPTION_MAX, TIKTOK_PHOTO_DESCRIPTION_MAX, TIKTOK_PHOTO_TITLE_MAX } from "@cdp/contracts";
import type { CreatorOptions, PhotoPublishInput, PrivacyChoice, PublishStarted, PublishStatusResult, VideoPublishInput } from "../platform-adapter.ts";
import { isPlatformError } from "../platform-error.ts";
import { MAX_VIDEO_BYTES, planChunks } from "./chunk-plan.ts";
import { localRefusal, tiktokError } from "./tiktok-errors.ts";
import type { TiktokHttp } from "./tiktok-http.ts";
import type { TiktokLimits } from "./tiktok-limits.ts";
import { captionOf, parseCreatorInfo, privacyLevelFor, privacyLevelOf, refuseBrandedPrivate } from "./tiktok-post-options.ts";
import { uploadChunks } from "./tiktok-upload.ts";

const CAPTION_MAX = TIKTOK_CAPTION_MAX;
const PHOTO_TITLE_MAX = TIKTOK_PHOTO_TITLE_MAX;
const PHOTO_DESCRIPTION_MAX = TIKTOK_PHOTO_DESCRIPTION_MAX;

/** What a video publication keeps in its resume store, so a retried job never creates a second post. */
type VideoResume = {
  tiktokPublishId: string;
  uploadUrl: string;
  videoSize: number;
  chunkSize: number;
  chunksDone: number;
  complete: boolean;
};

function readResume(state: Record<string, unknown> | null): VideoResume | null {
  if (!state || typeof state.tiktokPublishId !== "string" || typeof state.uploadUrl !== "string") return null;
  const numbers = [state.videoSize, state.chunkSize, state.chunksDone];
  if (!numbers.every((value) => typeof value === "number")) return null;
  return state as unknown as VideoResume;
}

export function createTiktokPublishing(http: TiktokHttp, limits: TiktokLimits) {
  const creatorInfo = async (accessToken: string, signal?: AbortSignal) => {
    await limits.takeCall("creatorInfo", accessToken);
    const { data } = await http.api({ method: "POST", path: "/v2/post/publish/creator_info/query/", accessToken, body: {}, signal });
    return parseCreatorInfo(data);
  };

  /** The call that creates a publication: counted against TikTok's limits as it goes out, and given back when TikTok refuses it. */
  const initCall = async (input: { accessToken: string; externalId: string; path: string; body: unknown; signal?: AbortSignal; beforeCreate?: () => Promise<void> }) => {
    await limits.takeCall("init", input.accessToken);
    await limits.takeDailyPost(input.externalId);
    let sent = false;
    try {
      await input.beforeCreate?.();
      sent = true;
      const { data } = await http.api({ method: "POST", path: input.path, accessToken: input.accessToken, body: input.body, signal: input.signal });
      return data;
    } catch (error) {
      // Not sent, or refused with an answer: TikTok made nothing. No answer at all: it may have (still counted).
      if (!sent || (isPlatformError(error) && error.httpStatus !== null)) await limits.returnDailyPost(input.externalId);
      throw error;
    }
  };

  return {
    async fetchCreatorOptions(accessToken: string): Promise<CreatorOptions> {
      const info = await creatorInfo(accessToken);
      return {
        privacyChoices: (["public", "friends", "private"] as PrivacyChoice[]).filter((choice) => info.privacyLevelOptions.includes(privacyLevelOf(choice))),
        commentDisabled: info.commentDisabled,
        duetDisabled: info.duetDisabled,
        stitchDisabled: info.stitchDisabled,
        maxVideoDurationSeconds: info.maxVideoPostDurationSec,
        supportsPhotos: true,
      };
    },

    /**
     * Direct Post with FILE_UPLOAD. Resume rules: a finished upload is never initialised again; a half
     * upload continues on its saved URL (TikTok keeps the received chunks for the URL's hour, and a 416
     * tells where it stands); only when that URL is gone does a new init start over; the abandoned
     * publication never received all bytes, so it never becomes a post.
     */
    async publishVideo(input: VideoPublishInput): Promise<PublishStarted> {
      const { accessToken, media, options, signal } = input;
      let saved = readResume(await input.resume.load());
      if (saved?.complete) return { publishId: saved.tiktokPublishId };
      refuseBrandedPrivate(options);
      if (media.size > MAX_VIDEO_BYTES) throw localRefusal("platform.tiktok.video_too_large", "video_too_large");
      const caption = captionOf(options);
      if (caption.length > CAPTION_MAX) throw localRefusal("platform.tiktok.caption_too_long", "caption_too_long", "permanent", { max: CAPTION_MAX });

      const upload = async (state: VideoResume) => {
        const plan = planChunks(state.videoSize, state.chunkSize);
        const outcome = await uploadChunks({
          http,
          media,
          plan,
          uploadUrl: state.uploadUrl,
          fromChunk: state.chunksDone,
          onChunkDone: (chunksDone) => input.resume.save({ ...state, chunksDone }),
          onProgress: input.onProgress,
          signal,
        });
        if (outcome === "complete") await input.resume.save({ ...state, chunksDone: plan.totalChunkCount, complete: true });
        return outcome;
      };

      if (saved && saved.videoSize === media.size) {
        if ((await upload(saved)) === "complete") return { publishId: saved.tiktokPublishId };
        saved = null;
      }

      const info = await creatorInfo(accessToken, signal);
      const privacyLevel = privacyLevelFor(options.privacy, info);
      if (options.durationSeconds !== null && info.maxVideoPostDurationSec !== null && options.durationSeconds > info.maxVideoPostDurationSec) {
        throw localRefusal("platform.tiktok.video_too_long", "video_too_long", "permanent", { max: info.maxVideoPostDurationSec });
      }
      const plan = planChunks(media.size);
      const postInfo: Record<string, unknown> = {
        title: caption,
        privacy_level: privacyLevel,
        // Interactions the creator switched off stay off whatever was asked (A.3.1).
        disable_comment: !options.allowComment || info.commentDisabled,
        disable_duet: !options.allowDuet || info.duetDisabled,
        disable_stitch: !options.allowStitch || info.stitchDisabled,
        brand_content_toggle: options.brandedContent,
        brand_organic_toggle: options.ownBrand,
        is_aigc: options.aiGenerated,
      };
      if (options.coverTimestampMs !== null) postInfo.video_cover_timestamp_ms = options.coverTimestampMs;
      const data = await initCall({
        accessToken: input.accessToken,
        externalId: input.externalId,
        path: "/v2/post/publish/video/init/",
        body: { post_info: postInfo, source_info: { source: "FILE_UPLOAD", video_size: plan.videoSize, chunk_size: plan.chunkSize, total_chunk_count: plan.totalChunkCount } },
        signal,
      });
      const publishId = typeof data.publish_id === "string" ? data.publish_id : "";
      const uploadUrl = typeof data.upload_url === "string" ? data.upload_url : "";
      if (!publishId || !uploadUrl) throw tiktokError("unknown", { message: "video init answered without publish_id or upload_url" });
      const state: VideoResume = { tiktokPublishId: publishId, uploadUrl, videoSize: plan.videoSize, chunkSize: plan.chunkSize, chunksDone: 0, complete: false };
      await input.resume.save({ ...state });
      if ((await upload(state)) === "gone") {
        await input.resume.save({});
        throw localRefusal("platform.tiktok.upload_url_expired", "upload_url_expired", "retryable");
      }
      return { publishId };
    },

    /** Photo post, Direct Post with PULL_FROM_URL (photos cannot be uploaded as files). */
    async publishPhotos(input: PhotoPublishInput): Promise<PublishStarted> {
      const { options, imageUrls } = input;
      refuseBrandedPrivate(options);
      if (options.title.length > PHOTO_TITLE_MAX) throw localRefusal("platform.tiktok.photo_title_too_long", "photo_title_too_long", "permanent", { max: PHOTO_TITLE_MAX });
      const description = captionOf({ title: "", description: options.description, tags: options.tags });
      if (description.length > PHOTO_DESCRIPTION_MAX) {
        throw localRefusal("platform.tiktok.photo_description_too_long", "photo_description_too_long", "permanent", { max: PHOTO_DESCRIPTION_MAX });
      }
      if (imageUrls.length < 1 || imageUrls.length > 35) throw localRefusal("platform.tiktok.photo_count", "photo_count");
      if (!Number.isInteger(options.coverIndex) || options.coverIndex < 0 || options.coverIndex >= imageUrls.length) {
        throw localRefusal("platform.tiktok.photo_cover_index", "photo_cover_index");
      }
      const info = await creatorInfo(input.accessToken);
      const body = {
        media_type: "PHOTO",
        post_mode: "DIRECT_POST",
        post_info: {
          title: options.title,
          description,
          privacy_level: privacyLevelFor(options.privacy, info),
          disable_comment: !options.allowComment || info.commentDisabled,
          auto_add_music: options.autoAddMusic,
          brand_content_toggle: options.brandedContent,
          brand_organic_toggle: options.ownBrand,
        },
        source_info: { source: "PULL_FROM_URL", photo_images: imageUrls, photo_cover_index: options.coverIndex },
      };
      // PULL_FROM_URL makes the post as this call is answered: the caller's mark goes on just before it.
      const data = await initCall({ accessToken: input.accessToken, externalId: input.externalId, path: "/v2/post/publish/content/init/", body, beforeCreate: input.beforeCreate });
      if (typeof data.publish_id !== "string" || !data.publish_id) throw tiktokError("unknown", { message: "content init answered without publish_id" });
      return { publishId: data.publish_id };
    },

    async fetchPublishStatus(input: { accessToken: string; publishId: string }): Promise<PublishStatusResult> {
      await limits.takeCall("status", input.accessToken);
      const { data, raw } = await http.api({ method: "POST", path: "/v2/post/publish/status/fetch/", accessToken: input.accessToken, body: { publish_id: input.publishId } });
      switch (data.status) {
        case "PUBLISH_COMPLETE": {
          const postId = firstPublicPostId(raw);
          return { state: "published", postId, postUrl: postId ? await postUrlOf(input.accessToken, postId) : null };
        }
        case "SEND_TO_USER_INBOX":
          return { state: "sent_to_inbox" };
        case "FAILED":
          return { state: "failed", error: tiktokError(typeof data.fail_reason === "string" ? data.fail_reason : "unknown", { httpStatus: 200 }) };
        default:
          // PROCESSING_UPLOAD, PROCESSING_DOWNLOAD and any status TikTok adds later.
          return typeof data.uploaded_bytes === "number" ? { state: "processing", uploadedBytes: data.uploaded_bytes } : { state: "processing" };
      }
    },
  };

  async function postUrlOf(accessToken: string, postId: string): Promise<string | null> {
    try {
      const { data } = await http.api({ method: "GET", path: "/v2/user/info/", accessToken, query: { fields: "username" } });
      const username = (data.user as Record<string, unknown> | undefined)?.username;
      return typeof username === "string" && username ? `https://www.tiktok.com/@${username}/video/${postId}` : null;
    } catch (error) {
      if (isPlatformError(error)) return null;
      throw error;
    }
  }
}

/**
 * The first id of `publicaly_available_post_id`, read from the raw text: the ids are 19-digit
 * int64 JSON numbers that JSON.parse would silently round.
 */
export function firstPublicPostId(raw: string): string | null {
  const match = /"publicaly_available_post_id"\s*:\s*\[\s*"?(\d+)/.exec(raw);
  return match?.[1] ?? null;
}
