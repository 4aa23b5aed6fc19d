import type { TiktokSandboxSettings } from "./settings.ts";
import type { TiktokPost } from "./state.ts";

export type PostStatus = {
  status: "PROCESSING_UPLOAD" | "PROCESSING_DOWNLOAD" | "SEND_TO_USER_INBOX" | "PUBLISH_COMPLETE" | "FAILED";
  failReason: string | null;
  /** 19-digit ids as strings (written into the response as bare numbers). */
  publicIds: string[];
  uploadedBytes: number | null;
  downloadedBytes: number | null;
};

/** Where a post stands at `now`, derived lazily from its timestamps (no timers). */
export function postStatus(post: TiktokPost, settings: TiktokSandboxSettings, now: number): PostStatus {
  const base = { failReason: null, publicIds: [], uploadedBytes: null, downloadedBytes: null };
  const size = post.upload?.videoSize ?? 0;
  if (post.mediaReadyAt === null) return { ...base, status: "PROCESSING_UPLOAD", uploadedBytes: post.upload?.receivedBytes ?? 0 };
  if (post.failReason === "publish_cancelled") return { ...base, status: "FAILED", failReason: post.failReason };
  const elapsed = now - post.mediaReadyAt;
  if (elapsed < settings.processingDelayMs) {
    if (post.source === "FILE_UPLOAD") return { ...base, status: "PROCESSING_UPLOAD", uploadedBytes: size };
    const nominal = 1_000_000 * Math.max(1, post.photoUrls.length);
    return { ...base, status: "PROCESSING_DOWNLOAD", downloadedBytes: Math.floor((nominal * elapsed) / Math.max(1, settings.processingDelayMs)) };
  }
  const transferred = post.source === "FILE_UPLOAD" ? { uploadedBytes: size } : { downloadedBytes: 1_000_000 * Math.max(1, post.photoUrls.length) };
  if (post.failReason) return { ...base, ...transferred, status: "FAILED", failReason: post.failReason };
  if (post.mode === "inbox") return { ...base, ...transferred, status: "SEND_TO_USER_INBOX" };
  const moderated = elapsed >= settings.processingDelayMs + settings.moderationDelayMs;
  const publicIds = moderated && post.privacyLevel === "PUBLIC_TO_EVERYONE" ? [post.postId] : [];
  return { ...base, ...transferred, status: "PUBLISH_COMPLETE", publicIds };
}

export function isPublicNow(post: TiktokPost, settings: TiktokSandboxSettings, now: number): boolean {
  return postStatus(post, settings, now).publicIds.length > 0;
}
