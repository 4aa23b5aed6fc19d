import { defineSlotRecipe } from "@chakra-ui/react";

const COLUMNS = "3.5rem repeat(7, minmax(0, 1fr))";

/** A week as hours: a time column, then one column per day; the header stays while the hours scroll. */
export const calendarWeekGridRecipe = defineSlotRecipe({
  className: "calendar-week-grid",
  slots: ["root", "scroller", "row", "corner", "dayHeader", "dayName", "dayNumber", "hour", "cell", "suggestion", "events", "more"],
  base: {
    root: { borderWidth: "1px", borderColor: "border", borderRadius: "l2", overflow: "hidden", bg: "bg" },
    scroller: { maxHeight: "min(42rem, 70vh)", overflowY: "auto", overscrollBehavior: "contain" },
    row: { display: "grid", gridTemplateColumns: COLUMNS, "&[data-header]": { position: "sticky", top: "0", zIndex: "1", bg: "bg.subtle", borderBottomWidth: "1px", borderColor: "border" } },
    corner: { textStyle: "2xs", color: "fg.muted", display: "flex", alignItems: "end", justifyContent: "center", paddingBottom: "1" },
    dayHeader: { display: "flex", flexDirection: "column", alignItems: "center", paddingBlock: "1.5", gap: "0.5", minWidth: "0" },
    dayName: { textStyle: "xs", color: "fg.muted" },
    dayNumber: {
      textStyle: "sm",
      fontWeight: "semibold",
      minWidth: "7",
      height: "7",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      borderRadius: "full",
      fontVariantNumeric: "tabular-nums",
      "[data-today] &": { bg: "brand.solid", color: "brand.contrast" },
    },
    hour: { textStyle: "xs", color: "fg.muted", textAlign: "end", paddingInlineEnd: "2", paddingTop: "0.5", fontVariantNumeric: "tabular-nums", borderBottomWidth: "1px", borderColor: "border.muted" },
    cell: {
      display: "flex",
      flexDirection: "column",
      gap: "0.5",
      minWidth: "0",
      minHeight: "2.75rem",
      padding: "0.5",
      borderInlineStartWidth: "1px",
      borderBottomWidth: "1px",
      borderColor: "border.muted",
      outline: "none",
      _focusVisible: { boxShadow: "inset 0 0 0 2px var(--chakra-colors-brand-focus-ring)" },
      "&[data-suggested]": { bg: "brand.subtle" },
      "&[data-past]": { bg: "bg.subtle" },
      "&[data-drop-target]": { bg: "brand.muted", boxShadow: "inset 0 0 0 2px var(--chakra-colors-brand-border)" },
    },
    suggestion: { display: "inline-flex", alignItems: "center", gap: "0.5", textStyle: "2xs", color: "brand.fg", fontWeight: "medium" },
    events: { display: "flex", flexDirection: "column", gap: "0.5", minWidth: "0" },
    more: { alignSelf: "flex-start", textStyle: "xs", color: "brand.fg", fontWeight: "medium", paddingInline: "1", borderRadius: "l1", _hover: { bg: "brand.subtle" }, _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing" } },
  },
});
