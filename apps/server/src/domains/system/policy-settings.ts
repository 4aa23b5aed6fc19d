import {
  DEFAULT_MEMBER_ONLY_FEATURES,
  DEFAULT_RECLAIM_SETTING,
  memberFeaturesSettingSchema,
  reclaimSettingSchema,
  type MemberFeature,
  type ReclaimSetting,
} from "@cdp/contracts";
import type { SystemSettingsData } from "./system-settings.data.ts";

const KEYS = { memberOnly: "policy.memberOnlyFeatures", reclaim: "policy.inactivityReclaim" } as const;

/**
 * The administrators' rules kept in `system_settings`: which features only members use, and what
 * reclaiming an inactive operator does. A missing or unreadable value falls back to the default.
 */
export function createPolicySettings(settings: Pick<SystemSettingsData, "get" | "set">) {
  return {
    async memberOnlyFeatures(): Promise<MemberFeature[]> {
      const parsed = memberFeaturesSettingSchema.safeParse({ memberOnly: await settings.get(KEYS.memberOnly) });
      return parsed.success ? parsed.data.memberOnly : DEFAULT_MEMBER_ONLY_FEATURES;
    },
    async setMemberOnlyFeatures(features: MemberFeature[]): Promise<void> {
      await settings.set(KEYS.memberOnly, features);
    },
    async reclaim(): Promise<ReclaimSetting> {
      const parsed = reclaimSettingSchema.safeParse(await settings.get(KEYS.reclaim));
      return parsed.success ? parsed.data : DEFAULT_RECLAIM_SETTING;
    },
    async setReclaim(setting: ReclaimSetting): Promise<void> {
      await settings.set(KEYS.reclaim, setting);
    },
  };
}

export type PolicySettings = ReturnType<typeof createPolicySettings>;
