import type { Locale } from "./locale.ts";
import type { ErrorName } from "./errors.ts";

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
  "validation.required": "此项为必填项",
  "validation.email": "请输入正确的邮箱地址",
  "validation.mobile.required": "请输入手机号",
  "validation.mobile": "请输入正确的手机号",
  "validation.smsCode.required": "请输入手机验证码",
  "validation.policy.required": "请勾选隐私政策",
  "validation.fileName.comma": "请选择没有特殊字符的图片名的图片",
  "validation.tooLong": "最多{max}个字符",
  "success.saved": "保存成功",
  "success.ok": "成功",
} as const;

export type MessageKey = keyof typeof zhCN;

const en: Record<MessageKey, string> = {
  "error.VALIDATION_FAILED": "Some of the input is not valid. Check it and try again.",
  "error.BAD_REQUEST": "The request is not valid.",
  "error.UNAUTHORIZED": "Your session has expired. Please sign in again.",
  "error.FORBIDDEN": "You do not have permission to do this.",
  "error.NOT_FOUND": "What you asked for does not exist.",
  "error.CONFLICT": "It already exists or was changed by someone else. Refresh and try again.",
  "error.PAYLOAD_TOO_LARGE": "What you sent is too large.",
  "error.RATE_LIMITED": "Too many requests. Please try again in a moment.",
  "error.INTERNAL": "Something went wrong on our side. Please try again later.",
  "error.SERVICE_UNAVAILABLE": "The service is temporarily unavailable. Please try again later.",
  "error.IMPORT_TEMPLATE_MISMATCH": "The file does not match the import template. Please upload the correct template.",
  "validation.required": "This field is required",
  "validation.email": "Please enter a valid email address",
  "validation.mobile.required": "Please enter your mobile number",
  "validation.mobile": "Please enter a valid mobile number",
  "validation.smsCode.required": "Please enter the SMS verification code",
  "validation.policy.required": "Please accept the privacy policy",
  "validation.fileName.comma": "Please choose an image whose file name has no special characters",
  "validation.tooLong": "At most {max} characters",
  "success.saved": "Saved",
  "success.ok": "OK",
};

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { "zh-CN": zhCN, en };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(zhCN, value);
}

/** Looks a key up in the locale's table and fills `{name}` placeholders. */
export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function errorMessage(locale: Locale, name: ErrorName): string {
  return translate(locale, `error.${name}`);
}
