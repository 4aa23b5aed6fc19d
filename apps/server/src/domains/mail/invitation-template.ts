import type { Locale } from "@cdp/contracts";
import { PRODUCT_NAME } from "./code-templates.ts";

export type InvitationEmail = { subject: string; text: string; html: string };

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The email that invites an operator an administrator created: a link to choose their password. */
export function invitationEmail(link: string, locale: Locale, validDays: number): InvitationEmail {
  const product = PRODUCT_NAME[locale];
  const copy =
    locale === "en"
      ? {
          subject: `You are invited - ${product}`,
          intro: `An administrator created your ${product} account. Open this link to choose your password and sign in:`,
          button: "Set my password",
          note: `The link is valid for ${validDays} days and works once; a newer invitation replaces it. If you did not expect it, ignore this email.`,
          signature: `- ${product}`,
        }
      : {
          subject: `【${product}】邀请您设置登录密码`,
          intro: `管理员已为您开通${product}账号，请打开以下链接设置密码并登录：`,
          button: "设置密码",
          note: `链接${validDays}天内有效，仅可使用一次；重新发送邀请后旧链接失效。如果您不认识此邮件，请忽略。`,
          signature: `—— ${product}`,
        };
  const text = [locale === "en" ? "Hello," : "您好！", "", copy.intro, link, "", copy.note, "", copy.signature].join("\n");
  const href = escapeHtml(link);
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1f2937;margin:0;padding:24px;background:#f5f7fa">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="margin:0 0 8px;font-weight:600">${product}</p>
<p>${copy.intro}</p>
<p style="margin:16px 0"><a href="${href}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none">${copy.button}</a></p>
<p style="font-size:12px;word-break:break-all;color:#6b7280">${href}</p>
<p style="color:#6b7280;font-size:14px">${copy.note}</p>
</div></body></html>`;
  return { subject: copy.subject, text, html };
}
