import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DeliveryFailure, PlatformUsageToday, PublishPhase } from "@cdp/contracts";

export const PHASE_LABELS: Record<PublishPhase, MessageDescriptor> = {
  waiting: msg({ message: "等待发布", context: "job state" }),
  waiting_quota: msg`等待额度`,
  uploading: msg`上传中`,
  processing: msg`平台处理中`,
  verifying: msg`正在平台上核对`,
  published: msg`已发布`,
  failed: msg`已失败`,
  unverified: msg`需核实`,
};

export const PLATFORM_LABELS: Record<PlatformUsageToday["platform"], string> = { tiktok: "TikTok", youtube: "YouTube" };

export const USAGE_UNIT_LABELS: Record<PlatformUsageToday["unit"], MessageDescriptor> = {
  posts: msg`发布数（每个创作者每天）`,
  quotaUnits: msg`配额单位（每个项目每天）`,
  uploads: msg`上传次数（每个项目每天）`,
};

export const CHANNEL_LABELS: Record<DeliveryFailure["channel"], MessageDescriptor> = { email: msg`邮件`, sms: msg`短信` };
