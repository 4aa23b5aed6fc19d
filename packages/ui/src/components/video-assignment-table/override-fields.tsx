import type { Platform } from "@cdp/contracts";
import { Box, Field, Input, Textarea } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useThemeSlotRecipe } from "../../theme/use-theme-slot-recipe";
import { TextCounter } from "./text-counter";
import { postTextCounts } from "./text-limits";

export type OverrideFieldsProps = {
  id: string;
  platform: Platform;
  accountName: string;
  title: string | undefined;
  description: string | undefined;
  sharedTitle: string;
  sharedDescription: string;
  onChange: (override: { title: string | undefined; description: string | undefined }) => void;
};

/**
 * One account's own title and description. Left empty, a field uses the post's shared text (shown
 * as its placeholder). The counters count what will be posted, at the platform's limits.
 */
export function OverrideFields(props: OverrideFieldsProps) {
  const { id, platform, accountName, title, description, sharedTitle, sharedDescription, onChange } = props;
  const { t } = useLingui();
  const styles = useThemeSlotRecipe("videoAssignmentTable")();
  const captionCounterId = useId();
  const counts = postTextCounts(platform, title ?? sharedTitle, description ?? sharedDescription);
  const countOf = (field: "caption" | "title" | "description") => counts.find((count) => count.field === field);
  const caption = countOf("caption");
  const titleCount = countOf("title");
  const descriptionCount = countOf("description");
  const captionOver = caption != null && caption.length > caption.max;
  const set = (next: { title?: string; description?: string }) =>
    onChange({
      title: "title" in next ? next.title || undefined : title,
      description: "description" in next ? next.description || undefined : description,
    });

  return (
    <Box id={id} role="group" aria-label={t`${accountName} 的标题和描述`} css={styles.overrides}>
      <Field.Root invalid={captionOver || (titleCount != null && titleCount.length > titleCount.max)}>
        <Field.Label>{t`标题`}</Field.Label>
        <Input
          size="sm"
          value={title ?? ""}
          placeholder={sharedTitle || t`与统一标题相同`}
          onChange={(event) => set({ title: event.currentTarget.value })}
          aria-describedby={caption ? captionCounterId : undefined}
        />
        {titleCount && (
          <Field.HelperText>
            <TextCounter {...titleCount} />
          </Field.HelperText>
        )}
      </Field.Root>
      <Field.Root invalid={captionOver || (descriptionCount != null && descriptionCount.length > descriptionCount.max)}>
        <Field.Label>{t`描述`}</Field.Label>
        <Textarea
          size="sm"
          rows={3}
          value={description ?? ""}
          placeholder={sharedDescription || t`与统一描述相同`}
          onChange={(event) => set({ description: event.currentTarget.value })}
          aria-describedby={caption ? captionCounterId : undefined}
        />
        {descriptionCount && (
          <Field.HelperText>
            <TextCounter {...descriptionCount} />
          </Field.HelperText>
        )}
      </Field.Root>
      {caption && (
        <Box gridColumn="1 / -1" css={styles.counter}>
          {t`TikTok 文案（标题与描述合计）：`}
          <TextCounter id={captionCounterId} {...caption} />
        </Box>
      )}
    </Box>
  );
}
