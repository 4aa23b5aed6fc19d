export { createTiktokSandbox, type TiktokPostView, type TiktokSandboxControl } from "./tiktok-sandbox.ts";
export { TIKTOK_SANDBOX_CLIENT, type TiktokDemoCreator, type TiktokPrivacyLevel, type TiktokSandboxSettings } from "./settings.ts";
export { startTiktokSandbox, type RunningTiktokSandbox, type TiktokTokenResponse } from "./standalone.ts";
