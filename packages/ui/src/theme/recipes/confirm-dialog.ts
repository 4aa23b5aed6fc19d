import { defineSlotRecipe } from "@chakra-ui/react";

/** The confirm dialog's parts; `tone: "danger"` turns the icon and the confirm button red. */
export const confirmDialogRecipe = defineSlotRecipe({
  className: "confirm-dialog",
  slots: ["content", "header", "icon", "message", "error", "confirm"],
  base: {
    content: { maxWidth: "md" },
    header: { display: "flex", alignItems: "center", gap: "3" },
    icon: { flexShrink: "0", width: "6", height: "6" },
    message: { color: "fg.muted", textStyle: "sm", overflowWrap: "anywhere" },
    error: { marginTop: "4" },
    confirm: {},
  },
  variants: {
    tone: {
      default: { icon: { color: "brand.solid" }, confirm: { colorPalette: "brand" } },
      danger: { icon: { color: "fg.error" }, confirm: { colorPalette: "red" } },
    },
  },
  defaultVariants: { tone: "default" },
});
