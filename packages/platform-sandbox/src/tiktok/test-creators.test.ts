import { afterEach, beforeEach, expect, test } from "vitest";
import { TIKTOK_SANDBOX_CLIENT } from "./settings.ts";
import { type RunningTiktokSandbox, startTiktokSandbox } from "./standalone.ts";

let sandbox: RunningTiktokSandbox;
const REDIRECT = "https://app.example.test/callback/tiktok";
const SCOPES = "user.info.basic,user.info.stats,video.list,video.publish";

beforeEach(async () => {
  sandbox = await startTiktokSandbox();
});
afterEach(() => sandbox.close());

const api = (path: string) => `${sandbox.url}/tiktok${path}`;
const postForm = (path: string, form: Record<string, string>) => fetch(api(path), { method: "POST", body: new URLSearchParams(form), redirect: "manual" });
const clientFields = () => ({ client_key: TIKTOK_SANDBOX_CLIENT.clientKey, client_secret: TIKTOK_SANDBOX_CLIENT.clientSecret });

function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1] ?? ""] = (match[2] ?? "").replaceAll("&#38;", "&").replaceAll("&#44;", ",");
  }
  return fields;
}
const checkedCreator = (html: string) => /<input type="radio" id="creator-\d+" name="open_id" value="([^"]+)" checked>/.exec(html)?.[1];

test("a newcomer makes a test creator of their own on the consent page, then links it with its starting figures", async () => {
  const query = new URLSearchParams({ client_key: TIKTOK_SANDBOX_CLIENT.clientKey, scope: SCOPES, response_type: "code", redirect_uri: REDIRECT, state: "st-9" });
  const consent = await (await fetch(api(`/v2/auth/authorize/?${query}`))).text();
  expect(consent).toContain("新建测试创作者 / Create a test creator");
  const carried = hiddenFields(consent);

  const refused = await postForm("/v2/auth/authorize/", { ...carried, decision: "create", new_name: " ", new_followers: "1000" });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain("请输入 1–40 个字符的名称");

  const made = await postForm("/v2/auth/authorize/", { ...carried, decision: "create", new_name: "小林的测试号", new_followers: "25000", new_private: "on" });
  expect(made.status).toBe(200);
  const page = await made.text();
  expect(page).toContain("小林的测试号");
  const openId = checkedCreator(page) ?? "";
  expect(openId).toMatch(/^sbx-open-test-/);

  const form: Record<string, string> = { ...hiddenFields(page), open_id: openId, decision: "allow" };
  for (const scope of SCOPES.split(",")) form[`grant_${scope}`] = "on";
  const callback = new URL((await postForm("/v2/auth/authorize/", form)).headers.get("location") ?? "");
  expect(callback.searchParams.get("state")).toBe("st-9");
  const tokens = (await (await postForm("/v2/oauth/token/", { ...clientFields(), code: callback.searchParams.get("code") ?? "", grant_type: "authorization_code", redirect_uri: REDIRECT })).json()) as { open_id: string; access_token: string };
  expect(tokens.open_id).toBe(openId);

  const info = (await (await fetch(api("/v2/user/info/?fields=open_id,display_name,follower_count"), { headers: { authorization: `Bearer ${tokens.access_token}` } })).json()) as { data: { user: { display_name: string; follower_count: number } } };
  expect(info.data.user.display_name).toBe("小林的测试号");
  expect(info.data.user.follower_count).toBeGreaterThanOrEqual(25_000);
  const creatorInfo = (await (await fetch(api("/v2/post/publish/creator_info/query/"), { method: "POST", headers: { authorization: `Bearer ${tokens.access_token}` } })).json()) as { data: { privacy_level_options: string[] } };
  expect(creatorInfo.data.privacy_level_options).toContain("FOLLOWER_OF_CREATOR");
});

test("the QR page makes a test creator too, preselected for the confirm", async () => {
  const created = (await (await postForm("/v2/oauth/get_qrcode/", { client_key: TIKTOK_SANDBOX_CLIENT.clientKey, scope: SCOPES })).json()) as { token: string };
  await fetch(api(`/v2/oauth/qr_scan/?token=${encodeURIComponent(created.token)}&client_ticket=t`));
  const made = await postForm("/v2/oauth/qr_scan/", { token: created.token, decision: "create", new_name: "Second phone", new_followers: "0" });
  expect(made.status).toBe(200);
  const openId = checkedCreator(await made.text()) ?? "";
  expect(openId).toMatch(/^sbx-open-test-/);
  expect((await postForm("/v2/oauth/qr_scan/", { token: created.token, open_id: openId, decision: "allow" })).status).toBe(200);
  const status = (await (await postForm("/v2/oauth/check_qrcode/", { ...clientFields(), token: created.token })).json()) as { status: string };
  expect(status.status).toBe("confirmed");
});
