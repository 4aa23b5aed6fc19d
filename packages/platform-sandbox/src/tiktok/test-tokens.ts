import type { TiktokSandboxControl } from "./tiktok-sandbox.ts";
import { TIKTOK_SANDBOX_CLIENT } from "./settings.ts";

const ALL_SCOPES = ["user.info.basic", "user.info.profile", "user.info.stats", "video.list", "video.publish", "video.upload"];

/** Test helper: an access token for a demo creator through the QR flow (the phone's part played by `control`). */
export async function tiktokTokenFor(base: string, control: Pick<TiktokSandboxControl, "scanQr" | "confirmQr">, openId: string, scopes = ALL_SCOPES): Promise<string> {
  const { clientKey, clientSecret } = TIKTOK_SANDBOX_CLIENT;
  const form = async (path: string, fields: Record<string, string>) => (await (await fetch(`${base}${path}`, { method: "POST", body: new URLSearchParams(fields) })).json()) as Record<string, string>;
  const { token = "" } = await form("/v2/oauth/get_qrcode/", { client_key: clientKey, scope: scopes.join(",") });
  control.scanQr(token, openId, "test");
  control.confirmQr(token);
  const checked = await form("/v2/oauth/check_qrcode/", { client_key: clientKey, client_secret: clientSecret, token });
  const code = new URL(checked.redirect_uri ?? "").searchParams.get("code") ?? "";
  const granted = await form("/v2/oauth/token/", { client_key: clientKey, client_secret: clientSecret, grant_type: "authorization_code", code });
  return granted.access_token ?? "";
}
