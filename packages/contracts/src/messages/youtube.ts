/**
 * Readable reasons for YouTube failures, keyed `platform.youtube.<code or reason>`; the connector maps
 * every error it can meet to one of these (zh-CN and en).
 */
export const youtubeMessagesZh = {
  "platform.youtube.unknown": "YouTube 返回了未知错误，请稍后再试",
} as const;

export const youtubeMessagesEn: Record<keyof typeof youtubeMessagesZh, string> = {
  "platform.youtube.unknown": "YouTube returned an unexpected error. Please try again later.",
};
