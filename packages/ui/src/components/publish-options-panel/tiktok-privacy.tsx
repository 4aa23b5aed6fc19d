import { Box, Field, RadioGroup, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { privacyChoices, type CreatorInfo, type TikTokPrivacyLevel } from "./creator-rules";
import { useOptionLabels } from "./use-option-labels";

export type TikTokPrivacyProps = {
  creators: CreatorInfo[];
  value: TikTokPrivacyLevel | null;
  onChange: (level: TikTokPrivacyLevel) => void;
  /** Branded content is on: "only me" is not allowed. */
  branded: boolean;
  /** The problem to show, if any. */
  error?: string;
};

/**
 * Who can view the post: the levels the chosen creators allow, none chosen by default. A level that
 * some creator lacks, or "only me" for branded content, is greyed out and says why.
 */
export function TikTokPrivacy({ creators, value, onChange, branded, error }: TikTokPrivacyProps) {
  const { t } = useLingui();
  const labels = useOptionLabels();
  const idBase = useId();
  const choices = privacyChoices(creators);
  return (
    <Field.Root invalid={error != null} required>
      <RadioGroup.Root
        size="sm"
        value={value}
        onValueChange={(details) => details.value && onChange(details.value as TikTokPrivacyLevel)}
        aria-labelledby={`${idBase}-label`}
        aria-describedby={`${idBase}-hint`}
        display="flex"
        flexDirection="column"
        gap="2"
      >
        <Text id={`${idBase}-label`} textStyle="sm" fontWeight="medium">
          {t`谁可以观看此作品`}
        </Text>
        <Text id={`${idBase}-hint`} textStyle="xs" color="fg.muted">
          {t`没有默认值，请为本次发布选择一项`}
        </Text>
        {choices.map(({ level, notAllowedBy }) => {
          const names = notAllowedBy.join("、");
          const reason =
            notAllowedBy.length > 0
              ? t`${names} 不支持此选项`
              : branded && level === "SELF_ONLY"
                ? labels.brandedContentPrivate
                : null;
          const reasonId = `${idBase}-${level}-reason`;
          return (
            <Box key={level}>
              <RadioGroup.Item value={level} disabled={reason != null}>
                <RadioGroup.ItemHiddenInput aria-describedby={reason != null ? reasonId : undefined} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{labels.tiktokPrivacy[level]}</RadioGroup.ItemText>
              </RadioGroup.Item>
              {reason != null && (
                <Text id={reasonId} textStyle="xs" color="fg.muted" paddingStart="6">
                  {reason}
                </Text>
              )}
            </Box>
          );
        })}
      </RadioGroup.Root>
      {error != null && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
