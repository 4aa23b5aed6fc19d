import { Box, Checkbox, Field, RadioGroup, Text, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import { NumberField } from "./number-field";
import { scheduleSummary, TIMING_LIMITS, timingProblems, type PublishTiming } from "./schedule";
import { StartAtField } from "./start-at-field";
import { SuggestedStartDetail, SuggestedStartUnavailable, type StartSuggestion } from "./suggested-start";
import { formatDateTime, localTimeZone, toWallTime, utcOffsetLabel } from "./zoned-time";

export type PublishTimingProps = Omit<HTMLChakraProps<"div">, "onChange" | "defaultValue"> & {
  value: PublishTiming;
  onChange: (value: PublishTiming) => void;
  /** How many accounts post, for the summary. */
  accountCount: number;
  /**
   * The time zone the start is entered and shown in.
   * @default the browser's
   */
  timeZone?: string;
  /** The current time (stories and tests fix it). */
  now?: Date;
  /**
   * Show what is missing or wrong (after the operator tried to send).
   * @default false
   */
  showErrors?: boolean;
  /**
   * Offer "按建议时间排期": start at the chosen accounts' earliest upcoming best time to post. Chosen,
   * it sets a scheduled start at that time (and follows the suggestion while the accounts change);
   * while loading or unavailable the option is disabled with the reason shown.
   * @default not offered
   */
  suggestion?: StartSuggestion;
};

/**
 * The interval between accounts (minutes and seconds, optional random jitter) and the start (now,
 * or a date and time with its time zone shown), with a summary of the first and last post times.
 */
export function PublishTimingFields(props: PublishTimingProps) {
  const { value, onChange, accountCount, timeZone = localTimeZone(), now = new Date(), showErrors = false, suggestion, ...rest } = props;
  const { t } = useLingui();
  const idBase = useId();
  const set = (next: Partial<PublishTiming>) => onChange({ ...value, ...next });
  // "Suggested" is a scheduled start at the suggested time; it stays chosen while the suggestion moves.
  const [followSuggestion, setFollowSuggestion] = useState(false);
  const ready = suggestion?.state === "ready" ? suggestion : null;
  const suggestedAt = ready ? toWallTime(ready.at, timeZone) : null;
  const suggested = followSuggestion && ready != null && value.start === "scheduled";
  useEffect(() => {
    if (!followSuggestion) return;
    if (suggestion?.state === "unavailable") setFollowSuggestion(false);
    else if (suggestedAt && suggestedAt !== value.startAt) onChange({ ...value, start: "scheduled", startAt: suggestedAt });
    // Only a new suggestion moves the start; typing in the fields has already left "suggested".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [followSuggestion, suggestedAt, suggestion?.state]);
  const summary = scheduleSummary(value, accountCount, now, timeZone);
  const problems = showErrors ? timingProblems(value, now, timeZone) : [];
  const startError = problems.includes("startAtRequired") ? t`请选择发布时间` : problems.includes("startAtPast") ? t`发布时间不能早于当前时间` : undefined;
  const offset = utcOffsetLabel(now, timeZone);
  const jitter = value.jitterSeconds;
  const count = summary?.count ?? 0;
  const first = summary ? formatDateTime(summary.first, timeZone) : "";
  const last = summary ? formatDateTime(summary.last, timeZone) : "";
  const latest = summary ? formatDateTime(summary.lastLatest, timeZone) : "";

  return (
    <Box display="flex" flexDirection="column" gap="4" {...rest}>
      <Box role="group" aria-labelledby={`${idBase}-interval`} display="flex" flexDirection="column" gap="2">
        <Text id={`${idBase}-interval`} textStyle="sm" fontWeight="medium">
          {t`账号之间的发布间隔`}
        </Text>
        <Box display="flex" gap="3" alignItems="flex-end" flexWrap="wrap">
          <NumberField label={t`分钟`} value={value.intervalMinutes} min={0} max={TIMING_LIMITS.maxIntervalMinutes} onChange={(intervalMinutes) => set({ intervalMinutes })} />
          <NumberField label={t`秒`} value={value.intervalSeconds} min={0} max={59} onChange={(intervalSeconds) => set({ intervalSeconds })} />
        </Box>
        <Checkbox.Root size="sm" checked={jitter > 0} onCheckedChange={(details) => set({ jitterSeconds: details.checked === true ? 30 : 0 })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t`随机浮动，让发布时间不那么整齐`}</Checkbox.Label>
        </Checkbox.Root>
        {jitter > 0 && (
          <NumberField label={t`最多推迟（秒）`} value={jitter} min={1} max={TIMING_LIMITS.maxJitterSeconds} onChange={(jitterSeconds) => set({ jitterSeconds })} />
        )}
      </Box>

      <Field.Root invalid={startError != null}>
        <RadioGroup.Root
          size="sm"
          value={suggested ? "suggested" : value.start}
          onValueChange={(details) => {
            setFollowSuggestion(details.value === "suggested");
            if (details.value === "suggested" && suggestedAt) set({ start: "scheduled", startAt: suggestedAt });
            else set({ start: details.value === "scheduled" ? "scheduled" : "now" });
          }}
          aria-labelledby={`${idBase}-start`}
          display="flex"
          gap="4"
          flexWrap="wrap"
        >
          <Text id={`${idBase}-start`} textStyle="sm" fontWeight="medium" width="full">
            {t`开始时间`}
          </Text>
          <RadioGroup.Item value="now">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t`立即发布`}</RadioGroup.ItemText>
          </RadioGroup.Item>
          <RadioGroup.Item value="scheduled">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t`定时发布`}</RadioGroup.ItemText>
          </RadioGroup.Item>
          {suggestion && (
            <RadioGroup.Item value="suggested" disabled={ready == null}>
              <RadioGroup.ItemHiddenInput aria-describedby={`${idBase}-suggestion`} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t`按建议时间排期`}</RadioGroup.ItemText>
            </RadioGroup.Item>
          )}
          {suggestion && suggestion.state !== "ready" && <SuggestedStartUnavailable id={`${idBase}-suggestion`} suggestion={suggestion} />}
        </RadioGroup.Root>
        {ready && <SuggestedStartDetail id={`${idBase}-suggestion`} suggestion={ready} timeZone={timeZone} />}
        {value.start === "scheduled" && !suggested && (
          <StartAtField value={value.startAt} onChange={(startAt) => set({ startAt })} minDay={toWallTime(now, timeZone).slice(0, 10)} error={startError} helperText={t`时区：${timeZone}（${offset}）`} />
        )}
      </Field.Root>

      <Box role="status" textStyle="sm" color="fg.muted" borderWidth="1px" borderColor="border.muted" borderRadius="l2" padding="3">
        {suggested && summary != null && (
          <Text as="span" display="block" fontWeight="medium" color="fg">
            {t`按建议时间排期`}
          </Text>
        )}
        {summary == null ? (
          accountCount === 0 ? t`选择账号后显示发布时间` : t`选择发布时间后显示发布计划`
        ) : summary.count === 1 ? (
          t`1 个账号，发布时间 ${first}`
        ) : (
          <>
            {t`共 ${count} 个账号：第一个 ${first}，最后一个 ${last}`}
            {jitter > 0 && <Text as="span" display="block">{t`随机浮动后，每个账号最多推迟 ${jitter} 秒（最后一个最晚 ${latest}）`}</Text>}
          </>
        )}
      </Box>
    </Box>
  );
}
