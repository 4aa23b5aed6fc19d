import { defineSlotRecipe } from "@chakra-ui/react";

/** The CN / EN toggle: a segmented pair of native radios (the look of Chakra's segment group). */
export const languageSwitchRecipe = defineSlotRecipe({
  className: "language-switch",
  slots: ["root", "item", "input"],
  base: {
    root: {
      display: "inline-flex",
      minWidth: "max-content",
      borderRadius: "l2",
      boxShadow: "inset",
      bg: "bg.muted",
    },
    item: {
      position: "relative",
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      userSelect: "none",
      cursor: "pointer",
      color: "fg",
      borderRadius: "l2",
      transition: "background 0.2s, box-shadow 0.2s",
      "&:has(input:checked)": { bg: { _light: "bg", _dark: "bg.emphasized" }, shadow: "sm" },
      "&:has(input:focus-visible)": { focusRing: "outside" },
      // The hairline between two unchecked items.
      _before: { content: '""', position: "absolute", insetInlineStart: "0", insetBlock: "1.5", width: "1px", bg: "border" },
      "&:first-of-type, &:has(input:checked), &:has(input:checked) + &": { _before: { opacity: "0" } },
    },
    input: { srOnly: true },
  },
  variants: {
    size: {
      sm: { item: { textStyle: "sm", paddingInline: "4", height: "8" } },
      md: { item: { textStyle: "sm", paddingInline: "4", height: "10" } },
    },
  },
  defaultVariants: { size: "sm" },
});
