import { defineSlotRecipe } from "@chakra-ui/react";

const hiddenBelowMd = {
  position: { base: "absolute", md: "static" },
  width: { base: "1px", md: "auto" },
  height: { base: "1px", md: "auto" },
  overflow: { base: "hidden", md: "visible" },
  clip: { base: "rect(0, 0, 0, 0)", md: "auto" },
  whiteSpace: "nowrap",
} as const;

/**
 * A task's call logs: one disclosure per target, each a table of platform calls. Below `md` the table
 * turns into one card per call, each cell led by its column's name (`data-label`), so a phone reads
 * it without scrolling sideways; the header row stays for screen readers. Takeover rows stand out.
 */
export const publishCallLogRecipe = defineSlotRecipe({
  className: "publish-call-log",
  slots: ["root", "heading", "hint", "list", "entry", "entryHeader", "entryMeta", "panel", "table", "head", "headCell", "body", "row", "cell", "mono", "note", "empty"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "2" },
    heading: { textStyle: "sm", fontWeight: "semibold" },
    hint: { textStyle: "xs", color: "fg.muted" },
    list: { display: "flex", flexDirection: "column", gap: "2", listStyle: "none" },
    entry: { borderWidth: "1px", borderColor: "border.muted", borderRadius: "l2" },
    entryHeader: { display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: "2", rowGap: "1", padding: "1" },
    entryMeta: { textStyle: "xs", color: "fg.muted", fontVariantNumeric: "tabular-nums" },
    panel: { paddingInline: { base: "2", md: "3" }, paddingBottom: { base: "2", md: "3" } },
    table: { width: "full", borderCollapse: "collapse", textStyle: "xs", display: { base: "block", md: "table" } },
    head: { ...hiddenBelowMd, display: { md: "table-header-group" } },
    headCell: {
      textAlign: "start",
      fontWeight: "medium",
      color: "fg.muted",
      paddingInline: "2",
      paddingBlock: "1.5",
      borderBottomWidth: "1px",
      borderColor: "border",
    },
    body: { display: { base: "flex", md: "table-row-group" }, flexDirection: "column", gap: "2" },
    row: {
      display: { base: "flex", md: "table-row" },
      flexDirection: "column",
      gap: "1",
      padding: { base: "2.5", md: "0" },
      borderWidth: { base: "1px", md: "0" },
      borderColor: "border.muted",
      borderRadius: { base: "l2", md: "0" },
    },
    cell: {
      display: { base: "grid", md: "table-cell" },
      gridTemplateColumns: "5.5rem minmax(0, 1fr)",
      columnGap: "2",
      verticalAlign: "top",
      paddingInline: { md: "2" },
      paddingBlock: { md: "1.5" },
      borderBottomWidth: { md: "1px" },
      borderColor: "border.muted",
      fontVariantNumeric: "tabular-nums",
      _before: { content: "attr(data-label)", color: "fg.muted", display: { base: "block", md: "none" } },
    },
    mono: { fontFamily: "mono", overflowWrap: "anywhere" },
    note: { display: "block", color: "fg.muted", marginTop: "0.5" },
    empty: { textStyle: "xs", color: "fg.muted", paddingBlock: "2" },
  },
  variants: {
    takeover: {
      true: {
        row: {
          bg: "purple.subtle",
          borderColor: "purple.muted",
          "& > td:first-of-type": { boxShadow: { md: "inset 3px 0 0 {colors.purple.solid}" } },
        },
      },
      false: {},
    },
  },
  defaultVariants: { takeover: false },
});
