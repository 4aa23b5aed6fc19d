/** The warning an inactive operator gets before their account is reclaimed, in both languages (the operator's language is not stored). */
export function inactivityWarningEmail(to: string, reclaimOn: Date) {
  const day = reclaimOn.toISOString().slice(0, 10);
  const subject = "【内容分发平台】账号长期未登录提醒 / Your account has been inactive";
  const lines = [
    "您好，",
    "",
    `您的账号已连续两个月未登录。根据用户服务协议，如在 ${day} 前仍未登录，账号可能被回收（默认停用登录，数据保留）。`,
    "登录一次即可保持账号正常使用。",
    "",
    "Hello,",
    "",
    `Your account has had no sign-in for two consecutive months. Under the user service agreement it may be reclaimed if you do not sign in by ${day} (by default, sign-in is disabled and your data is kept).`,
    "Signing in once keeps your account as it is.",
  ];
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return { to, subject, text: lines.join("\n"), html: lines.map((line) => (line ? `<p>${escape(line)}</p>` : "")).join(""), locale: "zh-CN" as const };
}
