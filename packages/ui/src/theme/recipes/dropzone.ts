import { defineSlotRecipe } from "@chakra-ui/react";

/** The drag-and-drop / click-to-pick area of the uploader (a tile) and the import dialog (wide). */
export const dropzoneRecipe = defineSlotRecipe({
  className: "dropzone",
  slots: ["root", "icon", "label", "hint"],
  base: {
    root: {
      display: "flex",
      flexDirection: "column",
      alignItems: "center",
      justifyContent: "center",
      gap: "1",
      textAlign: "center",
      borderWidth: "1px",
      borderStyle: "dashed",
      borderColor: "border.emphasized",
      borderRadius: "l2",
      bg: "bg.subtle",
      color: "fg.muted",
      cursor: "pointer",
      transitionProperty: "common",
      transitionDuration: "moderate",
      _hover: { borderColor: "colorPalette.solid", color: "colorPalette.fg", bg: "colorPalette.subtle" },
      _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "2px" },
      "&[data-drag-active]": { borderColor: "colorPalette.solid", borderStyle: "solid", bg: "colorPalette.subtle" },
      _disabled: { opacity: "0.5", cursor: "not-allowed" },
    },
    icon: { display: "inline-flex", width: "6", height: "6", flexShrink: "0", "& svg": { width: "full", height: "full" } },
    label: { fontWeight: "medium", color: "fg" },
    hint: { textStyle: "xs", color: "fg.muted" },
  },
  variants: {
    layout: {
      tile: { root: { width: "7rem", aspectRatio: "square", padding: "2", textStyle: "xs" }, label: { color: "inherit" } },
      wide: { root: { width: "full", minHeight: "10rem", paddingInline: "6", paddingBlock: "8", textStyle: "sm" }, icon: { width: "9", height: "9" } },
    },
  },
  defaultVariants: { layout: "wide" },
});
