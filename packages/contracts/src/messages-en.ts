import type { Locale } from "./locale.ts";
import type { MessageKey } from "./messages.ts";
import { accountMessagesEn } from "./messages/accounts.en.ts";
import { backOfficeMessagesEn } from "./messages/back-office.en.ts";
import { tiktokMessagesEn } from "./messages/tiktok.en.ts";
import { youtubeMessagesEn } from "./messages/youtube.en.ts";
import { publishingMessagesEn } from "./messages/publishing.en.ts";
import { analyticsMessagesEn } from "./messages/analytics.en.ts";
import { planMessagesEn } from "./messages/plans.en.ts";
import { storageMessagesEn } from "./messages/storage.en.ts";
import { systemHealthMessagesEn } from "./messages/system-health.en.ts";
import { apiKeyMessagesEn } from "./messages/api-keys.en.ts";
import { webhookMessagesEn } from "./messages/webhooks.en.ts";
import { calendarMessagesEn } from "./messages/calendar.en.ts";
import { bulkScheduleMessagesEn } from "./messages/bulk-schedule.en.ts";

/** The English table of `MESSAGES` (browsers load it on demand instead: `messages-en.browser.ts`). */
export const en: Record<MessageKey, string> = {
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
  "error.PLAN_LIMIT_REACHED": "Your plan's allowance is used up. Please upgrade.",
  "error.PLATFORM_ERROR": "The platform returned an error. Please try again later.",
  "validation.required": "This field is required",
  "validation.email": "Please enter a valid email address",
  "validation.mobile.required": "Please enter your mobile number",
  "validation.mobile": "Please enter a valid mobile number",
  "validation.smsCode.required": "Please enter the SMS verification code",
  "validation.policy.required": "Please accept the privacy policy",
  "validation.fileName.comma": "Please choose an image whose file name has no special characters",
  "validation.tooLong": "At most {max} characters",
  "validation.fileShare.name.required": "Please enter a file name",
  "validation.fileShare.name.tooLong": "The file name can have at most 50 characters",
  "validation.fileShare.file.required": "Please upload a file",
  "validation.fileShare.file.invalid": "The file's address is not valid. Please upload the file again.",
  "validation.account.required": "Please enter your account or email",
  "validation.password.required": "Please enter your password",
  "validation.password.weak": "The password needs at least 8 characters, with both letters and digits",
  "validation.password.tooLong": "The password can have at most 128 characters",
  "validation.code.required": "Please enter the verification code",
  "validation.code.format": "The verification code is 6 digits",
  "validation.adminLogin.method": "Please enter a password or an email code",
  "validation.nickName.required": "Please enter a nickname",
  "validation.nickName.tooLong": "The nickname can have at most 20 characters",
  "validation.id": "The id is not valid",
  "validation.page": "The page number or page size is not valid",
  "validation.text.unstorable": "The text contains characters that cannot be saved. Remove them and try again.",
  "auth.invalidCredentials": "Wrong account or password",
  "auth.locked": "Too many wrong passwords. Try again in {minutes} minutes or sign in with a verification code.",
  "auth.oldPasswordWrong": "The current password is wrong",
  "auth.emailTaken": "This email is already registered. Please sign in.",
  "auth.phoneTaken": "This mobile number is bound to another account",
  "auth.adminRegistrationClosed": "Administrator sign-up is closed. Ask an existing administrator to create your account.",
  "auth.code.missing": "Please get a verification code first",
  "auth.code.wrong": "Wrong verification code",
  "auth.code.expired": "The verification code is no longer valid. Please get a new one.",
  "auth.code.exhausted": "Too many wrong attempts. Please get a new verification code.",
  "auth.code.tooSoon": "Codes are sent at most once a minute. Try again in {seconds} seconds.",
  "auth.code.targetLimit": "Too many codes were requested for this account. Try again in an hour.",
  "auth.code.ipLimit": "Too many codes were requested from your network. Try again later.",
  "auth.code.sent": "Verification code sent",
  "auth.delivery.failed": "The verification code could not be sent. Please try again later.",
  "auth.loginSucceeded": "Signed in!",
  "auth.registered": "Registered. Please sign in.",
  "auth.passwordChanged": "Password changed. Please sign in again.",
  "auth.loggedOut": "Signed out",
  "auth.nickNameChanged": "Nickname changed",
  "auth.invitation.invalid": "This invitation link is not valid any more (it was used, it expired or a newer invitation replaced it). Ask your administrator to send a new one.",
  "auth.invitation.accepted": "Your password is set. Welcome!",
  "validation.invitation.token": "The invitation link is incomplete. Open it again from the invitation email.",
  "plan.upgradeRequired": "You are on the free plan. Upgrade to use this feature.",
  "success.saved": "Saved",
  "success.ok": "OK",
  ...accountMessagesEn,
  ...backOfficeMessagesEn,
  ...tiktokMessagesEn,
  ...youtubeMessagesEn,
  ...analyticsMessagesEn,
  ...planMessagesEn,
  ...storageMessagesEn,
  ...publishingMessagesEn,
  ...systemHealthMessagesEn,
  ...apiKeyMessagesEn,
  ...webhookMessagesEn,
  ...calendarMessagesEn,
  ...bulkScheduleMessagesEn,
};

/** Nothing to load: this table is built in (servers, tests). */
export function loadMessages(_locale: Locale): Promise<void> {
  return Promise.resolve();
}
