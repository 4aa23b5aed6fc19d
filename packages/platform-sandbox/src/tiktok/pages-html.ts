import type { TiktokDemoCreator } from "./settings.ts";
import { avatarDataUrl } from "./stats.ts";

const SCOPE_LABELS: Record<string, string> = {
  "user.info.basic": "基本资料（头像、昵称）/ Basic profile (avatar, display name)",
  "user.info.profile": "主页信息（用户名、简介）/ Profile (username, bio)",
  "user.info.stats": "账号数据（粉丝、点赞、视频数）/ Stats (followers, likes, videos)",
  "video.list": "读取公开视频 / Read public videos",
  "video.publish": "直接发布内容 / Post content directly",
  "video.upload": "上传草稿到收件箱 / Upload drafts to the inbox",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#161823}
fieldset{border:1px solid #ddd;border-radius:8px;margin:1rem 0;padding:.75rem}
label{display:flex;gap:.5rem;align-items:center;padding:.35rem 0;cursor:pointer}
img{width:32px;height:32px;border-radius:50%}
button{font-size:1rem;padding:.6rem 1.4rem;border-radius:6px;border:1px solid #888;margin-right:.5rem;cursor:pointer}
button[value=allow]{background:#fe2c55;color:#fff;border-color:#fe2c55}
:focus-visible{outline:3px solid #25f4ee;outline-offset:2px}
.note{color:#555;font-size:.9rem}
.problem{color:#c00}
input[type=number],input:not([type]){font-size:1rem;padding:.3rem;border:1px solid #aaa;border-radius:4px}
</style></head><body><main>${body}</main></body></html>`;
}

function hidden(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
}

/**
 * Makes a test creator of one's own on the spot (a fresh install's newcomers share the demo ones with
 * nobody). A form of its own, so Enter in the name's field creates rather than authorizes.
 */
function newCreatorForm(action: string, carry: Record<string, string>, problem: string | null): string {
  return `<form method="post" action="${escapeHtml(action)}">${hidden(carry)}<fieldset><legend>新建测试创作者 / Create a test creator</legend>
${problem ? `<p role="alert" class="problem">${escapeHtml(problem)}</p>` : ""}
<label for="new-name">名称 / Name <input id="new-name" name="new_name" maxlength="40" autocomplete="off"></label>
<label for="new-followers">粉丝数 / Followers <input id="new-followers" name="new_followers" type="number" min="0" max="10000000" step="1000" value="1000"></label>
<label for="new-private"><input type="checkbox" id="new-private" name="new_private" value="on"> 私密账号 / Private account</label>
<button type="submit" name="decision" value="create">新建 / Create</button></fieldset></form>`;
}

function creatorChoices(creators: TiktokDemoCreator[], selected: string | null): string {
  const options = creators
    .map((creator, index) => {
      const checked = (selected ? creator.openId === selected : index === 0) ? " checked" : "";
      const id = `creator-${index}`;
      return `<label for="${id}"><input type="radio" id="${id}" name="open_id" value="${escapeHtml(creator.openId)}"${checked}>
<img src="${avatarDataUrl(creator)}" alt=""><span>${escapeHtml(creator.displayName)} <span class="note">@${escapeHtml(creator.username)}</span></span></label>`;
    })
    .join("");
  return `<fieldset><legend>选择演示创作者 / Choose a demo creator</legend>${options}</fieldset>`;
}

const decisionButtons = `<button type="submit" name="decision" value="allow">授权 / Authorize</button>
<button type="submit" name="decision" value="deny">拒绝 / Deny</button>`;

export function consentPage(input: { action: string; creators: TiktokDemoCreator[]; scopes: string[]; carry: Record<string, string>; selected?: string | null; problem?: string | null }): string {
  const scopeItems = input.scopes
    .map((scope) => {
      const fixed = scope === "user.info.basic";
      const id = `scope-${scope.replaceAll(".", "-")}`;
      const box = fixed
        ? `<input type="checkbox" id="${id}" checked disabled><input type="hidden" name="grant_${scope}" value="on">`
        : `<input type="checkbox" id="${id}" name="grant_${scope}" value="on" checked>`;
      return `<label for="${id}">${box}<span>${escapeHtml(SCOPE_LABELS[scope] ?? scope)}</span></label>`;
    })
    .join("");
  return page(
    "TikTok 授权 / Authorize",
    `<h1>TikTok 沙箱授权 / TikTok sandbox authorization</h1>
<p class="note">这是离线沙箱，不会连接真实的 TikTok。/ This is the offline sandbox; no real TikTok account is involved.</p>
<form method="post" action="${escapeHtml(input.action)}">${hidden(input.carry)}
${creatorChoices(input.creators, input.selected ?? null)}
<fieldset><legend>该应用请求以下权限 / The app asks for</legend>${scopeItems}</fieldset>
${decisionButtons}</form>
${newCreatorForm(input.action, input.carry, input.problem ?? null)}`,
  );
}

export function qrScanPage(input: { action: string; creators: TiktokDemoCreator[]; carry: Record<string, string>; selected: string | null; problem?: string | null }): string {
  return page(
    "扫码授权 / Scan to authorize",
    `<h1>扫码授权（沙箱）/ QR authorization (sandbox)</h1>
<p class="note">在真实环境中这一步在 TikTok App 内完成。/ On real TikTok this step happens in the app.</p>
<form method="post" action="${escapeHtml(input.action)}">${hidden(input.carry)}
${creatorChoices(input.creators, input.selected)}
${decisionButtons}</form>
${newCreatorForm(input.action, input.carry, input.problem ?? null)}`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(message)}</p>`);
}
