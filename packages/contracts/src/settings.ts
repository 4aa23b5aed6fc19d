import { z } from "zod";

/** 系统设置 (`/admin/settings`): what only members may use, and what reclaiming an inactive operator does. */

/**
 * Features a plan can reserve for members. `analytics`: an operator's own figures in 数据分析
 * (others see the sample figures and the demo-data warning); `analyticsExport`: the Excel exports.
 */
export const MEMBER_FEATURES = ["analytics", "analyticsExport"] as const;
export const memberFeatureSchema = z.enum(MEMBER_FEATURES, { error: "validation.settings.feature" });
export type MemberFeature = z.infer<typeof memberFeatureSchema>;

/** The spec's default: non-members see demo data. */
export const DEFAULT_MEMBER_ONLY_FEATURES: MemberFeature[] = ["analytics", "analyticsExport"];

export const memberFeaturesSettingSchema = z.object({
  memberOnly: z.array(memberFeatureSchema).max(MEMBER_FEATURES.length).refine((list) => new Set(list).size === list.length, { error: "validation.settings.feature" }),
});
export type MemberFeaturesSetting = z.infer<typeof memberFeaturesSettingSchema>;

/**
 * What happens to an operator with no sign-in for two consecutive months, `warningDays` after the
 * warning email: `disable` signs them out and refuses sign-in (data kept; the default),
 * `freePlan` moves them to the free plan, `flagOnly` only flags them.
 */
export const RECLAIM_ACTIONS = ["disable", "freePlan", "flagOnly"] as const;
export const reclaimActionSchema = z.enum(RECLAIM_ACTIONS, { error: "validation.settings.reclaimAction" });
export type ReclaimAction = z.infer<typeof reclaimActionSchema>;

export const reclaimSettingSchema = z.object({
  action: reclaimActionSchema,
  warningDays: z.number({ error: "validation.settings.warningDays" }).int({ error: "validation.settings.warningDays" }).min(1, { error: "validation.settings.warningDays" }).max(60, { error: "validation.settings.warningDays" }),
});
export type ReclaimSetting = z.infer<typeof reclaimSettingSchema>;

export const DEFAULT_RECLAIM_SETTING: ReclaimSetting = { action: "disable", warningDays: 14 };

/** `GET|POST /admin/api/v1/settings/plan-rules`: both of the administrators' plan rules, read and saved together. */
export const planRulesSchema = z.object({ memberOnly: memberFeaturesSettingSchema.shape.memberOnly, reclaim: reclaimSettingSchema });
export type PlanRules = z.infer<typeof planRulesSchema>;
