import type { Trend } from "@cdp/contracts";
import { SimpleGrid, Skeleton, Stat, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/** A figure the product does not have yet: a dash, read out as "暂无数据", never 0. */
function Missing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <Text as="span" srOnly>
        {label}
      </Text>
    </>
  );
}

/** Total fans, views and likes, each with what the chosen period added; placeholders while they load. */
export function SummaryCards({ summary }: { summary: Trend["summary"] | undefined }) {
  const { t, i18n } = useLingui();
  const number = (value: number) => i18n.number(value);
  const cards = [
    { key: "fans", label: t`粉丝总数`, figures: summary?.fans },
    { key: "views", label: t`播放总量`, figures: summary?.views },
    { key: "likes", label: t`点赞总数`, figures: summary?.likes },
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" aria-busy={summary === undefined || undefined}>
      {cards.map(({ key, label, figures }) => (
        <Stat.Root key={key} borderWidth="1px" borderRadius="l3" padding="4">
          <Stat.Label>{label}</Stat.Label>
          {figures === undefined ? (
            <Skeleton height="12" marginTop="1" />
          ) : (
            <>
              <Stat.ValueText>{figures.total === null ? <Missing label={t`暂无数据`} /> : number(figures.total)}</Stat.ValueText>
              <Stat.HelpText>
                {figures.change === null ? (
                  <Text as="span" color="fg.muted">
                    {t`本期变化暂无数据`}
                  </Text>
                ) : (
                  <>
                    {figures.change >= 0 ? <Stat.UpIndicator /> : <Stat.DownIndicator />}
                    {t`本期变化 ${number(figures.change)}`}
                  </>
                )}
              </Stat.HelpText>
            </>
          )}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
