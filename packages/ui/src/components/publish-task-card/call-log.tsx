import type { PublishCall } from "@cdp/contracts";
import { Badge, chakra } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useThemeSlotRecipe } from "../../theme/use-theme-slot-recipe";
import { formatDateTime } from "../publish-timing/zoned-time";
import type { PublishCallView } from "./types";

const OUTCOME_PALETTES: Record<PublishCall["outcome"], string> = { ok: "green", refused: "red", unknown: "orange", takeover: "purple" };

export type CallLogProps = {
  id: string;
  accountName: string;
  calls: PublishCallView[];
  timeZone: string;
};

/** The platform calls of one target, oldest first: time, attempt, call, outcome, HTTP status, error, duration, worker. */
export function CallLog({ id, accountName: name, calls, timeZone }: CallLogProps) {
  const { t } = useLingui();
  const recipe = useThemeSlotRecipe("publishCallLog");
  const styles = recipe();
  const outcomes: Record<PublishCall["outcome"], string> = {
    ok: t({ message: "成功", context: "call outcome" }),
    refused: t({ message: "被拒绝", context: "call outcome" }),
    unknown: t({ message: "无应答", context: "call outcome" }),
    takeover: t({ message: "接管", context: "call outcome" }),
  };
  const errorClasses: Record<string, string> = {
    retryable: t({ message: "可重试", context: "platform error class" }),
    reconnect: t({ message: "需重新授权", context: "platform error class" }),
    quota: t({ message: "额度不足", context: "platform error class" }),
    permanent: t({ message: "不可重试", context: "platform error class" }),
  };
  const columns = {
    at: t({ message: "时间", context: "call log column" }),
    attempt: t({ message: "尝试", context: "call log column" }),
    call: t({ message: "调用", context: "call log column" }),
    outcome: t({ message: "结果", context: "call log column" }),
    http: "HTTP",
    error: t({ message: "错误", context: "call log column" }),
    duration: t({ message: "耗时", context: "call log column" }),
    worker: t({ message: "进程", context: "call log column" }),
  };
  const duration = (ms: number) => {
    if (ms < 1000) return t`${ms} 毫秒`;
    const seconds = (ms / 1000).toFixed(1);
    return t`${seconds} 秒`;
  };
  const errorText = (call: PublishCallView) => {
    const kind = call.errorClass ? (errorClasses[call.errorClass] ?? call.errorClass) : null;
    return [kind, call.errorCode].filter(Boolean).join(" · ") || "—";
  };

  // Each cell holds one element, so below `md` it lays out as label + value.
  const cell = (label: string, content: ReactNode, mono = false) => (
    <chakra.td css={styles.cell} data-label={label}>
      <chakra.span css={mono ? styles.mono : undefined}>{content}</chakra.span>
    </chakra.td>
  );

  if (calls.length === 0) {
    return (
      <chakra.p id={id} css={styles.empty}>
        {t`还没有调用平台`}
      </chakra.p>
    );
  }

  return (
    <chakra.table id={id} css={styles.table} aria-label={t`${name} 的调用记录`}>
      <chakra.thead css={styles.head}>
        <tr>
          {Object.values(columns).map((label) => (
            <chakra.th key={label} scope="col" css={styles.headCell}>
              {label}
            </chakra.th>
          ))}
        </tr>
      </chakra.thead>
      <chakra.tbody css={styles.body}>
        {calls.map((call, index) => {
          const rowStyles = recipe({ takeover: call.takeover });
          return (
            <chakra.tr key={`${call.at}-${index}`} css={rowStyles.row} data-takeover={call.takeover || undefined}>
              {cell(columns.at, formatDateTime(call.at, timeZone))}
              {cell(columns.attempt, call.attempt)}
              {cell(
                columns.call,
                <>
                  <chakra.span css={styles.mono}>{call.call}</chakra.span>
                  {call.takeover && <chakra.span css={styles.note}>{t`接手了已停止进程的租约`}</chakra.span>}
                </>,
              )}
              {cell(
                columns.outcome,
                <Badge size="sm" variant="subtle" colorPalette={OUTCOME_PALETTES[call.outcome]}>
                  {outcomes[call.outcome]}
                </Badge>,
              )}
              {cell(columns.http, call.httpStatus ?? "—")}
              {cell(columns.error, errorText(call), true)}
              {cell(columns.duration, duration(call.durationMs))}
              {cell(columns.worker, call.worker, true)}
            </chakra.tr>
          );
        })}
      </chakra.tbody>
    </chakra.table>
  );
}
