import { defineSlotRecipe } from "@chakra-ui/react";

/**
 * A target on the calendar, coloured by its state as the publish status badge is (分发中 blue, 成功
 * green, 失败 red, 需核实 orange); 等待发布 is neutral. Each state also has its icon, so colour is not
 * the only cue.
 */
export const calendarEventChipRecipe = defineSlotRecipe({
  className: "calendar-event-chip",
  slots: ["root", "icon", "time", "account", "title", "text"],
  base: {
    root: {
      display: "flex",
      alignItems: "center",
      gap: "1",
      width: "full",
      minWidth: "0",
      textAlign: "start",
      borderRadius: "l1",
      borderInlineStartWidth: "3px",
      borderColor: "colorPalette.solid",
      bg: "colorPalette.subtle",
      color: "colorPalette.fg",
      cursor: "pointer",
      transition: "background 0.15s",
      _hover: { bg: "colorPalette.muted" },
      _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "1px" },
      "&[draggable=true]": { cursor: "grab" },
      "&[data-dragging]": { opacity: "0.5" },
    },
    icon: { display: "inline-flex", flexShrink: "0", width: "1em", height: "1em" },
    time: { fontWeight: "semibold", fontVariantNumeric: "tabular-nums", flexShrink: "0" },
    text: { display: "flex", minWidth: "0", flex: "1", gap: "1" },
    account: { color: "fg.muted", truncate: true, flexShrink: "1", minWidth: "0" },
    title: { truncate: true, minWidth: "0", flex: "1", color: "fg" },
  },
  variants: {
    state: {
      waiting: { root: { colorPalette: "gray" } },
      distributing: { root: { colorPalette: "blue" } },
      succeeded: { root: { colorPalette: "green" } },
      failed: { root: { colorPalette: "red" } },
      unverified: { root: { colorPalette: "orange" } },
    },
    size: {
      compact: { root: { textStyle: "xs", paddingInline: "1", paddingBlock: "0.5" }, account: { display: "none" } },
      full: {
        root: { textStyle: "sm", paddingInline: "2", paddingBlock: "1.5", gap: "2" },
        text: { flexDirection: "column", gap: "0" },
        account: { textStyle: "xs" },
      },
    },
  },
  defaultVariants: { state: "waiting", size: "compact" },
});
