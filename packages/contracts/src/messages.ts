import type { Locale } from "./locale.ts";
import type { ErrorName } from "./errors.ts";
import { en } from "#messages-en";
import { accountMessagesZh } from "./messages/accounts.ts";
import { backOfficeMessagesZh } from "./messages/back-office.ts";
import { tiktokMessagesZh, youtubeMessagesZh } from "#platform-messages";
import {
  accountServerMessagesZh,
  analyticsServerMessagesZh,
  backOfficeServerMessagesZh,
  planServerMessagesZh,
  systemHealthMessagesZh,
  apiKeyServerMessagesZh,
  webhookServerMessagesZh,
} from "#server-messages";
import { publishingMessagesZh } from "./messages/publishing.ts";
import { analyticsMessagesZh } from "./messages/analytics.ts";
import { planMessagesZh } from "./messages/plans.ts";
import { storageMessagesZh } from "./messages/storage.ts";
import { apiKeyMessagesZh } from "./messages/api-keys.ts";
import { webhookMessagesZh } from "./messages/webhooks.ts";
import { calendarMessagesZh } from "./messages/calendar.ts";
import { bulkScheduleMessagesZh } from "./messages/bulk-schedule.ts";

/**
 * Server-side copy shared by server and clients: default messages for each error, and the
 * validation messages the shared rules refer to by key. Spec wording is verbatim in zh-CN.
 */
const zhCN = {
  "error.VALIDATION_FAILED": "提交的内容有误，请检查后重试",
  "error.BAD_REQUEST": "请求有误",
  "error.UNAUTHORIZED": "登录已失效，请重新登录",
  "error.FORBIDDEN": "没有权限执行此操作",
  "error.NOT_FOUND": "请求的内容不存在",
  "error.CONFLICT": "数据已存在或已被修改，请刷新后重试",
  "error.PAYLOAD_TOO_LARGE": "提交的内容过大",
  "error.RATE_LIMITED": "操作太频繁，请稍后再试",
  "error.INTERNAL": "服务器开小差了，请稍后再试",
  "error.SERVICE_UNAVAILABLE": "服务暂不可用，请稍后再试",
  "error.IMPORT_TEMPLATE_MISMATCH": "导入模板文件不符，请上传正确的模板文件！",
  "error.PLAN_LIMIT_REACHED": "当前套餐额度已用完，请升级套餐",
  "error.PLATFORM_ERROR": "平台返回错误，请稍后再试",
  "validation.required": "此项为必填项",
  "validation.email": "请输入正确的邮箱地址",
  "validation.mobile.required": "请输入手机号",
  "validation.mobile": "请输入正确的手机号",
  "validation.smsCode.required": "请输入手机验证码",
  "validation.policy.required": "请勾选隐私政策",
  "validation.fileName.comma": "请选择没有特殊字符的图片名的图片",
  "validation.tooLong": "最多{max}个字符",
  "validation.fileShare.name.required": "请输入文件名称",
  "validation.fileShare.name.tooLong": "文件名称最多50个字符",
  "validation.fileShare.file.required": "请上传文件",
  "validation.fileShare.file.invalid": "文件地址无效，请重新上传文件",
  "validation.account.required": "请输入账号或邮箱",
  "validation.password.required": "请输入密码",
  "validation.password.weak": "密码至少8位，且须同时包含字母和数字",
  "validation.password.tooLong": "密码最多128位",
  "validation.code.required": "请输入验证码",
  "validation.code.format": "验证码为6位数字",
  "validation.adminLogin.method": "请输入密码或邮箱验证码",
  "validation.nickName.required": "请输入昵称",
  "validation.nickName.tooLong": "昵称最多20个字符",
  "validation.id": "编号无效",
  "validation.page": "页码或每页条数无效",
  "validation.text.unstorable": "内容包含无法保存的字符，请删除后重试",
  "auth.invalidCredentials": "账号或密码错误",
  "auth.locked": "密码错误次数过多，请{minutes}分钟后再试或使用验证码登录",
  "auth.oldPasswordWrong": "原密码错误",
  "auth.emailTaken": "该邮箱已注册，请直接登录",
  "auth.phoneTaken": "该手机号已绑定其他账号",
  "auth.adminRegistrationClosed": "管理员注册未开放，请联系现有管理员为您开通账号",
  "auth.code.missing": "请先获取验证码",
  "auth.code.wrong": "验证码错误",
  "auth.code.expired": "验证码已失效，请重新获取",
  "auth.code.exhausted": "验证码错误次数过多，请重新获取",
  "auth.code.tooSoon": "验证码发送太频繁，请{seconds}秒后再试",
  "auth.code.targetLimit": "该账号获取验证码次数过多，请一小时后再试",
  "auth.code.ipLimit": "当前网络获取验证码次数过多，请稍后再试",
  "auth.code.sent": "验证码已发送",
  "auth.delivery.failed": "验证码发送失败，请稍后再试",
  "auth.loginSucceeded": "登录成功!",
  "auth.registered": "注册成功，请登录",
  "auth.passwordChanged": "密码已修改，请重新登录",
  "auth.loggedOut": "已退出登录",
  "auth.nickNameChanged": "昵称已修改",
  "auth.invitation.invalid": "邀请链接无效或已失效（已使用、已过期或已有更新的邀请），请联系管理员重新发送邀请",
  "auth.invitation.accepted": "密码设置成功，欢迎使用",
  "validation.invitation.token": "邀请链接不完整，请从邀请邮件中重新打开",
  "plan.upgradeRequired": "当前为免费版，请升级套餐后使用该功能",
  "success.saved": "保存成功",
  "success.ok": "成功",
  ...accountMessagesZh,
  ...accountServerMessagesZh,
  ...backOfficeMessagesZh,
  ...backOfficeServerMessagesZh,
  ...tiktokMessagesZh,
  ...youtubeMessagesZh,
  ...analyticsMessagesZh,
  ...analyticsServerMessagesZh,
  ...planMessagesZh,
  ...planServerMessagesZh,
  ...storageMessagesZh,
  ...publishingMessagesZh,
  ...systemHealthMessagesZh,
  ...apiKeyMessagesZh,
  ...apiKeyServerMessagesZh,
  ...webhookMessagesZh,
  ...webhookServerMessagesZh,
  ...calendarMessagesZh,
  ...bulkScheduleMessagesZh,
} as const;

export type MessageKey = keyof typeof zhCN;

/** Both tables. In browsers the English one fills in when English is first chosen (`loadMessages`). */
export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { "zh-CN": zhCN, en };

export { loadMessages } from "#messages-en";

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(zhCN, value);
}

/** Looks a key up in the locale's table and fills `{name}` placeholders. */
export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  // Chinese stands in for an English table not fetched yet (the apps render English only once it is).
  return (MESSAGES[locale][key] ?? zhCN[key]).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function errorMessage(locale: Locale, name: ErrorName): string {
  return translate(locale, `error.${name}`);
}
