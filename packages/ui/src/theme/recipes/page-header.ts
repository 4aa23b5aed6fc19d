import { defineSlotRecipe } from "@chakra-ui/react";

export const pageHeaderRecipe = defineSlotRecipe({
  className: "page-header",
  slots: ["root", "text", "title", "description", "actions"],
  base: {
    root: {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "3",
      width: "full",
    },
    text: { display: "flex", flexDirection: "column", gap: "1", minWidth: "0", flex: "1 1 16rem" },
    title: { fontWeight: "semibold", color: "fg", lineHeight: "short", overflowWrap: "anywhere" },
    description: { color: "fg.muted", textStyle: "sm" },
    // Never wider than the page: on a phone the actions wrap under the title instead of running off the edge.
    actions: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2", flexShrink: "0", maxWidth: "full" },
  },
  variants: {
    size: {
      sm: { title: { textStyle: "lg" }, root: { paddingBlock: "2" } },
      md: { title: { textStyle: "xl" }, root: { paddingBlock: "3" } },
      lg: { title: { textStyle: "2xl" }, root: { paddingBlock: "4" } },
    },
    variant: {
      plain: {},
      underlined: { root: { borderBottomWidth: "1px", borderColor: "border", marginBottom: "4" } },
    },
  },
  defaultVariants: { size: "md", variant: "plain" },
});
