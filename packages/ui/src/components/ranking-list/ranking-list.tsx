import type { Platform } from "@cdp/contracts";
import { Avatar, Box, chakra, Heading, Skeleton, Text, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import { useThemeSlotRecipe, type SlotRecipeVariants } from "../../theme/use-theme-slot-recipe";
import { PlatformTag } from "../platform-tag";
import { formatCount } from "./format-count";

export type RankingItem = {
  id: string;
  /** The account's name. */
  name: string;
  /** The account's nickname (remark), shown under the name. */
  nickname?: string;
  avatarUrl?: string;
  platform: Platform;
  /** The ranked figure, e.g. this week's views; null when there is no figure yet (shown as missing, never as 0). */
  value: number | null;
};

type Place = "first" | "second" | "third" | "other";
const PLACES: readonly Place[] = ["first", "second", "third"];

export type RankingListProps = Omit<HTMLChakraProps<"section">, "title"> &
  Pick<SlotRecipeVariants<"rankingList">, "size"> & {
    /** Items in ranking order (the first is number 1); the list does not sort them. */
    items: RankingItem[];
    /**
     * The heading, also the list's accessible name.
     * @default "本周账号流量排行" (translated)
     */
    title?: ReactNode;
    /** What the figure is, shown above the values, e.g. "播放量". */
    valueLabel?: ReactNode;
    /**
     * The heading level.
     * @default 2
     */
    level?: 2 | 3 | 4;
    /** Show placeholders while the ranking loads. */
    loading?: boolean;
    /**
     * Text when there are no items.
     * @default "暂无排行数据" (translated)
     */
    emptyText?: ReactNode;
    /**
     * Formats a value. By default Chinese shows 万/亿 from 10 000 and other languages thousands separators.
     */
    formatValue?: (value: number) => string;
    /** Makes each name a button that chooses its item (e.g. to show that account's own trend and posts). */
    onSelect?: (id: string) => void;
    /** The chosen item, shown pressed. */
    selectedId?: string | null;
  };

/** A ranking of accounts, e.g. the weekly account traffic ranking; the top three are highlighted. */
export function RankingList(props: RankingListProps) {
  const { items, title, valueLabel, level = 2, loading = false, emptyText, formatValue, size, onSelect, selectedId = null, ...rest } = props;
  const { t, i18n } = useLingui();
  const recipe = useThemeSlotRecipe("rankingList");
  const styles = recipe({ size });
  const format = formatValue ?? ((value: number) => formatCount(value, i18n.locale));
  const headingId = useId();

  return (
    <Box as="section" css={styles.root} aria-labelledby={headingId} aria-busy={loading || undefined} {...rest}>
      <Box css={styles.header}>
        <Heading as={`h${level}`} id={headingId} css={styles.title}>
          {title ?? t`本周账号流量排行`}
        </Heading>
        {valueLabel != null && <Text css={styles.valueLabel}>{valueLabel}</Text>}
      </Box>
      {loading ? (
        <Box css={styles.list}>
          <Text srOnly>{t`加载中…`}</Text>
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height="10" borderRadius="l2" />
          ))}
        </Box>
      ) : items.length === 0 ? (
        <Text css={styles.empty}>{emptyText ?? t`暂无排行数据`}</Text>
      ) : (
        <Box as="ol" css={styles.list} aria-labelledby={headingId}>
          {items.map((item, index) => {
            const itemStyles = recipe({ size, place: PLACES[index] ?? "other" });
            return (
              <Box as="li" key={item.id} css={itemStyles.item}>
                <Text as="span" css={itemStyles.rank}>
                  {index + 1}
                </Text>
                <Avatar.Root size="sm" aria-hidden="true">
                  <Avatar.Fallback name={item.name} />
                  {item.avatarUrl && <Avatar.Image src={item.avatarUrl} alt="" />}
                </Avatar.Root>
                <Box css={itemStyles.account}>
                  {onSelect ? (
                    <chakra.button type="button" css={[itemStyles.name, itemStyles.select]} aria-pressed={item.id === selectedId} onClick={() => onSelect(item.id)}>
                      {item.name}
                    </chakra.button>
                  ) : (
                    <Text css={itemStyles.name}>{item.name}</Text>
                  )}
                  <Box css={itemStyles.meta}>
                    <PlatformTag platform={item.platform} />
                    {item.nickname && (
                      <Text as="span" css={itemStyles.nickname}>
                        {item.nickname}
                      </Text>
                    )}
                  </Box>
                </Box>
                {item.value === null ? (
                  <Text as="span" css={itemStyles.value} color="fg.muted">
                    <span aria-hidden="true">—</span>
                    <Text as="span" srOnly>
                      {t`暂无数据`}
                    </Text>
                  </Text>
                ) : (
                  <Box as="data" css={itemStyles.value} {...{ value: item.value }}>
                    {format(item.value)}
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
