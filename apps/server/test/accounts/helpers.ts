import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSandbox, type RunningSandbox } from "@cdp/platform-sandbox";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { platformAccounts } from "../../src/db/schema/index.ts";
import { createTokenCipher, loadTokenEncryptionKey } from "../../src/domains/accounts/token-cipher.ts";
import { loginOperator, registerOperator, uniqueEmail } from "../identity/helpers.ts";
import type { TestDriver } from "../test-database.ts";
import { createTestClock, makeWebAppDirs, startTestRuntime, type TestRuntime } from "../test-runtime.ts";

export type AccountsWorld = {
  runtime: TestRuntime;
  sandbox: RunningSandbox;
  clock: ReturnType<typeof createTestClock>;
  dataDir: string;
  dispose(): Promise<void>;
};

/** The server and a standalone platform sandbox on one test clock; the server reaches the sandbox over real HTTP. */
export async function startAccountsWorld(driver: TestDriver, env: Record<string, string> = {}): Promise<AccountsWorld> {
  const clock = createTestClock();
  const dataDir = mkdtempSync(path.join(tmpdir(), "cdp-accounts-"));
  // A new sandbox: its creators are all unused (files share worker processes; see freshCreator).
  creatorsUsed = 0;
  const sandbox = await startSandbox({ now: () => clock.now().getTime(), tiktok: { creators: TEST_CREATORS } });
  const runtime = await startTestRuntime(driver, { DATA_DIR: dataDir, PLATFORM_SANDBOX_URL: sandbox.url, ...env }, makeWebAppDirs(), { clock: clock.now });
  return {
    runtime,
    sandbox,
    clock,
    dataDir,
    dispose: async () => {
      try {
        await runtime.dispose();
      } finally {
        await sandbox.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

export type Operator = ReturnType<typeof operatorApi>;

/** Calls the CRM API as one operator (bearer token, language). */
export function operatorApi(runtime: TestRuntime, token: string, language: "zh-CN" | "en" = "zh-CN") {
  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object): Promise<LightMyRequestResponse> =>
    runtime.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, language_type: language },
      ...(payload ? { payload } : {}),
    });
  return {
    token,
    get: (url: string) => send("GET", url),
    post: (url: string, payload?: object) => send("POST", url, payload ?? {}),
    put: (url: string, payload: object) => send("PUT", url, payload),
    delete: (url: string) => send("DELETE", url),
    in: (other: "zh-CN" | "en") => operatorApi(runtime, token, other),
  };
}

/** A freshly registered operator (free plan), signed in. */
export async function newOperator(runtime: TestRuntime, label: string) {
  const email = uniqueEmail(label);
  await registerOperator(runtime, email);
  return operatorApi(runtime, await loginOperator(runtime, email, "Passw0rd"));
}

/** The fields a browser would submit from the first form of a page, with one button's name/value and radio choices. */
export function formSubmission(html: string, pageUrl: string, choices: Record<string, string>) {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form on ${pageUrl}: ${html.slice(0, 300)}`);
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, "i").exec(tag)?.[1];
  const decode = (value: string) => value.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, "&");
  const fields = new URLSearchParams();
  for (const [tag] of form[2]!.matchAll(/<input\b[^>]*>/gi)) {
    const name = attribute(tag, "name");
    const type = attribute(tag, "type") ?? "text";
    if (!name || /\bdisabled\b/.test(tag)) continue;
    if ((type === "radio" || type === "checkbox") && !/\bchecked\b/.test(tag)) continue;
    if (type === "radio" && name in choices) continue;
    fields.append(name, decode(attribute(tag, "value") ?? ""));
  }
  for (const [name, value] of Object.entries(choices)) fields.set(name, value);
  const action = attribute(form[1]!, "action");
  return { url: new URL(action ? decode(action) : pageUrl, pageUrl).toString(), body: fields };
}

/**
 * A person on the platform's consent page: opens `authUrl`, submits the form with `choices`
 * (`decision`, the account), and returns where the platform redirects the browser.
 */
export async function consent(authUrl: string, choices: Record<string, string>): Promise<URL> {
  const page = await fetch(authUrl);
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}: ${await page.text()}`);
  const { url, body } = formSubmission(await page.text(), page.url, choices);
  const answer = await fetch(url, { method: "POST", body, redirect: "manual" });
  const location = answer.headers.get("location");
  if (answer.status !== 302 || !location) throw new Error(`consent answered ${answer.status}: ${await answer.text()}`);
  return new URL(location, url);
}

/** The platform's redirect arriving at our callback, as the browser would follow it. */
export function followToServer(runtime: TestRuntime, location: URL, language = "zh-CN") {
  return runtime.app.inject({ method: "GET", url: `${location.pathname}${location.search}`, headers: { "accept-language": language } });
}

/** TikTok creators of the test sandbox: each test links its own (one platform account has one owner at a time). */
const TEST_CREATORS = Array.from({ length: 40 }, (_, index) => ({
  openId: `sbx-test-creator-${index + 1}`,
  unionId: `sbx-test-union-${index + 1}`,
  username: `test.creator.${index + 1}`,
  displayName: `测试创作者 ${index + 1}`,
  isPrivate: false,
  privacyLevelOptions: ["PUBLIC_TO_EVERYONE" as const, "SELF_ONLY" as const],
  commentDisabled: false,
  duetDisabled: false,
  stitchDisabled: false,
  maxVideoPostDurationSec: 600,
  bannedFromPosting: false,
  statsSeed: 100 + index,
  existingVideoCount: 3 + index,
  nextPostFailReason: null,
}));
let creatorsUsed = 0;

/** The open_id of a TikTok creator no other test of this world links (the count starts again with each world). */
export function freshCreator(): string {
  const creator = TEST_CREATORS[creatorsUsed % TEST_CREATORS.length]!;
  creatorsUsed += 1;
  return creator.openId;
}

export const YOUTUBE_ACCOUNT = "google-demo-1";

/** Links a TikTok creator through the web flow; returns the new account's id. */
export async function linkTiktok(runtime: TestRuntime, operator: Operator, openId = freshCreator()): Promise<number> {
  const started = await operator.post("/api/v1/accounts/link", { platform: "tiktok", method: "redirect" });
  if (started.json().code !== 0) throw new Error(`link start failed: ${started.body}`);
  const back = await consent(started.json().data.authUrl, { decision: "allow", open_id: openId });
  const landed = await followToServer(runtime, back);
  const linked = new URL(landed.headers.location as string, "http://x").searchParams.get("linked");
  if (!linked) throw new Error(`linking failed: ${landed.headers.location}`);
  return Number(linked);
}

/** The stored row of an account, with its tokens decrypted (what the platform would see). */
export async function storedAccount(world: AccountsWorld, id: number) {
  const [row] = await world.runtime.database.db.select().from(platformAccounts).where(eq(platformAccounts.id, id));
  if (!row) throw new Error(`no account ${id}`);
  const cipher = createTokenCipher(loadTokenEncryptionKey(null, world.dataDir));
  return {
    row,
    accessToken: row.accessTokenEncrypted ? cipher.decrypt(row.accessTokenEncrypted) : null,
    refreshToken: row.refreshTokenEncrypted ? cipher.decrypt(row.refreshTokenEncrypted) : null,
  };
}
