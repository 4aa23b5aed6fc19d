import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { formatDateTime, utcOffsetLabel } from "./zoned-time";

/**
 * The start the chosen accounts' best times to post suggest (from their own stored post figures):
 * - `loading`: still being read;
 * - `ready`: the earliest upcoming suggested hour among the chosen accounts (a task has one start;
 *   the other accounts follow at the interval);
 * - `unavailable`: no chosen account has enough history, and why.
 */
export type StartSuggestion =
  | { state: "loading" }
  | {
      state: "ready";
      /** The suggested hour's next start after now. */
      at: Date;
      /** The account whose best hour it is. */
      accountName: string;
      /** Median views of that account's posts in that hour of the week, and how many posts. */
      medianViews: number;
      posts: number;
    }
  | { state: "unavailable"; reason: string };

/** What the suggested start is based on (shown under the option once chosen). */
export function SuggestedStartDetail({ id, suggestion, timeZone }: { id: string; suggestion: Extract<StartSuggestion, { state: "ready" }>; timeZone: string }) {
  const { t, i18n } = useLingui();
  const weekday = new Intl.DateTimeFormat(i18n.locale, { weekday: "short", timeZone }).format(suggestion.at);
  const when = formatDateTime(suggestion.at, timeZone, false);
  const offset = utcOffsetLabel(suggestion.at, timeZone);
  const { accountName, posts } = suggestion;
  const median = i18n.number(Math.round(suggestion.medianViews));
  return (
    <Text id={id} textStyle="xs" color="fg.muted" marginTop="2" width="full">
      {t`最近的建议时段：${weekday} ${when}，来自 ${accountName}（过去 90 天该时段 ${posts} 条作品，播放量中位数 ${median}）。一次发布只有一个开始时间，其余账号从这里按间隔依次发布。时区：${timeZone}（${offset}）`}
    </Text>
  );
}

/** Why the suggested start cannot be chosen (always visible, so it reads on touch and by keyboard too). */
export function SuggestedStartUnavailable({ id, suggestion }: { id: string; suggestion: Exclude<StartSuggestion, { state: "ready" }> }) {
  const { t } = useLingui();
  const reason = suggestion.state === "loading" ? "" : suggestion.reason;
  return (
    <Text id={id} textStyle="xs" color="fg.muted" width="full">
      {suggestion.state === "loading" ? t`正在读取所选账号的建议时间…` : t`暂无建议时间：${reason}`}
    </Text>
  );
}
