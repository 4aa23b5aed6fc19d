import { Badge, Box, Heading, Text, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { DataTable, type DataTableColumn } from "../data-table";
import { PLATFORM_NAMES, PlatformTag } from "../platform-tag";
import { formatDateTime, localTimeZone } from "../publish-timing/zoned-time";
import { countByPlatform, timeRange, type SummaryTarget } from "./summary-targets";

export type PublishSummaryProps = Omit<HTMLChakraProps<"section">, "children"> & {
  /** Every target in posting order. */
  targets: SummaryTarget[];
  /**
   * Posts may come up to this many seconds after their planned time (random jitter).
   * @default 0
   */
  jitterSeconds?: number;
  /**
   * The time zone times are shown in.
   * @default the browser's
   */
  timeZone?: string;
  /**
   * The heading.
   * @default "发布前确认" (translated)
   */
  title?: string;
};

/** Before sending: how many accounts on each platform, the first and last post times, and what each account gets. */
export function PublishSummary({ targets, jitterSeconds = 0, timeZone = localTimeZone(), title, ...rest }: PublishSummaryProps) {
  const { t } = useLingui();
  const headingId = useId();
  const range = timeRange(targets);
  const first = range ? formatDateTime(range.first, timeZone) : "";
  const last = range ? formatDateTime(range.last, timeZone) : "";
  const columns: DataTableColumn<SummaryTarget>[] = [
    { key: "order", header: t`顺序`, width: "3rem", render: (_, index) => index + 1 },
    {
      key: "account",
      header: t`账号`,
      render: (target) => (
        <Box display="flex" alignItems="center" gap="2">
          <Text textStyle="sm">{target.accountName}</Text>
          <PlatformTag platform={target.platform} showName={false} />
        </Box>
      ),
    },
    { key: "mediaName", header: t`内容` },
    {
      key: "title",
      header: t`标题`,
      render: (target) => (
        <Box display="flex" alignItems="center" gap="1.5">
          <Text textStyle="sm" lineClamp="1" maxWidth="16rem">
            {target.title || t`（无标题）`}
          </Text>
          {target.titleOverridden && (
            <Badge size="xs" colorPalette="brand">
              {t`单独设置`}
            </Badge>
          )}
        </Box>
      ),
    },
    { key: "scheduledAt", header: t`预计发布时间`, render: (target) => formatDateTime(target.scheduledAt, timeZone) },
    {
      key: "check",
      header: t`平台规则`,
      render: (target) =>
        target.problems?.length ? (
          <Box as="ul" listStyleType="none" color="fg.error" textStyle="sm" aria-label={t`${target.accountName} 不符合平台规则`}>
            {target.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        ) : (
          <Text textStyle="sm" color="fg.muted">{t`符合`}</Text>
        ),
    },
  ];
  const broken = targets.filter((target) => target.problems?.length).length;

  return (
    <Box as="section" aria-labelledby={headingId} display="flex" flexDirection="column" gap="3" {...rest}>
      <Heading as="h3" size="sm" id={headingId}>
        {title ?? t`发布前确认`}
      </Heading>
      {range == null ? (
        <Text textStyle="sm" color="fg.muted">{t`还没有可发布的目标：请选择账号并分配内容`}</Text>
      ) : (
        <>
          <Box display="flex" gap="4" flexWrap="wrap" textStyle="sm">
            {countByPlatform(targets).map(({ platform, count }) => {
              const name = PLATFORM_NAMES[platform];
              return <Text key={platform}>{t`${name}：${count} 个账号`}</Text>;
            })}
          </Box>
          <Text textStyle="sm">
            {targets.length === 1 ? t`发布时间 ${first}` : t`第一个发布 ${first}，最后一个发布 ${last}`}
            {jitterSeconds > 0 && t`（随机浮动，每个最多推迟 ${jitterSeconds} 秒）`}
          </Text>
          {broken > 0 && (
            <Text role="alert" textStyle="sm" color="fg.error" fontWeight="medium">
              {t`${broken} 个目标不符合平台规则，修改后才能发布`}
            </Text>
          )}
          <DataTable label={t`每个账号发布的内容`} size="sm" columns={columns} rows={targets} rowKey={(target) => target.accountId} />
        </>
      )}
    </Box>
  );
}
