import { TIKTOK_SANDBOX_CLIENT } from "@cdp/platform-sandbox";
import type { AdapterDeps } from "../adapter-deps.ts";

export type TiktokEndpoints = {
  mode: "sandbox" | "live";
  clientKey: string;
  clientSecret: string;
  /** The browser's consent page. */
  authorizeUrl: string;
  /** Base of every server-to-server call (`/v2/...` is appended). */
  apiBase(): string;
  /** The sandbox's QR "phone" page; null live (people scan with the TikTok app). */
  qrScanPage(): string | null;
};

/** Live hosts when app credentials are configured, else the built-in sandbox: the same code either way. */
export function tiktokEndpoints(deps: AdapterDeps): TiktokEndpoints {
  const live = deps.config.tiktok;
  if (live) {
    return {
      mode: "live",
      clientKey: live.clientKey,
      clientSecret: live.clientSecret,
      authorizeUrl: "https://www.tiktok.com/v2/auth/authorize/",
      apiBase: () => "https://open.tiktokapis.com",
      qrScanPage: () => null,
    };
  }
  return {
    mode: "sandbox",
    clientKey: TIKTOK_SANDBOX_CLIENT.clientKey,
    clientSecret: TIKTOK_SANDBOX_CLIENT.clientSecret,
    authorizeUrl: `${deps.sandboxBrowserBase}/tiktok/v2/auth/authorize/`,
    apiBase: () => `${deps.sandboxServerBase()}/tiktok`,
    qrScanPage: () => `${deps.sandboxBrowserBase}/tiktok/v2/oauth/qr_scan/`,
  };
}
