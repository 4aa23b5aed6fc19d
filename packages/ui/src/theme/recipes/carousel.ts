import { defineSlotRecipe } from "@chakra-ui/react";

/** A sliding carousel: a clipped viewport with a track of full-width slides, then the controls. */
export const carouselRecipe = defineSlotRecipe({
  className: "carousel",
  slots: ["root", "viewport", "track", "slide", "controls", "control", "dots", "dot"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "4", width: "full", minWidth: "0" },
    viewport: { overflow: "hidden", width: "full" },
    track: {
      display: "flex",
      transitionProperty: "transform",
      transitionDuration: "slower",
      transitionTimingFunction: "ease-in-out",
      _motionReduce: { transitionDuration: "0s" },
    },
    slide: { flex: "0 0 100%", minWidth: "0" },
    controls: { display: "flex", alignItems: "center", justifyContent: "center", gap: "2" },
    control: { color: "inherit" },
    dots: { display: "flex", alignItems: "center", gap: "1" },
    dot: {
      // A 24px target around an 8px dot.
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      width: "6",
      height: "6",
      borderRadius: "full",
      cursor: "pointer",
      _before: {
        content: '""',
        width: "2",
        height: "2",
        borderRadius: "full",
        bg: "currentColor",
        // 3:1 or more against the background (WCAG non-text contrast), on white and on brand.700.
        opacity: "0.6",
        transitionProperty: "opacity, width",
        transitionDuration: "moderate",
      },
      "&[aria-current=true]::before": { opacity: "1", width: "5" },
      _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.focusRing" },
    },
  },
  variants: {
    variant: {
      plain: { root: { color: "fg" } },
      // For a dark or brand-coloured background, such as the login page's side panel.
      inverted: {
        root: { color: "white" },
        control: { _hover: { bg: "whiteAlpha.200" }, _focusVisible: { outlineColor: "white" } },
        dot: { _focusVisible: { outlineColor: "white" } },
      },
    },
  },
  defaultVariants: { variant: "plain" },
});
