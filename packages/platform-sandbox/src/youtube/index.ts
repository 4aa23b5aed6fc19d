export { createYoutubeSandbox, type YoutubeSandboxControl, type YoutubeSandboxSession, type YoutubeSandboxUpload } from "./youtube-sandbox.ts";
export { startYoutubeSandbox, type StandaloneYoutubeSandbox } from "./standalone.ts";
export { YOUTUBE_SANDBOX_CLIENTS, DEFAULT_YOUTUBE_ACCOUNTS, type YoutubeSandboxSettings, type YoutubeDemoAccount, type YoutubeDemoChannel } from "./settings.ts";
