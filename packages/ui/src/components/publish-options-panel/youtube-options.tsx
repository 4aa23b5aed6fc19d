import { Field, Input, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { TextCounter } from "../video-assignment-table/text-counter";
import { useOptionLabels } from "./use-option-labels";
import {
  parseTags,
  tagsLength,
  YOUTUBE_PRIVACY_STATUSES,
  YOUTUBE_TAGS_MAX,
  youtubeOptionProblems,
  type YouTubeOptions,
  type YouTubePrivacyStatus,
} from "./youtube-rules";

export type YouTubeOptionsSection = {
  value: YouTubeOptions;
  onChange: (value: YouTubeOptions) => void;
};

/** YouTube's options: the privacy status (none by default) and the tags, counted as YouTube counts them. */
export function YouTubeOptionsFields({ value, onChange, showErrors }: YouTubeOptionsSection & { showErrors: boolean }) {
  const { t } = useLingui();
  const labels = useOptionLabels();
  const labelId = useId();
  const [tagText, setTagText] = useState(value.tags.join(", "));
  const problems = youtubeOptionProblems(value);
  const length = tagsLength(value.tags);
  const privacyError = showErrors && problems.includes("privacyRequired") ? labels.youtubeProblems.privacyRequired : undefined;

  return (
    <Stack gap="4">
      <Field.Root invalid={privacyError != null} required>
        <RadioGroup.Root
          size="sm"
          value={value.privacyStatus}
          onValueChange={(details) => details.value && onChange({ ...value, privacyStatus: details.value as YouTubePrivacyStatus })}
          aria-labelledby={labelId}
          display="flex"
          flexDirection="column"
          gap="2"
        >
          <Text id={labelId} textStyle="sm" fontWeight="medium">
            {t`公开范围`}
          </Text>
          {YOUTUBE_PRIVACY_STATUSES.map((status) => (
            <RadioGroup.Item key={status} value={status}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{labels.youtubePrivacy[status]}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        {privacyError != null && <Field.ErrorText>{privacyError}</Field.ErrorText>}
      </Field.Root>

      <Field.Root invalid={length > YOUTUBE_TAGS_MAX}>
        <Field.Label>{t`标签`}</Field.Label>
        <Input
          size="sm"
          value={tagText}
          placeholder={t`用逗号分隔，例如：旅行, vlog`}
          onChange={(event) => {
            setTagText(event.currentTarget.value);
            onChange({ ...value, tags: parseTags(event.currentTarget.value) });
          }}
        />
        <Field.HelperText>
          <TextCounter length={length} max={YOUTUBE_TAGS_MAX} unit="chars" />
        </Field.HelperText>
        {length > YOUTUBE_TAGS_MAX && <Field.ErrorText>{labels.youtubeProblems.tagsTooLong}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}
