// The platforms' failure reasons; `#platform-messages` resolves here except in browsers.
export { tiktokMessagesZh } from "./tiktok.ts";
export { youtubeMessagesZh } from "./youtube.ts";
