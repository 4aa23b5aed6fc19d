import { useLingui } from "@lingui/react/macro";
import type { TikTokOptionProblem, TikTokPrivacyLevel } from "./creator-rules";
import type { YouTubeOptionProblem, YouTubePrivacyStatus } from "./youtube-rules";

/** The panel's option names and rule messages in the active language. */
export function useOptionLabels() {
  const { t } = useLingui();
  const tiktokPrivacy: Record<TikTokPrivacyLevel, string> = {
    PUBLIC_TO_EVERYONE: t`所有人`,
    FOLLOWER_OF_CREATOR: t`关注者`,
    MUTUAL_FOLLOW_FRIENDS: t`互关好友`,
    SELF_ONLY: t`仅自己可见`,
  };
  const youtubePrivacy: Record<YouTubePrivacyStatus, string> = {
    public: t`公开`,
    unlisted: t`不公开（知道链接的人可以观看）`,
    private: t`私享（仅自己可见）`,
  };
  const brandedContentPrivate = t`品牌合作内容不能设为仅自己可见`;
  const tiktokProblems: Record<TikTokOptionProblem, string> = {
    privacyRequired: t`请选择谁可以观看此作品`,
    privacyNotAllowed: t`有账号不支持所选的可见范围，请重新选择`,
    brandedContentPrivate,
    disclosureChoiceRequired: t`请至少选择一项：你的品牌或品牌内容`,
  };
  const youtubeProblems: Record<YouTubeOptionProblem, string> = {
    privacyRequired: t`请选择 YouTube 视频的公开范围`,
    tagsTooLong: t`视频标签过长：所有标签合计最多500个字符`,
  };
  return { tiktokPrivacy, youtubePrivacy, brandedContentPrivate, tiktokProblems, youtubeProblems };
}
