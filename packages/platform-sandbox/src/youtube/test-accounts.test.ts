import { afterEach, beforeEach, expect, test } from "vitest";
import { startYoutubeSandbox, type StandaloneYoutubeSandbox } from "./standalone.ts";
import { SCOPES, YOUTUBE_SANDBOX_CLIENTS } from "./settings.ts";

const { web, device } = YOUTUBE_SANDBOX_CLIENTS;
let clock = Date.parse("2026-03-02T10:00:00Z");
let sandbox: StandaloneYoutubeSandbox;

beforeEach(async () => {
  clock = Date.parse("2026-03-02T10:00:00Z");
  sandbox = await startYoutubeSandbox({ now: () => clock });
});
afterEach(() => sandbox.close());

const base = () => `${sandbox.url}/youtube`;
const form = (fields: Record<string, string>) => ({ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields), redirect: "manual" as const });
const checkedAccount = (html: string) => /<input type="radio" name="account" value="([^"]+)" checked>/.exec(html)?.[1];

test("a newcomer makes a Google account with a channel on the device page, links it, and reads its channel", async () => {
  const started = (await (await fetch(`${base()}/device/code`, form({ client_id: device.clientId, scope: SCOPES.youtube }))).json()) as { device_code: string; user_code: string };
  const refused = await fetch(`${base()}/device`, form({ user_code: started.user_code, decision: "create", new_name: "", new_subscribers: "10" }));
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain("请输入 1–60 个字符的频道名称");

  const made = await fetch(`${base()}/device`, form({ user_code: started.user_code, decision: "create", new_name: "小林 Vlog <测试>", new_subscribers: "5200" }));
  expect(made.status).toBe(200);
  const page = await made.text();
  expect(page).toContain("小林 Vlog &#60;测试&#62;");
  const accountId = checkedAccount(page) ?? "";
  expect(accountId).toMatch(/^google-test-/);

  expect((await fetch(`${base()}/device`, form({ user_code: started.user_code, account: accountId, decision: "approve" }))).status).toBe(200);
  clock += 6_000;
  const granted = (await (await fetch(`${base()}/token`, form({ grant_type: "urn:ietf:params:oauth:grant-type:device_code", device_code: started.device_code, client_id: device.clientId, client_secret: device.clientSecret }))).json()) as { access_token: string };
  const channels = (await (await fetch(`${base()}/youtube/v3/channels?part=snippet,statistics&mine=true`, { headers: { authorization: `Bearer ${granted.access_token}` } })).json()) as {
    items: { snippet: { title: string }; statistics: { subscriberCount: string } }[];
  };
  expect(channels.items[0]?.snippet.title).toBe("小林 Vlog <测试>");
  expect(channels.items[0]?.statistics.subscriberCount).toBe("5200");
});

test("the consent page makes one too, preselected", async () => {
  const query = new URLSearchParams({ client_id: web.clientId, redirect_uri: "http://127.0.0.1:9/callback", response_type: "code", scope: SCOPES.youtube, state: "s" });
  const consent = await (await fetch(`${base()}/o/oauth2/v2/auth?${query}`)).text();
  expect(consent).toContain("新建测试账号和频道 / Create a test account with a channel");
  const made = await fetch(`${base()}/o/oauth2/v2/auth`, form({ ...Object.fromEntries(query), decision: "create", new_name: "Second channel", new_subscribers: "0" }));
  expect(made.status).toBe(200);
  expect(checkedAccount(await made.text())).toMatch(/^google-test-/);
});
