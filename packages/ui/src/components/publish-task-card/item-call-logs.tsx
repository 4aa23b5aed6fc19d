import { Badge, Box, Button, chakra, Heading, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ChevronDown, ChevronRight } from "lucide-react";
import { useId, useState } from "react";
import { useThemeSlotRecipe } from "../../theme/use-theme-slot-recipe";
import { CallLog } from "./call-log";
import type { PublishItemView } from "./types";

export type ItemCallLogsProps = {
  taskName: string;
  items: PublishItemView[];
  timeZone: string;
};

/**
 * 调用记录: per target that has called the platform, a disclosure with its call log, flagged when a
 * run took over from a stopped worker or a call got no answer. Nothing when no target has calls.
 */
export function ItemCallLogs({ taskName, items, timeZone }: ItemCallLogsProps) {
  const { t } = useLingui();
  const styles = useThemeSlotRecipe("publishCallLog")();
  const idBase = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const logged = items.filter((item) => (item.calls?.length ?? 0) > 0);
  if (logged.length === 0) return null;
  const headingId = `${idBase}-heading`;
  const toggle = (itemId: string) => {
    const next = new Set(open);
    if (!next.delete(itemId)) next.add(itemId);
    setOpen(next);
  };

  return (
    <chakra.section css={styles.root} aria-labelledby={headingId}>
      <Heading as="h4" id={headingId} css={styles.heading}>
        {t`调用记录`}
      </Heading>
      <Text css={styles.hint}>{t`每个目标每次调用平台的时间、结果和执行进程。“无应答”表示没有收到平台的回复；“接管”表示原进程停止后由另一进程接手。`}</Text>
      <chakra.ul css={styles.list} aria-label={t`${taskName} 的调用记录`}>
        {logged.map((item) => {
          const calls = item.calls ?? [];
          const expanded = open.has(item.id);
          const panelId = `${idBase}-${item.id}`;
          const name = item.accountName;
          const count = calls.length;
          return (
            <li key={item.id}>
              <Box css={styles.entry}>
                <Box css={styles.entryHeader}>
                  <Button size="xs" variant="ghost" aria-expanded={expanded} aria-controls={expanded ? panelId : undefined} onClick={() => toggle(item.id)}>
                    {expanded ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
                    {t`${name} 的调用记录`}
                  </Button>
                  <Text as="span" css={styles.entryMeta}>
                    {t`${count} 次调用`}
                  </Text>
                  {calls.some((call) => call.takeover) && (
                    <Badge size="sm" variant="subtle" colorPalette="purple">
                      {t`有接管`}
                    </Badge>
                  )}
                  {calls.some((call) => call.outcome === "unknown") && (
                    <Badge size="sm" variant="subtle" colorPalette="orange">
                      {t`有无应答`}
                    </Badge>
                  )}
                </Box>
                {expanded && (
                  <Box css={styles.panel}>
                    <CallLog id={panelId} accountName={name} calls={calls} timeZone={timeZone} />
                  </Box>
                )}
              </Box>
            </li>
          );
        })}
      </chakra.ul>
    </chakra.section>
  );
}
