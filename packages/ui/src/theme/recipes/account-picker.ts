import { defineSlotRecipe } from "@chakra-ui/react";

export const accountPickerRecipe = defineSlotRecipe({
  className: "account-picker",
  slots: ["root", "panel", "toolbar", "list", "item", "itemText", "name", "nickname", "groupCount", "empty", "footer", "summary"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "3", width: "full" },
    panel: { display: "flex", flexDirection: "column", gap: "3", paddingTop: "3" },
    toolbar: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", paddingInline: "3" },
    list: {
      display: "flex",
      flexDirection: "column",
      listStyle: "none",
      overflowY: "auto",
      borderWidth: "1px",
      borderColor: "border",
      borderRadius: "l2",
      "& > * + *": { borderTopWidth: "1px", borderColor: "border.muted" },
    },
    item: {
      display: "flex",
      alignItems: "center",
      gap: "3",
      width: "full",
      paddingInline: "3",
      paddingBlock: "2",
      cursor: "pointer",
      _hover: { bg: "bg.muted" },
    },
    itemText: { display: "flex", flexDirection: "column", minWidth: "0", flex: "1" },
    name: { textStyle: "sm", color: "fg", fontWeight: "medium", truncate: true },
    nickname: { textStyle: "xs", color: "fg.muted", truncate: true },
    groupCount: { textStyle: "xs", color: "fg.muted", flexShrink: "0", marginStart: "auto" },
    empty: { paddingBlock: "8", paddingInline: "4", textAlign: "center", color: "fg.muted", textStyle: "sm" },
    footer: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3" },
    summary: { textStyle: "sm", color: "fg.muted" },
  },
  variants: {
    size: {
      sm: { list: { maxHeight: "15rem" }, item: { paddingBlock: "1.5" } },
      md: { list: { maxHeight: "22rem" } },
      lg: { list: { maxHeight: "32rem" } },
    },
  },
  defaultVariants: { size: "md" },
});
