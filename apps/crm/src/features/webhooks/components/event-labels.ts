import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { WebhookEventType } from "@cdp/contracts";

/** What each event is called on the screen (its type stays beside it: that is what a receiver reads). A context keeps their English apart from the same words elsewhere. */
export const EVENT_LABELS: Record<WebhookEventType | "ping", MessageDescriptor> = {
  "target.succeeded": msg({ message: "发布成功", context: "webhook event" }),
  "target.failed": msg({ message: "发布失败", context: "webhook event" }),
  "task.finished": msg({ message: "任务完成", context: "webhook event" }),
  "account.reauthorization_required": msg({ message: "账号需重新授权", context: "webhook event" }),
  ping: msg({ message: "测试", context: "webhook event" }),
};

export const EVENT_HINTS: Record<WebhookEventType, MessageDescriptor> = {
  "target.succeeded": msg`一个账号发布成功，带作品链接和平台视频 ID`,
  "target.failed": msg`一个账号发布失败，带原因和是否值得重新发布`,
  "task.finished": msg`一个任务的所有账号都有了结果，带各状态数量`,
  "account.reauthorization_required": msg`一个已绑定账号的授权失效，需要重新授权`,
};
