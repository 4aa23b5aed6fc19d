/**
 * Readable reasons for TikTok failures, keyed `platform.tiktok.<code or reason>`; the connector maps
 * every error it can meet to one of these (zh-CN and en).
 */
export const tiktokMessagesZh = {
  "platform.tiktok.unknown": "TikTok 返回了未知错误，请稍后再试",
} as const;

export const tiktokMessagesEn: Record<keyof typeof tiktokMessagesZh, string> = {
  "platform.tiktok.unknown": "TikTok returned an unexpected error. Please try again later.",
};
