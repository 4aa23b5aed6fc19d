import { defineSlotRecipe } from "@chakra-ui/react";

export const rankingListRecipe = defineSlotRecipe({
  className: "ranking-list",
  slots: ["root", "header", "title", "valueLabel", "list", "item", "rank", "account", "name", "select", "meta", "nickname", "value", "empty"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "3", width: "full" },
    header: { display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: "3" },
    title: { textStyle: "md", fontWeight: "semibold", color: "fg" },
    valueLabel: { textStyle: "xs", color: "fg.muted" },
    list: { display: "flex", flexDirection: "column", gap: "1", listStyle: "none" },
    item: {
      display: "flex",
      alignItems: "center",
      gap: "3",
      paddingInline: "2",
      paddingBlock: "2",
      borderRadius: "l2",
    },
    rank: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      flexShrink: "0",
      width: "6",
      height: "6",
      borderRadius: "full",
      textStyle: "xs",
      fontWeight: "semibold",
      fontVariantNumeric: "tabular-nums",
    },
    account: { display: "flex", flexDirection: "column", minWidth: "0", flex: "1" },
    name: { textStyle: "sm", color: "fg", fontWeight: "medium", truncate: true },
    /** The name as a button when items can be chosen (e.g. to show that account's own figures). */
    select: {
      textAlign: "start",
      cursor: "pointer",
      borderRadius: "l1",
      focusVisibleRing: "outside",
      _hover: { textDecoration: "underline" },
      _pressed: { color: "colorPalette.fg", textDecoration: "underline" },
    },
    meta: { display: "flex", alignItems: "center", gap: "2", minWidth: "0" },
    nickname: { textStyle: "xs", color: "fg.muted", truncate: true },
    value: { textStyle: "sm", color: "fg", fontWeight: "semibold", fontVariantNumeric: "tabular-nums", flexShrink: "0" },
    empty: { paddingBlock: "6", textAlign: "center", color: "fg.muted", textStyle: "sm" },
  },
  variants: {
    /** The rank of one item: the first three get medal colours. */
    place: {
      first: { rank: { bg: "yellow.400", color: "yellow.950" }, item: { bg: "yellow.subtle" } },
      second: { rank: { bg: "gray.300", color: "gray.900" }, item: { bg: "bg.muted" } },
      third: { rank: { bg: "orange.300", color: "orange.950" }, item: { bg: "orange.subtle" } },
      other: { rank: { bg: "transparent", color: "fg.muted" } },
    },
    size: {
      sm: { item: { paddingBlock: "1.5", gap: "2" } },
      md: {},
    },
  },
  defaultVariants: { place: "other", size: "md" },
});
