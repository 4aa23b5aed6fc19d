import { Alert, Box, Button, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { RotateCw } from "lucide-react";
import {
  interactionState,
  tiktokOptionProblems,
  type CreatorInfo,
  type Interaction,
  type PostMode,
  type TikTokOptions,
} from "./creator-rules";
import { CommercialDisclosure } from "./commercial-disclosure";
import { OptionCheckbox } from "./option-checkbox";
import { TikTokConsent } from "./tiktok-consent";
import { TikTokPrivacy } from "./tiktok-privacy";
import { useOptionLabels } from "./use-option-labels";

export type TikTokOptionsSection = {
  /** creator_info of every chosen TikTok account. */
  creators: CreatorInfo[];
  value: TikTokOptions;
  onChange: (value: TikTokOptions) => void;
  /** creator_info is being fetched. */
  loading?: boolean;
  /** Why creator_info could not be fetched; the options wait for it. */
  error?: string;
  onRetry?: () => void;
  /** The longest chosen video, in seconds: creators whose limit is lower are named. */
  videoDurationSec?: number;
};

const INTERACTION_KEYS: Record<Interaction, "allowComment" | "allowDuet" | "allowStitch"> = {
  comment: "allowComment",
  duet: "allowDuet",
  stitch: "allowStitch",
};

/** TikTok's post options for the chosen creators, following TikTok's UX rules (§A.3.10). */
export function TikTokOptionsFields(props: TikTokOptionsSection & { mode: PostMode; showErrors: boolean }) {
  const { creators, value, onChange, loading, error, onRetry, videoDurationSec, mode, showErrors } = props;
  const { t } = useLingui();
  const labels = useOptionLabels();

  if (loading) {
    return (
      <Stack gap="2" aria-busy="true">
        <Text textStyle="sm" color="fg.muted">{t`正在读取 TikTok 账号的发布设置…`}</Text>
        <Skeleton height="5" />
        <Skeleton height="5" />
        <Skeleton height="5" />
      </Stack>
    );
  }
  if (error != null) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t`无法读取 TikTok 账号的发布设置`}</Alert.Title>
          <Alert.Description>{error}</Alert.Description>
        </Alert.Content>
        {onRetry && (
          <Button size="xs" variant="outline" onClick={onRetry} alignSelf="center">
            <RotateCw aria-hidden="true" /> {t`重试`}
          </Button>
        )}
      </Alert.Root>
    );
  }
  if (creators.length === 0) return <Text textStyle="sm" color="fg.muted">{t`未选择 TikTok 账号`}</Text>;

  const problems = showErrors ? tiktokOptionProblems(value, creators) : [];
  const problem = (name: (typeof problems)[number]) => (problems.includes(name) ? labels.tiktokProblems[name] : undefined);
  const set = (next: Partial<TikTokOptions>) => onChange({ ...value, ...next });
  const branded = value.discloseCommercial && value.brandedContent;
  const tooLong =
    mode === "video" && videoDurationSec != null
      ? creators.filter((creator) => creator.maxVideoPostDurationSec != null && videoDurationSec > creator.maxVideoPostDurationSec)
      : [];
  const interactions: { key: Interaction; label: string }[] =
    mode === "video"
      ? [
          { key: "comment", label: t`评论` },
          { key: "duet", label: t`合拍（Duet）` },
          { key: "stitch", label: t`拼接（Stitch）` },
        ]
      : [{ key: "comment", label: t`评论` }];

  return (
    <Stack gap="4">
      <Box>
        <Text textStyle="xs" color="fg.muted">{t`发布到：`}</Text>
        <Text textStyle="sm">{creators.map((creator) => (creator.nickname ? `${creator.nickname}（${creator.accountName}）` : creator.accountName)).join("、")}</Text>
      </Box>
      {tooLong.map((creator) => {
        const name = creator.accountName;
        const max = creator.maxVideoPostDurationSec;
        return (
          <Alert.Root key={creator.accountId} status="error" role="alert" size="sm">
            <Alert.Indicator />
            <Alert.Title>{t`视频超过 ${name} 的时长上限（${max} 秒）`}</Alert.Title>
          </Alert.Root>
        );
      })}

      <TikTokPrivacy
        creators={creators}
        value={value.privacyLevel}
        branded={branded}
        onChange={(privacyLevel) => set({ privacyLevel })}
        error={problem("privacyRequired") ?? problem("privacyNotAllowed") ?? problem("brandedContentPrivate")}
      />

      <Box role="group" aria-label={t`允许用户`} display="flex" flexDirection="column" gap="2">
        <Text textStyle="sm" fontWeight="medium" aria-hidden="true">{t`允许用户`}</Text>
        {interactions.map(({ key, label }) => {
          const { disabledBy, allDisabled } = interactionState(creators, key);
          const names = disabledBy.join("、");
          const note = allDisabled
            ? t`所选账号都已在 TikTok 设置中关闭此功能`
            : disabledBy.length > 0
              ? t`${names} 已在 TikTok 设置中关闭此功能，对这些账号不生效`
              : undefined;
          return (
            <OptionCheckbox
              key={key}
              label={label}
              checked={!allDisabled && value[INTERACTION_KEYS[key]]}
              disabled={allDisabled}
              note={note}
              onCheckedChange={(checked) => set({ [INTERACTION_KEYS[key]]: checked })}
            />
          );
        })}
        {mode === "photo" && (
          <OptionCheckbox
            label={t`自动添加推荐音乐`}
            description={t`TikTok 会为图文作品配上推荐的音乐`}
            checked={value.autoAddMusic}
            onCheckedChange={(autoAddMusic) => set({ autoAddMusic })}
          />
        )}
      </Box>

      <CommercialDisclosure value={value} onChange={set} error={problem("disclosureChoiceRequired")} />

      {mode === "video" && (
        <OptionCheckbox
          label={t`AI 生成内容`}
          description={t`标注此作品包含由 AI 生成的内容`}
          checked={value.aiGenerated}
          onCheckedChange={(aiGenerated) => set({ aiGenerated })}
        />
      )}

      <Box display="flex" flexDirection="column" gap="1">
        <TikTokConsent branded={branded} />
        <Text textStyle="xs" color="fg.muted">{t`发布后 TikTok 需要几分钟处理，作品才会出现在主页上。`}</Text>
      </Box>
    </Stack>
  );
}
