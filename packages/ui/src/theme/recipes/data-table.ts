import { defineSlotRecipe } from "@chakra-ui/react";
import { sidewaysScrollCue } from "./sideways-scroll-cue";

/** The data table's frame, sortable headers, empty row and pagination footer. */
export const dataTableRecipe = defineSlotRecipe({
  className: "data-table",
  slots: ["root", "scroll", "sortButton", "sortIcon", "empty", "footer", "total", "pageSize"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "3", width: "full", minWidth: "0" },
    scroll: {
      width: "full",
      ...sidewaysScrollCue,
      // Narrow screens: headers stay on one line and no cell shrinks below several characters, so a
      // table too wide for the screen scrolls (with the edge shadows).
      "& th": { whiteSpace: "nowrap" },
      // 7em holds a date, a count with its unit or a host and pid on one line on a phone.
      "& td": { minWidth: { base: "7em", md: "4.5em" } },
      "& table, & thead, & tr": { background: "transparent" },
    },
    sortButton: {
      display: "inline-flex",
      alignItems: "center",
      gap: "1",
      font: "inherit",
      color: "inherit",
      cursor: "pointer",
      borderRadius: "l1",
      marginInline: "-1",
      paddingInline: "1",
      _hover: { color: "fg" },
      _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "1px" },
    },
    sortIcon: { width: "3.5", height: "3.5", flexShrink: "0", color: "fg.subtle" },
    empty: { textAlign: "center", color: "fg.muted", paddingBlock: "10" },
    footer: {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      justifyContent: "flex-end",
      gap: "3",
      textStyle: "sm",
    },
    total: { color: "fg.muted", marginEnd: "auto" },
    pageSize: { width: "auto", minWidth: "7.5rem" },
  },
  variants: {
    sorted: {
      true: { sortIcon: { color: "colorPalette.fg" } },
      false: {},
    },
  },
});
