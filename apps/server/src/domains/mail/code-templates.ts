import type { Locale } from "@cdp/contracts";

/** What a code is for; each purpose has its own mail or SMS wording and its own codes. */
export type CodePurpose = "crm.register" | "crm.resetPassword" | "crm.smsLogin" | "crm.bindPhone" | "admin.register" | "admin.login";

export const PRODUCT_NAME = { "zh-CN": "内容分发平台", en: "Content Distribution Platform" } satisfies Record<Locale, string>;

const ACTIONS: Record<CodePurpose, Record<Locale, string>> = {
  "crm.register": { "zh-CN": "注册账号", en: "create your account" },
  "crm.resetPassword": { "zh-CN": "重置密码", en: "reset your password" },
  "crm.smsLogin": { "zh-CN": "登录", en: "sign in" },
  "crm.bindPhone": { "zh-CN": "绑定手机号", en: "link this mobile number" },
  "admin.register": { "zh-CN": "注册管理员账号", en: "create your administrator account" },
  "admin.login": { "zh-CN": "登录管理后台", en: "sign in to the back-office" },
};

const SUBJECTS: Record<CodePurpose, Record<Locale, string>> = {
  "crm.register": { "zh-CN": "注册验证码", en: "Your sign-up code" },
  "crm.resetPassword": { "zh-CN": "重置密码验证码", en: "Your password reset code" },
  "crm.smsLogin": { "zh-CN": "登录验证码", en: "Your sign-in code" },
  "crm.bindPhone": { "zh-CN": "绑定手机验证码", en: "Your verification code" },
  "admin.register": { "zh-CN": "管理员注册验证码", en: "Your administrator sign-up code" },
  "admin.login": { "zh-CN": "管理后台登录验证码", en: "Your back-office sign-in code" },
};

export type CodeEmail = { subject: string; text: string; html: string };

/** The email that carries a verification code, in the language of the request that asked for it. */
export function codeEmail(purpose: CodePurpose, code: string, locale: Locale, ttlMinutes: number): CodeEmail {
  const product = PRODUCT_NAME[locale];
  const action = ACTIONS[purpose][locale];
  const subject = locale === "en" ? `${SUBJECTS[purpose].en} - ${product}` : `【${product}】${SUBJECTS[purpose]["zh-CN"]}`;
  const lines =
    locale === "en"
      ? [
          "Hello,",
          "",
          `Use this code to ${action}: ${code}`,
          "",
          `It is valid for ${ttlMinutes} minutes and works once. If you did not ask for it, ignore this email: nothing changes without the code.`,
          "",
          `- ${product}`,
        ]
      : [
          "您好！",
          "",
          `您正在${action}，验证码：${code}`,
          "",
          `验证码${ttlMinutes}分钟内有效，仅可使用一次。如果这不是您本人的操作，请忽略此邮件，没有验证码任何人都无法继续。`,
          "",
          `—— ${product}`,
        ];
  const intro = locale === "en" ? `Use this code to ${action}:` : `您正在${action}，验证码：`;
  const note =
    locale === "en"
      ? `It is valid for ${ttlMinutes} minutes and works once. If you did not ask for it, ignore this email.`
      : `验证码${ttlMinutes}分钟内有效，仅可使用一次。如果这不是您本人的操作，请忽略此邮件。`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1f2937;margin:0;padding:24px;background:#f5f7fa">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="margin:0 0 8px;font-weight:600">${product}</p>
<p>${intro}</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:16px 0">${code}</p>
<p style="color:#6b7280;font-size:14px">${note}</p>
</div></body></html>`;
  return { subject, text: lines.join("\n"), html };
}

/** The text message that carries a verification code. */
export function codeSms(purpose: CodePurpose, code: string, locale: Locale, ttlMinutes: number): string {
  const action = ACTIONS[purpose][locale];
  return locale === "en"
    ? `[${PRODUCT_NAME.en}] Your code to ${action} is ${code}, valid for ${ttlMinutes} minutes. Never share it.`
    : `【${PRODUCT_NAME["zh-CN"]}】您正在${action}，验证码${code}，${ttlMinutes}分钟内有效，请勿泄露给他人。`;
}
