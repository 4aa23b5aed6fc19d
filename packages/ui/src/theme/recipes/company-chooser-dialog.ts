import { defineSlotRecipe } from "@chakra-ui/react";

/** The company chooser: a 650px dialog with a scrolling list of radio cards. */
export const companyChooserDialogRecipe = defineSlotRecipe({
  className: "company-chooser-dialog",
  slots: ["content", "list", "item", "state"],
  base: {
    content: { maxWidth: "650px" },
    list: {
      display: "flex",
      flexDirection: "column",
      gap: "2",
      maxHeight: "min(24rem, 60vh)",
      overflowY: "auto",
      // Room for the focus ring of the first and last cards inside the scrolling box.
      padding: "1",
      margin: "-1",
    },
    // The radio mark and the name on one line, centred vertically.
    item: { width: "full", "--radio-card-align": "center" },
    state: {
      display: "flex",
      flexDirection: "column",
      alignItems: "center",
      justifyContent: "center",
      gap: "3",
      minHeight: "40",
      color: "fg.muted",
      textStyle: "sm",
    },
  },
});
