import type { Platform } from "@cdp/contracts";
import { Box, Field, Input, Textarea, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { PLATFORM_NAMES } from "../platform-tag";
import { TextCounter } from "../video-assignment-table/text-counter";
import { postTextCounts, type TextLimit } from "../video-assignment-table/text-limits";

type Count = TextLimit & { field: "caption" | "title" | "description"; length: number; platform: Platform };

export type PostTextFieldsProps = Omit<HTMLChakraProps<"div">, "onChange" | "title"> & {
  title: string;
  description: string;
  onChange: (texts: { title: string; description: string }) => void;
  /** The platforms the post goes to: each one's limits are counted. */
  platforms: Platform[];
  /**
   * A video post, or a TikTok photo post (title 90, description 4000).
   * @default "video"
   */
  mode?: "video" | "photo";
  /** The title is required (shows the field as required). */
  required?: boolean;
  /** The title's error to show, e.g. 请输入标题. */
  titleError?: string;
};

/**
 * The post's shared title and description, with a counter for each chosen platform's limit
 * (TikTok caption 2200; YouTube title 100 and description 5000 bytes; TikTok photos 90 and 4000).
 */
export function PostTextFields(props: PostTextFieldsProps) {
  const { title, description, onChange, platforms, mode = "video", required, titleError, ...rest } = props;
  const { t } = useLingui();
  const idBase = useId();
  const counts: Count[] = [...new Set(platforms)].flatMap((platform) =>
    postTextCounts(platform, title, description, mode).map((count) => ({ ...count, platform })),
  );
  const over = (field: Count["field"]) => counts.some((count) => (count.field === field || count.field === "caption") && count.length > count.max);
  const counterId = (count: Count) => `${idBase}-${count.platform}-${count.field}`;
  const errorId = `${idBase}-title-error`;
  // Each field is described by its counters (and the caption's, which counts both), the title also by its error.
  const idsFor = (field: Count["field"]) =>
    [
      ...counts.filter((count) => count.field === field).map(counterId),
      ...counts.filter((count) => count.field === "caption").map(counterId),
      field === "title" && titleError != null && errorId,
    ]
      .filter(Boolean)
      .join(" ") || undefined;
  const fieldName = (count: Count) => {
    const platform = PLATFORM_NAMES[count.platform];
    if (count.field === "caption") return t`${platform} 文案（标题与描述合计）`;
    return count.field === "title" ? t`${platform} 标题` : t`${platform} 描述`;
  };
  const counters = (field: Count["field"]) =>
    counts
      .filter((count) => count.field === field)
      .map((count) => (
        <Box key={counterId(count)} textStyle="xs" color="fg.muted">
          {fieldName(count)}{" "}
          <TextCounter id={counterId(count)} length={count.length} max={count.max} unit={count.unit} />
        </Box>
      ));

  return (
    <Box display="flex" flexDirection="column" gap="3" {...rest}>
      <Field.Root required={required} invalid={titleError != null || over("title")}>
        <Field.Label>
          {t`标题`}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={title} onChange={(event) => onChange({ title: event.currentTarget.value, description })} aria-describedby={idsFor("title")} />
        {counters("title")}
        {titleError != null && <Field.ErrorText id={errorId}>{titleError}</Field.ErrorText>}
      </Field.Root>
      <Field.Root invalid={over("description")}>
        <Field.Label>{t`描述`}</Field.Label>
        <Textarea
          rows={4}
          value={description}
          onChange={(event) => onChange({ title, description: event.currentTarget.value })}
          aria-describedby={idsFor("description")}
        />
        {counters("description")}
        {counters("caption")}
      </Field.Root>
    </Box>
  );
}
