import type { FastifyInstance } from "fastify";
import type { YoutubeContext } from "./context.ts";
import { field, type FormBody } from "./form.ts";
import { escapeHtml, page } from "./html.ts";
import { createTestAccount, newAccountFields } from "./test-accounts.ts";

export type DeviceDecision = "approved" | "denied" | "unknown_code" | "expired" | "unknown_account";

/** What a person does on google.com/device (also the test hooks approveDevice / denyDevice). */
export function decideDevice(context: YoutubeContext, userCode: string, decision: { approve: true; accountId: string } | { approve: false }): DeviceDecision {
  const state = context.state();
  const normalized = userCode.trim().toUpperCase();
  const device = Object.values(state.deviceCodes).find((candidate) => candidate.userCode === normalized && candidate.status === "pending");
  if (!device) return "unknown_code";
  if (device.expiresAt <= context.deps.now()) return "expired";
  if (!decision.approve) {
    device.status = "denied";
    return "denied";
  }
  if (!state.accounts.some((account) => account.id === decision.accountId)) return "unknown_account";
  device.status = "approved";
  device.accountId = decision.accountId;
  return "approved";
}

const RESULT_TEXT: Record<DeviceDecision, string> = {
  approved: "已授权，可以返回设备继续。/ Access granted: return to your device.",
  denied: "已拒绝授权。/ Access denied.",
  unknown_code: "代码无效或已使用，请检查后重试。/ That code is not valid or was already used.",
  expired: "代码已过期，请在设备上重新获取。/ That code has expired: get a new one on your device.",
  unknown_account: "请选择一个账号。/ Please choose an account.",
};

function devicePage(context: YoutubeContext, userCode: string, message: string | null, extra: { selectedId?: string; problem?: string | null } = {}): string {
  const accounts = context
    .state()
    .accounts.map((account, index) => {
      const checked = extra.selectedId ? account.id === extra.selectedId : index === 0;
      return `<label><input type="radio" name="account" value="${escapeHtml(account.id)}"${checked ? " checked" : ""}> ${escapeHtml(account.name)} &lt;${escapeHtml(account.email)}&gt;</label>`;
    })
    .join("");
  return page(
    "连接设备 / Connect a device",
    `<h1>连接设备 / Connect a device</h1>
${message ? `<p role="status">${escapeHtml(message)}</p>` : ""}
<form method="post">
<label for="user_code">输入设备上显示的代码 / Enter the code shown on your device</label>
<input id="user_code" name="user_code" autocomplete="off" autocapitalize="characters" value="${escapeHtml(userCode)}" required>
<fieldset><legend>选择账号 / Choose an account</legend>${accounts}</fieldset>
<button type="submit" name="decision" value="approve">允许 / Allow</button>
<button type="submit" name="decision" value="deny">拒绝 / Deny</button>
</form>
<form method="post"><input type="hidden" name="user_code" value="${escapeHtml(userCode)}">${newAccountFields(extra.problem ?? null)}</form>`,
  );
}

/** `GET|POST /device`: Google's verification_url, offline. */
export function registerDeviceRoutes(app: FastifyInstance, context: YoutubeContext) {
  app.get<{ Querystring: Record<string, string> }>("/device", async (request, reply) => {
    return reply.type("text/html; charset=utf-8").send(devicePage(context, field(request.query, "user_code"), null));
  });

  app.post<{ Body: FormBody }>("/device", async (request, reply) => {
    const body = request.body ?? {};
    const userCode = field(body, "user_code");
    if (field(body, "decision") === "create") {
      const made = createTestAccount(context, { name: field(body, "new_name"), subscribers: field(body, "new_subscribers") });
      const html = made.ok ? devicePage(context, userCode, null, { selectedId: made.account.id }) : devicePage(context, userCode, null, { problem: made.message });
      return reply.code(made.ok ? 200 : 400).type("text/html; charset=utf-8").send(html);
    }
    const outcome =
      field(body, "decision") === "approve"
        ? decideDevice(context, userCode, { approve: true, accountId: field(body, "account") })
        : decideDevice(context, userCode, { approve: false });
    const ok = outcome === "approved" || outcome === "denied";
    return reply
      .code(ok ? 200 : 400)
      .type("text/html; charset=utf-8")
      .send(ok ? page("连接设备 / Connect a device", `<h1 role="status">${escapeHtml(RESULT_TEXT[outcome])}</h1>`) : devicePage(context, userCode, RESULT_TEXT[outcome]));
  });
}
