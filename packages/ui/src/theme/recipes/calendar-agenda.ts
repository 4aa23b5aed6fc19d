import { defineSlotRecipe } from "@chakra-ui/react";

/** The calendar on a phone: days with posts, one after another, each with its events as full-width chips. */
export const calendarAgendaRecipe = defineSlotRecipe({
  className: "calendar-agenda",
  slots: ["root", "day", "dayHead", "dayTitle", "dayCount", "list", "more"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "4", listStyle: "none" },
    day: { display: "flex", flexDirection: "column", gap: "2" },
    dayHead: {
      display: "flex",
      alignItems: "baseline",
      justifyContent: "space-between",
      gap: "2",
      paddingBottom: "1",
      borderBottomWidth: "1px",
      borderColor: "border",
      "&[data-today]": { borderColor: "brand.solid" },
    },
    dayTitle: { textStyle: "sm", fontWeight: "semibold", "[data-today] &": { color: "brand.fg" } },
    dayCount: { textStyle: "xs", color: "fg.muted", flexShrink: "0" },
    list: { display: "flex", flexDirection: "column", gap: "1.5", listStyle: "none" },
    more: { alignSelf: "flex-start" },
  },
});
