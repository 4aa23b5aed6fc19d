import type { Trend } from "@cdp/contracts";
import { SimpleGrid, Stat } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/** Total fans, views and likes, each with what the chosen period added. */
export function SummaryCards({ summary }: { summary: Trend["summary"] }) {
  const { t, i18n } = useLingui();
  const number = (value: number) => i18n.number(value);
  const cards = [
    { key: "fans", label: t`粉丝总数`, figures: summary.fans },
    { key: "views", label: t`播放总量`, figures: summary.views },
    { key: "likes", label: t`点赞总数`, figures: summary.likes },
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {cards.map((card) => (
        <Stat.Root key={card.key} borderWidth="1px" borderRadius="l3" padding="4">
          <Stat.Label>{card.label}</Stat.Label>
          <Stat.ValueText>{number(card.figures.total)}</Stat.ValueText>
          <Stat.HelpText>
            {card.figures.change >= 0 ? <Stat.UpIndicator /> : <Stat.DownIndicator />}
            {t`本期变化 ${number(card.figures.change)}`}
          </Stat.HelpText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
