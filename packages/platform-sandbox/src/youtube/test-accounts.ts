import type { YoutubeContext } from "./context.ts";
import { escapeHtml } from "./html.ts";
import { avatar, type YoutubeDemoAccount } from "./settings.ts";
import { makeId } from "./state.ts";

/** Google accounts a sandbox keeps at most (the demo ones included). */
export const TEST_ACCOUNTS_MAX = 200;
const SUBSCRIBERS_MAX = 100_000_000;

export type NewAccountResult = { ok: true; account: YoutubeDemoAccount } | { ok: false; message: string };

/**
 * A Google account with a YouTube channel made on the consent or device page (fields `new_name`,
 * `new_subscribers`), so every newcomer to a fresh install has a channel of their own to link.
 */
export function createTestAccount(context: YoutubeContext, fields: { name: string; subscribers: string }): NewAccountResult {
  const name = fields.name.trim();
  if (name.length === 0 || name.length > 60) return { ok: false, message: "请输入 1–60 个字符的频道名称 / Enter a channel name of 1 to 60 characters." };
  const subscribers = Number(fields.subscribers || "1000");
  if (!Number.isInteger(subscribers) || subscribers < 0 || subscribers > SUBSCRIBERS_MAX) {
    return { ok: false, message: "订阅数须为 0 到 100,000,000 的整数 / Subscribers must be a whole number from 0 to 100,000,000." };
  }
  const state = context.state();
  if (state.accounts.length >= TEST_ACCOUNTS_MAX) return { ok: false, message: "测试账号已达上限 / The sandbox has as many test accounts as it keeps." };
  const id = makeId(state, context.deps.random, "google-test-", 8);
  const suffix = id.slice("google-test-".length).toLowerCase();
  const account: YoutubeDemoAccount = {
    id,
    email: `${suffix}@test.sandbox`,
    name,
    channel: {
      id: `UCsandboxTest${suffix}`.slice(0, 24).padEnd(24, "0"),
      title: name,
      handle: `@test${suffix}`,
      avatarUrl: avatar(name),
      subscriberCount: subscribers,
      viewCount: subscribers * 20,
      publicVideoCount: 3,
      hiddenSubscriberCount: false,
      customThumbnails: true,
    },
  };
  state.accounts.push(account);
  return { ok: true, account };
}

/** The fields that make one (a sandbox-only part of the consent and device pages, in a form of its own so Enter creates). */
export function newAccountFields(problem: string | null): string {
  return `<fieldset><legend>新建测试账号和频道 / Create a test account with a channel</legend>
${problem ? `<p role="alert" style="color:#c5221f">${escapeHtml(problem)}</p>` : ""}
<label for="new-name">频道名称 / Channel name <input id="new-name" name="new_name" maxlength="60" autocomplete="off"></label>
<label for="new-subscribers">订阅数 / Subscribers <input id="new-subscribers" name="new_subscribers" type="number" min="0" max="100000000" step="100" value="1000"></label>
<button type="submit" name="decision" value="create">新建 / Create</button></fieldset>`;
}
