import type { tiktokMessagesZh as tiktokMessages } from "./tiktok.ts";
import type { youtubeMessagesZh as youtubeMessages } from "./youtube.ts";

// A platform's failure reason is worded by the server, which sends it as `msg`: browsers never look
// these keys up, so they do not download them (package.json maps `#platform-messages` here).
export const tiktokMessagesZh = {} as typeof tiktokMessages;
export const youtubeMessagesZh = {} as typeof youtubeMessages;
